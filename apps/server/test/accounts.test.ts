import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema';
import { customers, passwordResetTokens, sessions } from '../src/db/schema-accounts';
import { RESET_LINK_INVALID } from '@cabkit/domain';
import { INVALID_CREDENTIALS, RESET_LINK_SENT } from '../src/routes/accounts';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { createCustomer } from '../src/services/auth/customers';
import { issueSession } from '../src/services/auth/sessions';
import { hashToken } from '../src/services/auth/tokens';
import {
  auth,
  json,
  lastMailTo,
  repeatedStatuses,
  statusesOnOwnApp,
  signUp,
  testClientAddress,
  uniqueEmail,
} from './accounts-helpers';
import { buildTestApp, useTestApp } from './app';

const t = useTestApp();

describe('sign-up and sign-in', () => {
  it('signs up, answers the profile and a token, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const email = uniqueEmail();
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/signUp',
      payload: {
        email: ` ${email.toUpperCase()} `,
        phone: '07700 900123',
        surname: 'Smith',
        firstname: 'Jo',
        passwordhash: 'secret123',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({
      Code: 1,
      Email: email,
      FirstName: 'Jo',
      LastName: 'Smith',
      Phone: '7700900123',
      DialingCode: '+44',
      BookerId: 0,
    });
    expect(body.Id).toBeGreaterThan(0);
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`cabkit_session=${body.Token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('stores the password as a salted scrypt key and the session token only hashed', async () => {
    const account = await signUp(t.app(), { password: 'plain-text-pw' });
    const { handle } = t.db();
    const [row] = await handle.db.select().from(customers).where(eq(customers.id, account.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{128}$/);
    expect(row?.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
    const dump = JSON.stringify(await handle.db.execute(sql`SELECT * FROM customers WHERE id = ${account.id}`));
    expect(dump).not.toContain('plain-text-pw');
    const stored = await handle.db.select().from(sessions).where(eq(sessions.customerId, account.id));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(account.token)]);
    expect(JSON.stringify(stored)).not.toContain(account.token);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const account = await signUp(t.app());
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/signUp',
      remoteAddress: testClientAddress(),
      payload: {
        email: account.email.toUpperCase(),
        phone: '7700900000',
        surname: 'X',
        firstname: 'Y',
        passwordhash: 'secret123',
      },
    });
    expect(json(response)).toMatchObject({
      Code: 2,
      Message: expect.stringContaining('already exists'),
      Id: 0,
      Token: '',
    });
  });

  it.each([
    [{ phone: '7700900000', surname: 'X', firstname: 'Y', passwordhash: 'secret123' }, 'email: '],
    [
      { email: 'not-an-email', phone: '7700900000', surname: 'X', firstname: 'Y', passwordhash: 'secret123' },
      'email: must be an e-mail address',
    ],
    [
      { email: 'a@b.co', phone: '77-00', surname: 'X', firstname: 'Y', passwordhash: 'secret123' },
      'phone: must be 4 to 15 digits',
    ],
    [
      { email: 'a@b.co', phone: '7700900000', surname: 'X', firstname: 'Y', passwordhash: '  12 ' },
      'passwordhash: must be at least 6 characters long',
    ],
    [
      { email: 'a@b.co', phone: '7700900000', surname: 'X', firstname: '', passwordhash: 'secret123' },
      'firstname: is required',
    ],
  ])('answers 400 Code 2 naming the field for bad sign-up input %#', async (payload, message) => {
    const response = await t
      .app()
      .inject({ method: 'POST', url: '/api/signUp', payload, remoteAddress: testClientAddress() });
    expect(response.statusCode).toBe(400);
    expect(json(response).Code).toBe(2);
    expect(json(response).Message).toContain(message);
  });

  it('signs in with the right password (any e-mail case), and answers the same for a wrong password or unknown e-mail', async () => {
    const account = await signUp(t.app());
    const ok = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: account.email.toUpperCase(), passwordhash: account.password },
    });
    expect(json(ok)).toMatchObject({ Code: 1, Id: account.id, Email: account.email });
    expect(String(ok.headers['set-cookie'])).not.toMatch(/Max-Age/); // not remembered: a browser-session cookie
    const wrong = await t
      .app()
      .inject({ method: 'POST', url: '/api/signIn', payload: { email: account.email, passwordhash: 'nope-nope' } });
    const unknown = await t
      .app()
      .inject({ method: 'POST', url: '/api/signIn', payload: { email: uniqueEmail(), passwordhash: 'nope-nope' } });
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(200);
      expect(json(r)).toMatchObject({ Code: 2, Message: INVALID_CREDENTIALS, Id: 0, Token: '' });
      expect(r.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in the seeded demo customer and booker', async () => {
    const customer = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
    });
    expect(json(customer)).toMatchObject({ Code: 1, FirstName: 'Casey', BookerId: 0 });
    const booker = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: 'booker@cabkit.example', passwordhash: 'demo1234', rememberme: true },
    });
    expect(json(booker).Code).toBe(1);
    expect(json(booker).BookerId).toBeGreaterThan(0);
    expect(String(booker.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('accepts the session cookie as well as the bearer token, and signs out', async () => {
    const account = await signUp(t.app());
    const cookie = { cookie: `other=1; cabkit_session=${account.token}` };
    const book = await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: cookie });
    expect(book.statusCode).toBe(200);
    const out = await t.app().inject({ method: 'POST', url: '/api/signOut', headers: cookie });
    expect(json(out)).toMatchObject({ Code: 1 });
    expect(String(out.headers['set-cookie'])).toMatch(/cabkit_session=;.*Max-Age=0/);
    const after = await t
      .app()
      .inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) });
    expect(after.statusCode).toBe(401);
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const app = await buildTestApp({ trustProxy: true });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signIn',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it('rejects a forged or expired token as a guest (401 on account calls)', async () => {
    const account = await signUp(t.app());
    const forged = { ...account, token: 'A'.repeat(43) };
    expect(
      (await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(forged) }))
        .statusCode,
    ).toBe(401);
    await t
      .db()
      .handle.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.customerId, account.id));
    expect(
      (await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) }))
        .statusCode,
    ).toBe(401);
  });

  it("treats a session of another tenant's account as a guest", async () => {
    const { handle } = t.db();
    const [other] = await handle.db
      .insert(tenants)
      .values({ slug: `othertenant${Date.now().toString(36)}`, name: 'Other', configuration: {} })
      .returning();
    const created = await createCustomer(handle.db, {
      tenantId: other?.id ?? 0,
      email: uniqueEmail('elsewhere'),
      password: 'secret123',
      phone: '7700900000',
      dialingCode: '+44',
      firstName: 'Else',
    });
    if (!created.ok) throw new Error('createCustomer failed');
    const session = await issueSession(handle.db, other?.id ?? 0, created.customer.id, false);
    const response = await t.app().inject({
      method: 'GET',
      url: `/api/addressbook?custid=${created.customer.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(401);
    await handle.db.delete(tenants).where(eq(tenants.id, other?.id ?? 0));
  });

  it('rate limits sign-in attempts from one address', async () => {
    const app = await buildTestApp();
    try {
      const signInFrom = (remoteAddress: string) => ({
        method: 'POST' as const,
        url: '/api/signIn',
        remoteAddress,
        payload: { email: 'x@example.com', passwordhash: 'whatever' },
      });
      const statuses = await repeatedStatuses(app, 12, signInFrom('203.0.113.9'));
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[11]).toBe(429);
      const limited = await app.inject(signInFrom('203.0.113.9'));
      expect(json(limited)).toMatchObject({ Code: 2, Message: expect.stringContaining('Too many attempts') });
      const other = await app.inject(signInFrom('203.0.113.10'));
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails a link only to the known one', async () => {
    const account = await signUp(t.app());
    const unknownEmail = uniqueEmail('ghost');
    const known = await t
      .app()
      .inject({ method: 'POST', url: '/api/resetpassword', payload: { custid: 0, email: account.email, source: 1 } });
    const unknown = await t
      .app()
      .inject({ method: 'POST', url: '/api/resetpassword', payload: { email: unknownEmail } });
    await afterResponseSettled();
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toEqual({ Code: 1, Message: RESET_LINK_SENT });
    expect(await lastMailTo(unknownEmail)).toBeUndefined();
    const mail = await lastMailTo(account.email);
    expect(mail?.textBody).toMatch(/http:\/\/localhost(:\d+)?\/resetpassword\/\d+\/[A-Za-z0-9_-]{43}/);
  });

  it('follows the link from the outbox page, sets the new password once, and ends old sessions', async () => {
    const account = await signUp(t.app());
    await t.app().inject({ method: 'POST', url: '/api/resetpassword', payload: { email: account.email } });
    await afterResponseSettled();
    const page = await t.app().inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const link = /<a href="[^"]*\/resetpassword\/(\d+)\/([A-Za-z0-9_-]{43})">/.exec(page.body);
    expect(link).not.toBeNull();
    const [, id, code] = link ?? [];
    const [stored] = await t
      .db()
      .handle.db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, Number(id)));
    expect(stored?.codeHash).toBe(hashToken(code ?? ''));
    expect(stored?.customerId).toBe(account.id);

    const save = () =>
      t.app().inject({
        method: 'PUT',
        url: '/api/savepassword',
        payload: { id: Number(id), code, passwordhash: 'brand-new-pw' },
      });
    expect(json(await save())).toMatchObject({ Code: 1 });
    expect(json(await save())).toEqual({ Code: 2, Message: RESET_LINK_INVALID });
    const old = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: account.email, passwordhash: account.password },
    });
    expect(json(old).Code).toBe(2);
    const fresh = await t
      .app()
      .inject({ method: 'POST', url: '/api/signIn', payload: { email: account.email, passwordhash: 'brand-new-pw' } });
    expect(json(fresh).Code).toBe(1);
    const oldSession = await t
      .app()
      .inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) });
    expect(oldSession.statusCode).toBe(401);
  });

  it('refuses a wrong code and an expired link', async () => {
    const account = await signUp(t.app());
    await t.app().inject({ method: 'POST', url: '/api/resetpassword', payload: { email: account.email } });
    await afterResponseSettled();
    const mail = await lastMailTo(account.email);
    const [, id, code] = /\/resetpassword\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '') ?? [];
    const wrong = await t.app().inject({
      method: 'PUT',
      url: '/api/savepassword',
      payload: { id: Number(id), code: `${code}x`, passwordhash: 'another-pw' },
    });
    expect(json(wrong)).toEqual({ Code: 2, Message: RESET_LINK_INVALID });
    await t
      .db()
      .handle.db.update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetTokens.id, Number(id)));
    const expired = await t.app().inject({
      method: 'PUT',
      url: '/api/savepassword',
      payload: { id: Number(id), code, passwordhash: 'another-pw' },
    });
    expect(json(expired)).toEqual({ Code: 2, Message: RESET_LINK_INVALID });
  });

  it('rate limits reset requests', async () => {
    const statuses = await statusesOnOwnApp(6, {
      method: 'POST',
      url: '/api/resetpassword',
      remoteAddress: '198.51.100.7',
      payload: { email: 'nobody@example.com' },
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('does not show the outbox page to other machines', async () => {
    const response = await t.app().inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.50' });
    expect(response.statusCode).toBe(404);
  });
});

describe('change password and profile', () => {
  it('changes the password given the old one, keeping the current session', async () => {
    const account = await signUp(t.app());
    const other = json(
      await t.app().inject({
        method: 'POST',
        url: '/api/signIn',
        payload: { email: account.email, passwordhash: account.password },
      }),
    );
    // The same new password each time, given a wrong and then the right old one.
    const changeFrom = (oldpasswordhash: string) =>
      t.app().inject({
        method: 'PUT',
        url: '/api/changepassword',
        headers: auth(account),
        payload: { custid: account.id, passwordhash: 'newpass1', oldpasswordhash },
      });
    const wrong = await changeFrom('bad-old');
    expect(json(wrong)).toEqual({ Code: 2, Message: 'The current password is incorrect.' });
    const ok = await changeFrom(account.password);
    expect(json(ok).Code).toBe(1);
    expect(
      (await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app().inject({
          method: 'GET',
          url: `/api/addressbook?custid=${account.id}`,
          headers: { authorization: `Bearer ${other.Token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      json(
        await t
          .app()
          .inject({ method: 'POST', url: '/api/signIn', payload: { email: account.email, passwordhash: 'newpass1' } }),
      ).Code,
    ).toBe(1);
  });

  it('updates the profile and refuses an e-mail another account has', async () => {
    const account = await signUp(t.app());
    const taken = await signUp(t.app());
    const email = uniqueEmail('moved');
    // The same profile each time, but for what each request changes.
    const update = (changes: Record<string, unknown>) =>
      t.app().inject({
        method: 'PUT',
        url: '/api/updateprofile',
        headers: auth(account),
        payload: { custid: account.id, phone: '7700900999', email, surname: 'New', firstname: 'Name', ...changes },
      });
    const ok = await update({
      dialingcode: '+353',
      smsmailinglist: true,
      emailmailinglist: 'true',
      currentpasswordhash: account.password,
    });
    expect(json(ok)).toMatchObject({
      Code: 1,
      Email: email,
      FirstName: 'Name',
      LastName: 'New',
      DialingCode: '+353',
      SmsMailingList: true,
      EmailMailingList: true,
    });
    const clash = await update({ email: taken.email, currentpasswordhash: account.password });
    expect(json(clash)).toMatchObject({ Code: 2, Message: expect.stringContaining('already exists') });
    const bad = await update({ dialingcode: '44' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toContain('dialingcode');
  });

  it('needs a session (401) for profile and password changes', async () => {
    const account = await signUp(t.app());
    const profile = await t.app().inject({
      method: 'PUT',
      url: '/api/updateprofile',
      payload: { custid: account.id, phone: '7700900999', email: account.email, surname: 'A', firstname: 'B' },
    });
    expect(profile.statusCode).toBe(401);
    const password = await t.app().inject({
      method: 'PUT',
      url: '/api/changepassword',
      payload: { custid: account.id, passwordhash: 'newpass1', oldpasswordhash: account.password },
    });
    expect(password.statusCode).toBe(401);
  });
});

describe('address book', () => {
  const place = {
    name: 'Home',
    line1: '12 Cadogan Terrace',
    line2: 'Hackney',
    postcode: 'E9 5HP',
    category: 'Home',
    latitude: 51.5397,
    longitude: '-0.0296',
    placename: 'Home',
    fulladdress: '12 Cadogan Terrace, Hackney, London E9 5HP',
  };

  it('adds, lists, changes and removes saved places', async () => {
    const account = await signUp(t.app());
    const added = json(
      await t.app().inject({
        method: 'POST',
        url: '/api/addressbook',
        headers: auth(account),
        payload: { ...place, custid: account.id },
      }),
    );
    expect(added).toMatchObject({
      Code: 1,
      Address: { Name: 'Home', Category: 'Home', Postcode: 'E9 5HP', Longitude: -0.0296, Valid: true },
    });
    const id = (added.Address as { Id: number }).Id;
    await t.app().inject({
      method: 'POST',
      url: '/api/addressbook',
      headers: auth(account),
      payload: { ...place, name: 'Gym', category: 'somewhere', custid: account.id },
    });
    const list = json(
      await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) }),
    );
    expect((list.Addresses as { Name: string; Category: string }[]).map((a) => [a.Name, a.Category])).toEqual([
      ['Home', 'Home'],
      ['Gym', 'Other'],
    ]);
    const changed = json(
      await t.app().inject({
        method: 'PUT',
        url: '/api/addressbook',
        headers: auth(account),
        payload: { ...place, id, name: 'Old home', category: 'work', custid: account.id },
      }),
    );
    expect(changed).toMatchObject({ Code: 1, Address: { Id: id, Name: 'Old home', Category: 'Work' } });
    const removed = await t
      .app()
      .inject({ method: 'DELETE', url: `/api/addressbook?id=${id}`, headers: auth(account) });
    expect(json(removed).Code).toBe(1);
    const after = json(
      await t.app().inject({ method: 'GET', url: `/api/addressbook?custid=${account.id}`, headers: auth(account) }),
    );
    expect((after.Addresses as unknown[]).length).toBe(1);
    expect(
      (await t.app().inject({ method: 'DELETE', url: `/api/addressbook?id=${id}`, headers: auth(account) })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ postcode: ' E9 5HP' }, 'postcode: is invalid'],
    [{ postcode: 'E9 5HP 1234' }, 'postcode: is invalid'],
    [{ latitude: 123 }, 'latitude: must be a latitude'],
    [{ name: '' }, 'name: is required'],
    [{ custid: 'abc' }, 'custid: '],
  ])('answers 400 naming the field for a bad place %#', async (change, message) => {
    const account = await signUp(t.app());
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/addressbook',
      headers: auth(account),
      payload: { ...place, custid: account.id, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ Code: 2, Message: expect.stringContaining(message) });
  });
});
