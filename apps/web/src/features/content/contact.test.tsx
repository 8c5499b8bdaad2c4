import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../state/session';
import { fakeServer } from '../../test/fake-server';
import { ContactForms } from './components/contact-form';
import { caseyProfile } from '../../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.profile = null;
});

describe('contact forms (docs/behaviour/people.md#contact-us)', () => {
  it('keeps what was typed when the visitor switches tabs, and sends the chosen dialling code', async () => {
    const received = fakeServer({
      'POST /api/comment': () => ({ body: { Code: 1, Message: 'Thank you for your message.' } }),
    });
    const user = userEvent.setup();
    render(<ContactForms />);
    let form = screen.getByRole('form', { name: 'General Enquiry' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Do you take dogs?');

    await user.click(screen.getByRole('tab', { name: 'Complaint' }));
    form = screen.getByRole('form', { name: 'Complaint' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'The driver was late.');

    await user.click(screen.getByRole('tab', { name: 'General Enquiry' }));
    form = screen.getByRole('form', { name: 'General Enquiry' });
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('Do you take dogs?');

    // The dialling code is a picker, not a fixed +44.
    await user.click(within(form).getByRole('button', { name: /Dialing code/ }));
    await user.click(await screen.findByRole('option', { name: 'Ireland (+353)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '851234567');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Thank you for your message.')).toBeInTheDocument();
    const sent = received.find((r) => r.path === '/api/comment')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ phone: '+353851234567', enqtype: 'General Enquiry', message: 'Do you take dogs?' });

    // The complaint still holds its own message.
    await user.click(screen.getByRole('tab', { name: 'Complaint' }));
    expect(
      within(screen.getByRole('form', { name: 'Complaint' })).getByRole('textbox', { name: 'Message' }),
    ).toHaveValue('The driver was late.');
  }, 60_000);

  it('clears the sent message for the next one without flagging it beside the thank-you', async () => {
    fakeServer({ 'POST /api/comment': () => ({ body: { Code: 1, Message: 'Thank you for your message.' } }) });
    const user = userEvent.setup();
    render(<ContactForms />);
    const form = screen.getByRole('form', { name: 'General Enquiry' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '7911123456');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const message = within(form).getByRole('textbox', { name: 'Message' });
    await user.type(message, 'Do you take dogs?');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Thank you for your message.')).toBeInTheDocument();
    expect(message).toHaveValue('');
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByText(/Message is required/)).toBeNull();
  }, 60_000);

  it('fills the contact details once the account is restored after a server-rendered page hydrates', async () => {
    render(<ContactForms />);
    const form = screen.getByRole('form', { name: 'General Enquiry' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    act(() => {
      sessionState.profile = caseyProfile({ DialingCode: '+353' });
    });
    expect(await within(form).findByDisplayValue('Casey Customer')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com');
  });
});
