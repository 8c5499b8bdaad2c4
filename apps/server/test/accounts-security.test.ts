import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { customers, passwordResetTokens } from '../src/db/schema-accounts';
import { TOO_MANY_ATTEMPTS, trustProxyFromEnv } from '../src/http/limits';
import { RESET_LINK_INVALID } from '@cabkit/domain';
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG } from '../src/routes/accounts';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/services/auth/common-passwords';
import {
  HashPool,
  hashPassword,
  LEGACY_PASSWORD_COST,
  needsRehash,
  PASSWORD_COST,
  parseStoredHash,
  passwordCostFromEnv,
  passwordHashPool,
  TEST_COST_SETTING,
  verifyPassword,
} from '../src/services/auth/password';
import type { MailMessage } from '../src/services/mail';
import { publicUrlOf } from '../src/services/tenants/tenant-context';
import { auth, json, lastMailTo, signUp, testClientAddress, uniqueEmail } from './accounts-helpers';
import { buildTestApp, useTestApp } from './app';
import { hasRedisServer, startRedis } from './helpers/live';

const t = useTestApp();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A throw-away app (its own limit counts), closed after the file. */
async function freshApp(options: Parameters<typeof buildTestApp>[0] = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(options);
  cleanups.push(() => app.close());
  return app;
}

/** Asks for a reset link and returns its id and code (read from the mail the outbox kept). */
async function resetLink(app: FastifyInstance, email: string, headers: Record<string, string> = {}) {
  await app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email }, headers });
  await afterResponseSettled();
  const mail = await lastMailTo(email);
  const match = /(\S+)\/resetpassword\/(\d+)\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return { base: match[1] ?? '', id: Number(match[2]), code: match[3] ?? '' };
}

const savePassword = (app: FastifyInstance, link: { id: number; code: string }, passwordhash: string) =>
  app.inject({ method: 'PUT', url: '/api/savepassword', payload: { id: link.id, code: link.code, passwordhash } });

const signIn = (app: FastifyInstance, email: string, passwordhash: string, remoteAddress = testClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/signIn', payload: { email, passwordhash }, remoteAddress });

/**
 * A guest's cash booking from `remoteAddress` that would make an account with `who`'s password (an empty one makes
 * none). Its quotation does not exist: these tests look only at the limits and checks met before the quote.
 */
function bookingThatSignsUp(
  app: FastifyInstance,
  remoteAddress: string,
  who: { name: string; email: string; passwordhash: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/createbookingTest',
    remoteAddress,
    payload: {
      requestid: `signs-up-${randomBytes(6).toString('hex')}`,
      quotationid: 'no-such-quote',
      vehtypeid: 1,
      pick: 'A',
      picklat: 51.5,
      picklng: -0.1,
      doff: 'B',
      dofflat: 51.51,
      dofflng: -0.11,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      phone: '7700900111',
      ...who,
    },
  });
}

describe('password reset', () => {
  it("builds the link from the tenant's public address, whatever Host or X-Forwarded-Host the request names", async () => {
    const app = await freshApp({ trustProxy: true });
    const account = await signUp(app);
    const link = await resetLink(app, account.email, {
      host: 'evil.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    });
    expect(link.base).toBe(t.db().tenant.publicUrl);
    expect(link.base).not.toMatch(/evil|attacker/);
  });

  it('takes the public address from PUBLIC_URL, else the tenant file, else the local listening address', () => {
    const file = { id: 'x', name: 'X' };
    expect(publicUrlOf(file, { PUBLIC_URL: 'https://cabs.example.com/' })).toBe('https://cabs.example.com');
    expect(publicUrlOf({ ...file, publicUrl: 'https://book.tenant.example' }, {})).toBe('https://book.tenant.example');
    expect(publicUrlOf(file, { PORT: '4321' })).toBe('http://localhost:4321');
    expect(() => publicUrlOf(file, { PUBLIC_URL: 'javascript:alert(1)' })).toThrow();
  });

  it('ends every older link once one link is used', async () => {
    const account = await signUp(t.app());
    const older = await resetLink(t.app(), account.email);
    const newer = await resetLink(t.app(), account.email);
    expect(json(await savePassword(t.app(), newer, 'fresh-start-71'))).toMatchObject({ Code: 1 });
    expect(json(await savePassword(t.app(), older, 'takeover-pw-9'))).toEqual({ Code: 2, Message: RESET_LINK_INVALID });
    expect(json(await signIn(t.app(), account.email, 'fresh-start-71')).Code).toBe(1);
  });

  it('ends every outstanding link when the password is changed', async () => {
    const account = await signUp(t.app());
    const link = await resetLink(t.app(), account.email);
    const changed = await t.app().inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: auth(account),
      payload: { custid: account.id, oldpasswordhash: account.password, passwordhash: 'changed-pw-42' },
    });
    expect(json(changed).Code).toBe(1);
    expect(json(await savePassword(t.app(), link, 'takeover-pw-9'))).toEqual({ Code: 2, Message: RESET_LINK_INVALID });
    const [row] = await t.db().handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, link.id));
    expect(row?.usedAt).not.toBeNull();
  });

  it('shows the outbox page only to a loopback connection, never because a forwarded header says so', async () => {
    const app = await freshApp({ trustProxy: true });
    const forged = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    const local = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('has no outbox page at all in production mode', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let app: FastifyInstance;
    try {
      app = await freshApp();
    } finally {
      process.env.NODE_ENV = before;
    }
    const local = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).not.toBe(200);
    expect(local.body).not.toContain('Mail outbox');
  });
});

describe('enumeration and throttling', () => {
  it('limits sign-ups from one address (5 per 10 minutes), and counts others apart', async () => {
    const app = await freshApp();
    const attempt = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/signUp',
        remoteAddress,
        payload: {
          email: uniqueEmail('burst'),
          phone: '7700900000',
          surname: 'Burst',
          firstname: 'Bea',
          passwordhash: 'burst-pw-8812',
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt('198.51.100.40')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await attempt('198.51.100.40');
    expect(json(limited)).toEqual({ Code: 2, Message: TOO_MANY_ATTEMPTS });
    expect(json(await attempt('198.51.100.41')).Code).toBe(1);
  });

  it('answers a reset request for a known e-mail without waiting for the link to be stored and mailed', async () => {
    // A mail service that holds every message until released: if the answer waited for mail, it would never come.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: MailMessage[] = [];
    const mail = {
      async send(message: MailMessage) {
        await held;
        sent.push(message);
      },
    };
    const app = await freshApp({ services: { mail } });
    const account = await signUp(app);
    const unknown = app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email: uniqueEmail('ghost') } });
    const known = app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email: account.email } });
    const answers = await Promise.race([
      Promise.all([known, unknown]),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    expect(answers).not.toBeNull();
    const [knownAnswer, unknownAnswer] = answers ?? [];
    expect(knownAnswer?.body).toBe(unknownAnswer?.body);
    expect(sent).toEqual([]);
    release();
    await afterResponseSettled();
    expect(sent.map((m) => m.to)).toEqual([account.email]);
  });

  it('limits current-password guesses per account (change-password and e-mail change), from any address', async () => {
    const app = await freshApp();
    const account = await signUp(app);
    const guess = (oldpasswordhash: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/changepassword',
        headers: auth(account),
        remoteAddress: testClientAddress(),
        payload: { custid: account.id, oldpasswordhash, passwordhash: 'never-set-pw-1' },
      });
    for (let i = 0; i < 4; i++)
      expect(json(await guess(`guess-${i}`))).toEqual({ Code: 2, Message: CURRENT_PASSWORD_WRONG });
    const emailChange = await app.inject({
      method: 'PUT',
      url: '/api/updateprofile',
      headers: auth(account),
      remoteAddress: testClientAddress(),
      payload: {
        custid: account.id,
        phone: '7700900000',
        email: uniqueEmail('moved'),
        surname: 'Tester',
        firstname: 'Tess',
        currentpasswordhash: 'guess-5',
      },
    });
    expect(json(emailChange)).toMatchObject({ Code: 2, Message: CURRENT_PASSWORD_WRONG });
    const limited = await guess(account.password);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ Code: 2, Message: TOO_MANY_ATTEMPTS });
  });

  it('limits bookings that create an account per address, but not bookings without a password', async () => {
    const app = await freshApp();
    const booking = (passwordhash: string) =>
      bookingThatSignsUp(app, '198.51.100.60', { name: 'Lim It', email: uniqueEmail('limit'), passwordhash });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await booking('limit-pw-4417')).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    expect((await booking('')).statusCode).not.toBe(429);
  });

  it('behind a trusted proxy, a rotating X-Forwarded-For does not reset the count (TRUST_PROXY=true is one hop)', async () => {
    const app = await freshApp({ trustProxy: trustProxyFromEnv('true') });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signIn',
        remoteAddress: '10.9.8.7',
        // The client forges the left part; the proxy appends the address it saw.
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.77` },
        payload: { email: 'nobody@example.com', passwordhash: 'whatever-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8')).toBe('10.0.0.0/8');
  });

  it('asks for the current password to change the sign-in e-mail, and not for other profile changes', async () => {
    const account = await signUp(t.app());
    const update = (extra: Record<string, unknown>) =>
      t.app().inject({
        method: 'PUT',
        url: '/api/updateprofile',
        headers: auth(account),
        payload: { custid: account.id, phone: '7700900000', surname: 'Tester', firstname: 'Tess', ...extra },
      });
    const moved = uniqueEmail('moved');
    expect(json(await update({ email: moved }))).toMatchObject({ Code: 2, Message: CURRENT_PASSWORD_NEEDED });
    expect(json(await update({ email: moved, currentpasswordhash: 'not-it-123' }))).toMatchObject({
      Code: 2,
      Message: CURRENT_PASSWORD_WRONG,
    });
    const [unchanged] = await t.db().handle.db.select().from(customers).where(eq(customers.id, account.id));
    expect(unchanged?.email).toBe(account.email);
    expect(json(await update({ email: account.email.toUpperCase(), firstname: 'Tessa' }))).toMatchObject({
      Code: 1,
      FirstName: 'Tessa',
    });
    expect(json(await update({ email: moved, currentpasswordhash: account.password }))).toMatchObject({
      Code: 1,
      Email: moved,
    });
  });

  it('refuses the most common passwords in sign-up, password change, reset and account-creating bookings', async () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword(' qwerty123 ')).toBe(true);
    expect(isCommonPassword('fresh-start-71')).toBe(false);
    const signUpAnswer = await t.app().inject({
      method: 'POST',
      url: '/api/signUp',
      remoteAddress: testClientAddress(),
      payload: { email: uniqueEmail(), phone: '7700900000', surname: 'C', firstname: 'C', passwordhash: 'Password1' },
    });
    expect(json(signUpAnswer)).toMatchObject({ Code: 2, Message: COMMON_PASSWORD_MESSAGE, Id: 0 });

    const account = await signUp(t.app());
    const change = await t.app().inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: auth(account),
      payload: { custid: account.id, oldpasswordhash: account.password, passwordhash: 'iloveyou' },
    });
    expect(json(change)).toEqual({ Code: 2, Message: COMMON_PASSWORD_MESSAGE });

    const link = await resetLink(t.app(), account.email);
    expect(json(await savePassword(t.app(), link, 'letmein1'))).toEqual({ Code: 2, Message: COMMON_PASSWORD_MESSAGE });
    // The refusal does not use up the link.
    expect(json(await savePassword(t.app(), link, 'fresh-start-71')).Code).toBe(1);

    const booking = await bookingThatSignsUp(t.app(), testClientAddress(), {
      name: 'Com Mon',
      email: uniqueEmail('common'),
      passwordhash: 'Sunshine',
    });
    expect(booking.statusCode).toBe(400);
    expect(json(booking).Message).toBe(`passwordhash: ${COMMON_PASSWORD_MESSAGE}`);
  });
});

describe.skipIf(!hasRedisServer)('limits across instances sharing Redis', () => {
  it('counts sign-in attempts from one address across two instances', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const limitsRedisUrl = redis.url;
    const a = await freshApp({ limitsRedisUrl });
    const b = await freshApp({ limitsRedisUrl });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await signIn(app, 'nobody@example.com', 'whatever-1', '198.51.100.90')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password storage', () => {
  it("hashes with OWASP's scrypt cost by default (N = 2^17, r = 8, p = 1), recorded with the key", async () => {
    expect(passwordCostFromEnv({})).toEqual({ N: 131072, r: 8, p: 1 });
    const record = await hashPassword('fresh-start-71', PASSWORD_COST);
    expect(record.hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[0-9a-f]{128}$/);
    expect(await verifyPassword('fresh-start-71', record)).toBe(true);
    expect(needsRehash(record, PASSWORD_COST)).toBe(false);
  });

  it('allows a lower cost only through the explicit test setting, and only in tests', () => {
    expect(() => passwordCostFromEnv({ [TEST_COST_SETTING]: '1024', NODE_ENV: 'production' })).toThrow(
      /only for tests/,
    );
    expect(() => passwordCostFromEnv({ [TEST_COST_SETTING]: '1024' })).toThrow(/only for tests/);
    expect(passwordCostFromEnv({ [TEST_COST_SETTING]: '1024', NODE_ENV: 'test' }).N).toBe(1024);
  });

  it('still verifies a key stored before parameters were recorded (N = 2^14) and marks it for upgrade', async () => {
    const salt = randomBytes(16);
    const legacy = {
      hash: scryptSync('old-style-pw', salt, 64, { ...LEGACY_PASSWORD_COST, maxmem: 64 * 1024 * 1024 }).toString('hex'),
      salt: salt.toString('hex'),
    };
    expect(parseStoredHash(legacy.hash)?.cost).toEqual(LEGACY_PASSWORD_COST);
    expect(await verifyPassword('old-style-pw', legacy)).toBe(true);
    expect(await verifyPassword('old-style-px', legacy)).toBe(false);
    expect(needsRehash(legacy, PASSWORD_COST)).toBe(true);
  });

  it('upgrades a cheaper stored key at the next successful sign-in, and the password still works', async () => {
    const account = await signUp(t.app());
    const cheap = await hashPassword(account.password, { N: 2 ** 8, r: 8, p: 1 });
    const { db } = t.db().handle;
    await db
      .update(customers)
      .set({ passwordHash: cheap.hash, passwordSalt: cheap.salt })
      .where(eq(customers.id, account.id));
    expect(json(await signIn(t.app(), account.email, 'wrong-pw-000')).Code).toBe(2);
    const [notYet] = await db.select().from(customers).where(eq(customers.id, account.id));
    expect(notYet?.passwordHash).toBe(cheap.hash);
    expect(json(await signIn(t.app(), account.email, account.password)).Code).toBe(1);
    const [upgraded] = await db.select().from(customers).where(eq(customers.id, account.id));
    expect(parseStoredHash(upgraded?.passwordHash ?? '')?.cost.N).toBeGreaterThan(2 ** 8);
    expect(needsRehash({ hash: upgraded?.passwordHash ?? '', salt: upgraded?.passwordSalt ?? '' })).toBe(false);
    expect(json(await signIn(t.app(), account.email, account.password)).Code).toBe(1);
  });

  it('derives at most the pool size of keys at once, however many sign-ins arrive together', async () => {
    const pool = new HashPool(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 20 }, () => pool.run(task)));
    expect(most).toBe(2);
    expect(pool.peak).toBe(2);

    const process = passwordHashPool();
    await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.app(), 'customer@cabkit.example', 'wrong-pw-000', testClientAddress())),
    );
    expect(process.peak).toBeLessThanOrEqual(process.limit);
  });
});
