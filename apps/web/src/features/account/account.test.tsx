import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyConfiguration } from '../../state/config';
import { sessionState } from '../../state/session';
import type { Handler } from '../../test/fake-server';
import { caseyProfile } from '../../test/fixtures';
import { accountPageTests, accountServer, axeViolations, renderApp, textsOf, signUpIn } from '../../test/render-app';

const profile = caseyProfile({ Phone: '7400123456', EmailMailingList: true });

function server(overrides: Record<string, Handler> = {}) {
  return accountServer({
    'GET /api/addressbook': () => ({ body: { Code: 1, Message: '', Addresses: [] } }),
    'GET /api/messagepreferences': () => ({
      body: { Code: 1, Message: '', Choices: ['confirmed:email', 'driverArrived:email', 'driverArrived:sms'] },
    }),
    ...overrides,
  });
}

accountPageTests(() =>
  Promise.all([
    import('./index'),
    import('../auth'),
    import('../../pages/content-page'),
    import('../../pages/profile-page'),
    import('../../pages/reset-password-page'),
  ]),
);

describe('account menu and account pages', () => {
  it('lists the signed-in entries (Commission for this booker) and sends a signed-out visitor back after signing in', async () => {
    server({
      'POST /api/signIn': () => ({
        body: { Code: 1, Message: 'You are now signed in.', ...profile, BookerId: 7, Token: 't' },
      }),
    });
    const { user, history } = renderApp('/profile.html');
    await waitFor(() => expect(history.location.pathname).toBe('/home.html'), { timeout: 8000 });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, { timeout: 8000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(history.location.pathname).toBe('/profile.html'), { timeout: 8000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 8000 })).toBeVisible();
    // The account menu opens from its button; the page shown is marked current in it.
    await user.click(within(menu).getByRole('button', { name: 'Account' }));
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Dashboard', '/dashboard.html'],
      ['My bookings', '/bookinghistory.html'],
      ['My places', '/addressbook.html'],
      ['My account', '/profile.html'],
      ['Invoice', '/invoice.html'],
      ['Commission', '/commission.html'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The details are text, not boxes: nothing on the page looks editable.
    expect(screen.getByText('casey@example.com')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the saved cards where the gateway keeps them, and removes one', async () => {
    const deleted: string[] = [];
    let cards = [
      { Id: 7, Brand: 'visa', Last4: '4242', ExpiryMonth: 12, ExpiryYear: 2030 },
      { Id: 5, Brand: 'mastercard', Last4: '4444', ExpiryMonth: 3, ExpiryYear: 2029 },
    ];
    server({
      'GET /api/savedcards': () => ({ body: { Code: 1, Message: '', SavesCards: true, Cards: cards } }),
      'DELETE /api/savedcards': (request) => {
        deleted.push(request.query.get('id') ?? '');
        cards = cards.filter((card) => String(card.Id) !== request.query.get('id'));
        return { body: { Code: 1, Message: '' } };
      },
    });
    sessionState.profile = { ...profile };
    const { user } = renderApp('/profile.html');
    const section = (await screen.findByRole('heading', { name: 'Saved cards' }, { timeout: 8000 })).closest(
      'section',
    )!;
    expect(await within(section).findByText('Visa •••• 4242')).toBeVisible();
    expect(within(section).getByText('Expires 03/29')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    expect(await within(section).findByText('Visa •••• 4242 removed.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Remove Visa •••• 4242' })).not.toBeInTheDocument();
    expect(deleted).toEqual(['7']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says how to save a card where the gateway keeps cards and none is saved, and shows no card where it keeps none', async () => {
    let savesCards = true;
    server({ 'GET /api/savedcards': () => ({ body: { Code: 1, Message: '', SavesCards: savesCards, Cards: [] } }) });
    sessionState.profile = { ...profile };
    renderApp('/profile.html');
    const empty = await screen.findByRole('heading', { level: 3, name: 'No saved cards' }, { timeout: 8000 });
    const section = empty.closest('section')!;
    expect(within(section).getByRole('heading', { level: 2, name: 'Saved cards' })).toBeVisible();
    expect(within(section).getByText(/tick "Save this card for next time"/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Book a taxi' })).toHaveAttribute('href', '/booking.html');
    expect(await axeViolations()).toEqual([]);
    cleanup();

    savesCards = false;
    renderApp('/profile.html');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Signed-in devices' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Saved cards' })).not.toBeInTheDocument();
  });

  it('updates the profile; a new e-mail needs the current password, and a wrong one is shown on its field', async () => {
    let puts = 0;
    const received = server({
      'PUT /api/updateprofile': (request) => {
        puts += 1;
        if (puts === 1)
          return { body: { Code: 2, Message: 'The current password is incorrect.', ...profile, Id: 0, Token: '' } };
        const body = request.body as { email: string; firstname: string };
        return {
          body: {
            Code: 1,
            Message: 'Your profile has been updated.',
            ...profile,
            Email: body.email,
            FirstName: body.firstname,
            Token: '',
          },
        };
      },
    });
    sessionState.profile = { ...profile };
    const { user } = renderApp('/profile.html');
    await user.click(await screen.findByRole('button', { name: 'Update profile' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'My Profile' });
    expect(within(dialog).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Casey-Ann');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'casey.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('link', { name: 'Current password is required' })).toBeInTheDocument();
    expect(puts).toBe(0);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Current password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Current password/)).toHaveAccessibleDescription(
        /The current password is incorrect\./,
      ),
    );
    // What was typed stays (the password is cleared, docs/behaviour/common.md#password); nothing changed in the account.
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Casey-Ann');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('casey.new@example.com');
    expect(sessionState.profile?.Email).toBe('casey@example.com');

    await user.type(within(dialog).getByLabelText(/Current password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Profile' })).not.toBeInTheDocument());
    expect(screen.getByText('Your profile has been updated.')).toBeVisible();
    expect(screen.getByText('casey.new@example.com')).toBeVisible();
    expect(received.filter((r) => r.path === '/api/updateprofile').at(-1)?.body).toEqual({
      custid: 41,
      firstname: 'Casey-Ann',
      surname: 'Customer',
      phone: '7400123456',
      dialingcode: '+44',
      email: 'casey.new@example.com',
      smsmailinglist: false,
      emailmailinglist: true,
      currentpasswordhash: 'demo1234',
    });
  });

  it("starts the phone of a profile saved without a dialling code at the tenant's, and saves it", async () => {
    applyConfiguration({ DialingCode: '+971' });
    const received = server({
      'PUT /api/updateprofile': () => ({
        body: { Code: 1, Message: 'Your profile has been updated.', ...profile, DialingCode: '+971', Token: '' },
      }),
    });
    sessionState.profile = { ...profile, Phone: '501234567', DialingCode: '' };
    const { user } = renderApp('/profile.html');
    expect(await screen.findByText('+971 501234567', {}, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Profile' });
    expect(within(dialog).getByRole('button', { name: /Dialing code/ })).toHaveTextContent('+971');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Profile' })).not.toBeInTheDocument());
    expect(received.find((r) => r.path === '/api/updateprofile')?.body).toMatchObject({
      phone: '501234567',
      dialingcode: '+971',
    });
  });

  it('signs out on every device after asking, and sends the visitor home', async () => {
    const received = server({
      'POST /api/signOutEverywhere': () => ({ body: { Code: 1, Message: 'You are now signed out on every device.' } }),
    });
    sessionState.profile = { ...profile };
    const { user, history } = renderApp('/profile.html');
    await user.click(await screen.findByRole('button', { name: 'Sign out on every device' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on every device' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('every trip link you shared will stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(sessionState.profile).toBeNull());
    expect(received.filter((r) => r.path === '/api/signOutEverywhere')).toHaveLength(1);
    await waitFor(() => expect(history.location.pathname).toBe('/home.html'), { timeout: 8000 });
  });

  it('changes the password: a wrong old password is shown on its field, success says so', async () => {
    let puts = 0;
    server({
      'PUT /api/changepassword': () =>
        ++puts === 1
          ? { body: { Code: 2, Message: 'The current password is incorrect.' } }
          : { body: { Code: 1, Message: 'Your password has been changed.' } },
    });
    sessionState.profile = { ...profile };
    const { user } = renderApp('/changepassword.html');
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const fill = async (old: string) => {
      await user.type(within(dialog).getByLabelText('Current password'), old);
      await user.type(within(dialog).getByLabelText('New password'), 'newpass1');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'newpass1');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    await fill('wrong-one');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        /The current password is incorrect\./,
      ),
    );
    await fill('demo1234');
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
  });

  it('sets a new password from a reset link and lands on the confirm-password page', async () => {
    let puts = 0;
    const received = server({
      'PUT /api/savepassword': () =>
        ++puts === 1
          ? { body: { Code: 1, Message: 'Your password has been changed. Please sign in with your new password.' } }
          : {
              body: {
                Code: 2,
                Message: 'This password reset link is invalid or has expired. Please ask for a new one.',
              },
            },
    });
    const first = renderApp('/resetpassword/5/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' }, { timeout: 8000 })).toBeVisible();
    await first.user.type(screen.getByLabelText('New password'), 'short');
    await first.user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('link', { name: 'New password must be at least 6 characters long' })).toBeInTheDocument();
    await first.user.clear(screen.getByLabelText('New password'));
    await first.user.type(screen.getByLabelText('New password'), 'fresh-pass');
    await first.user.type(screen.getByLabelText('Confirm password'), 'fresh-pass');
    expect(await axeViolations()).toEqual([]);
    await first.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(first.history.location.pathname).toBe('/confirmpassword.html'));
    expect(
      await screen.findByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm password' })).toBeVisible();
    expect(received.find((r) => r.path === '/api/savepassword')?.body).toEqual({
      id: 5,
      code: 'abc123',
      passwordhash: 'fresh-pass',
    });
  });

  it('shows the server message for a used link and opens the forgot-password dialog to ask for a new one', async () => {
    server({
      'PUT /api/savepassword': () => ({
        body: { Code: 2, Message: 'This password reset link is invalid or has expired. Please ask for a new one.' },
      }),
    });
    const { user } = renderApp('/resetpassword/5/used-code');
    await user.type(await screen.findByLabelText('New password', {}, { timeout: 8000 }), 'fresh-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: /Forgot password/i }, { timeout: 8000 })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the form, with the same link, when the new password itself is refused', async () => {
    const refusal =
      'This password is one of the most commonly used passwords and is easy to guess. Please choose a different password.';
    server({ 'PUT /api/savepassword': () => ({ body: { Code: 2, Message: refusal } }) });
    const { user } = renderApp('/resetpassword/5/good-code');
    await user.type(await screen.findByLabelText('New password', {}, { timeout: 8000 }), 'letmein1');
    await user.type(screen.getByLabelText('Confirm password'), 'letmein1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a new link' })).toBeNull();
  });

  it('sends a new account from sign-up to the dashboard', async () => {
    server({
      'POST /api/signUp': () => ({
        body: { Code: 1, Message: 'Your account has been created.', ...profile, Token: 't' },
      }),
    });
    const { user, visited } = renderApp('/about.html');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
    await user.click(within(menu).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('tab', { name: 'SIGN UP' }));
    await signUpIn(dialog, user, {
      firstName: 'Casey',
      surname: 'Customer',
      phone: '7400123456',
      email: 'casey@example.com',
      password: 'demo1234',
    });
    await waitFor(() => expect(visited).toContain('/dashboard.html'));
    // Sign-up is always remembered (docs/behaviour/people.md#remembered): the account is in local storage.
    expect(localStorage.getItem('cabkit.account')).toContain('casey@example.com');
  });

  it("lists a booker's invoices and issues one through the Update Invoice dialog, a refused date shown on its field", async () => {
    const invoice = {
      Id: 3,
      Code: 'INV-0003',
      DateFrom: '2026-10-01',
      DateTo: '2026-10-31',
      IssueDate: '2026-11-01',
      Issuer: 'Me',
      Editable: true,
    };
    const office = {
      Id: 2,
      Code: 'INV-0002',
      DateFrom: '2026-11-01',
      DateTo: '2026-11-15',
      IssueDate: '2026-11-16',
      Issuer: 'Accounts',
      Editable: false,
    };
    let list = [invoice, office];
    const received = server({
      'GET /api/bookerinvoice': () => ({ body: { Code: 1, Message: '', Invoices: list } }),
      'POST /api/bookerinvoice': (request) => {
        const body = request.body as { datefrom: string; dateto: string };
        if (body.dateto === '2026-12-31')
          return { status: 400, body: { Code: 2, Message: 'dateto: must not be in the future' } };
        const created = { ...invoice, Id: 4, Code: 'INV-0004', DateFrom: body.datefrom, DateTo: body.dateto };
        list = [...list, created];
        return { body: { Code: 1, Message: 'ok', Invoice: created } };
      },
    });
    sessionState.profile = { ...profile, BookerId: 7 };
    const { user } = renderApp('/invoice.html');
    const table = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 8000 });
    const row = (code: string) => within(table).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;
    expect(textsOf(row('INV-0003'), 'cell')).toEqual(['01/10/2026', '31/10/2026', '01/11/2026', 'Me', '']);
    // The figures at the top are the list's own.
    const glance = screen.getByRole('group', { name: 'Your invoices at a glance' });
    expect(textsOf(glance, 'definition')).toEqual(['2', '1', '15/11/2026', 'INV-0002']);
    // Each row's actions are one menu; others' invoices are read-only: viewed and downloaded, not changed.
    expect(within(row('INV-0003')).getAllByRole('button')).toHaveLength(1);
    await user.click(within(row('INV-0002')).getByRole('button', { name: 'Actions for invoice INV-0002' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'View invoice',
      'Download PDF',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Sorted by the issue date, newest first.
    await user.click(within(table).getByRole('button', { name: 'Issued' }));
    await user.click(within(table).getByRole('button', { name: 'Issued' }));
    expect(textsOf(table, 'rowheader')).toEqual(['INV-0002', 'INV-0003']);
    await user.click(within(row('INV-0003')).getByRole('button', { name: 'Actions for invoice INV-0003' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'View invoice',
      'Download PDF',
      'Edit invoice',
      'Delete invoice',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/bookerinvoicereport?id=3',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    const from = within(dialog).getByLabelText('Date from');
    const to = within(dialog).getByLabelText('Date to');
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(await within(dialog).findByRole('link', { name: 'Date to must not be in the future' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date from')).toHaveValue('2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('rowheader', { name: 'INV-0004' })).toBeVisible();
    expect(received.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      bookerid: 7,
      datefrom: '2026-11-01',
      dateto: '2026-11-30',
    });
  });

  it('shows the server refusing a period another invoice already covers, and keeps the dialog open', async () => {
    const refusal =
      'Invoice INV-000003 already covers 01/10/2026 to 31/10/2026: please choose days no invoice covers yet.';
    const received = server({
      'GET /api/bookerinvoice': () => ({ body: { Code: 1, Message: '', Invoices: [] } }),
      'POST /api/bookerinvoice': () => ({ body: { Code: 2, Message: refusal, Invoice: null } }),
    });
    sessionState.profile = { ...profile, BookerId: 7 };
    const { user } = renderApp('/invoice.html');
    await screen.findByRole('button', { name: 'New invoice' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    await user.type(within(dialog).getByLabelText('Date from'), '2026-10-15');
    await user.type(within(dialog).getByLabelText('Date to'), '2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Invoice' })).toBeVisible();
    expect(screen.queryByText('The invoice has been issued.')).toBeNull();
  });

  it('tells a customer without a corporate account that invoices are for corporate accounts', async () => {
    const received = server();
    sessionState.profile = { ...profile };
    renderApp('/invoice.html');
    expect(await screen.findByText(/Invoices are issued to corporate accounts/, {}, { timeout: 8000 })).toBeVisible();
    expect(received.some((r) => r.path === '/api/bookerinvoice')).toBe(false);
  });

  it("shows a customer's invoice details and updates them through the Update Invoice dialog", async () => {
    let stored = {
      Company: '',
      Name: 'Casey Customer',
      AddressLine1: '1 High Street',
      AddressLine2: '',
      City: 'London',
      PostalCode: 'E15 1AZ',
      Country: 'United Kingdom',
      VatNumber: '',
      Email: '',
    };
    const received = server({
      'GET /api/invoicedetails': () => ({ body: { Code: 1, Message: '', InvoiceDetails: stored } }),
      'PUT /api/invoicedetails': (request) => {
        const body = request.body as { custid: number; city: string; postcode: string };
        stored = { ...stored, City: body.city, PostalCode: body.postcode };
        return { body: { Code: 1, Message: 'ok', InvoiceDetails: stored } };
      },
    });
    sessionState.profile = { ...profile };
    const { user } = renderApp('/invoice.html');
    const section = await screen.findByRole('region', { name: 'Invoice details' }, { timeout: 8000 });
    expect(await within(section).findByText('1 High Street')).toBeVisible();
    expect(within(section).getByText('London')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Edit invoice details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Invoice' }, { timeout: 8000 });
    const postcode = within(dialog).getByRole('textbox', { name: /Postcode/ });
    await user.clear(postcode);
    await user.type(postcode, 'AB!12#');
    const city = within(dialog).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Every error at once, in the order of the fields.
    expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['City is required', 'Postcode is invalid']);
    expect(received.some((r) => r.method === 'PUT' && r.path === '/api/invoicedetails')).toBe(false);

    await user.type(city, 'Leeds');
    await user.clear(postcode);
    await user.type(postcode, 'LS1 4AP');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Invoice' })).toBeNull());
    expect(within(section).getByText('Leeds')).toBeVisible();
    expect(within(section).getByText('LS1 4AP')).toBeVisible();
    const put = received.find((r) => r.method === 'PUT' && r.path === '/api/invoicedetails');
    expect(put?.body).toMatchObject({ custid: 41, city: 'Leeds', postcode: 'LS1 4AP', name: 'Casey Customer' });
  }, 60_000);
});

describe('messages about bookings on the profile', () => {
  it('shows what the account receives and saves the whole list of choices', async () => {
    const received = server({
      'PUT /api/messagepreferences': (request) => ({
        body: {
          Code: 1,
          Message: 'Your message choices have been saved.',
          Choices: (request.body as { choices: string[] }).choices,
        },
      }),
    });
    sessionState.profile = { ...profile };
    const { user } = renderApp('/profile.html');
    const card = within(
      (await screen.findByRole('heading', { name: 'Messages about your bookings' }, { timeout: 8000 })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(card.getByText(/Texts go to your phone number/)).toBeVisible();
    // First read: each kind and how it comes.
    expect(await card.findByText('By email and text message')).toBeVisible();
    expect(card.getAllByText('Off')).toHaveLength(4);
    await user.click(card.getByRole('button', { name: 'Change message choices' }));
    const arrived = await card.findByRole('group', { name: 'Driver arrived' });
    expect(within(arrived).getByRole('checkbox', { name: 'By email' })).toBeChecked();
    expect(within(arrived).getByRole('checkbox', { name: 'By text message' })).toBeChecked();
    // A receipt goes by e-mail only: no text choice is offered for it.
    const receipt = card.getByRole('group', { name: 'Receipt after the trip' });
    expect(within(receipt).queryByRole('checkbox', { name: 'By text message' })).toBeNull();
    expect(within(receipt).getByRole('checkbox', { name: 'By email' })).not.toBeChecked();

    await user.click(within(arrived).getByRole('checkbox', { name: 'By text message' }));
    await user.click(within(receipt).getByRole('checkbox', { name: 'By email' }));
    await user.click(card.getByRole('button', { name: 'Save message choices' }));
    expect(await card.findByText('Your message choices have been saved.')).toBeVisible();
    expect(card.queryByRole('group', { name: 'Driver arrived' })).toBeNull();
    expect(received.filter((r) => r.path === '/api/messagepreferences' && r.method === 'PUT').at(-1)?.body).toEqual({
      custid: 41,
      choices: ['confirmed:email', 'driverArrived:email', 'receipt:email'],
    });
    expect(await axeViolations()).toEqual([]);
  });
});
