import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/services/auth/password';
import { hashToken, newToken } from '../src/services/auth/tokens';
import { evaluatePromotion, type Promotion } from '../src/services/promotions/evaluate';
import { renderInvoicePdf } from '../src/services/reports/invoice-pdf';
import { buildStatement } from '../src/services/reports/statement';
import { weeklyChart } from '../src/services/reports/weekly-chart';

describe('password hashing', () => {
  it('stores a salted scrypt key, never the password, and verifies only the right password', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a.hash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{128}$/);
    expect(a.hash).not.toContain('demo1234');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', { hash: 'zz', salt: a.salt })).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit random and stored as a SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});

const promo: Promotion = {
  id: 7,
  code: 'WELCOME10',
  description: '£10 off',
  valueOff: 10,
  currencyCode: 'GBP',
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T23:59:59Z'),
  minPrice: 15,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
};
const ask = {
  price: 42,
  currencyCode: 'GBP',
  now: new Date('2026-06-01T00:00:00Z'),
  usage: { total: 0, byCustomer: 0 },
};

describe('evaluatePromotion', () => {
  it.each([
    ['unknown code', undefined, ask, 'This promo code is not valid.'],
    ['switched off', { ...promo, active: false }, ask, 'This promo code is not valid.'],
    ['before start', promo, { ...ask, now: new Date('2025-12-31T00:00:00Z') }, 'This promo code is not valid yet.'],
    ['after end', promo, { ...ask, now: new Date('2027-01-01T00:00:00Z') }, 'This promo code has expired.'],
    ['other currency', promo, { ...ask, currencyCode: 'EUR' }, 'This promo code can only be used for fares in GBP.'],
    ['used up', promo, { ...ask, usage: { total: 100, byCustomer: 0 } }, 'This promo code has been fully used.'],
    ['used by me', promo, { ...ask, usage: { total: 3, byCustomer: 1 } }, 'You have already used this promo code.'],
    ['fare too low', promo, { ...ask, price: 12 }, 'This promo code needs a fare of at least £15.'],
  ])('refuses: %s', (_name, promotion, request, message) => {
    expect(evaluatePromotion(promotion, request)).toEqual({ ok: false, message });
  });

  it('lets a guest whose e-mail address has not used a once-per-customer code have it', () => {
    // A guest's uses are counted by e-mail address (promotionUsage); none so far means the code applies.
    expect(evaluatePromotion(promo, { ...ask, usage: { total: 5, byCustomer: 0 } })).toMatchObject({
      ok: true,
      value: 10,
    });
  });

  it('gives the value off, never more than the price', () => {
    expect(evaluatePromotion(promo, ask)).toMatchObject({ ok: true, value: 10 });
    const generous = { ...promo, valueOff: 50, minPrice: 0 };
    expect(evaluatePromotion(generous, { ...ask, price: 20.5 })).toMatchObject({ ok: true, value: 20.5 });
  });
});

describe('weeklyChart', () => {
  it('counts bookings and sums their value per day of the week', () => {
    const days = weeklyChart('2026-11-16', [
      { at: new Date('2026-11-16T08:00:00Z'), value: 20.1 },
      { at: new Date('2026-11-16T23:59:00Z'), value: 10.2 },
      { at: new Date('2026-11-22T12:00:00Z'), value: 5 },
      { at: new Date('2026-11-23T00:00:00Z'), value: 99 },
      { at: new Date('2026-11-15T23:00:00Z'), value: 99 },
    ]);
    expect(days.map((d) => d.Day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days[0]).toEqual({ Date: '2026-11-16', Day: 'Monday', Count: 2, Value: 30.3 });
    expect(days[6]).toMatchObject({ Date: '2026-11-22', Count: 1, Value: 5 });
    expect(days.reduce((n, d) => n + d.Count, 0)).toBe(3);
  });
});

describe('buildStatement', () => {
  const base = { booker: 'Acme', pickUp: 'A', dropOff: 'B', via: [], note: '', bref: 'X' };
  /** One journey of the statement: only its job, time, status, payment and price differ between rows. */
  const row = (jobId: number, at: string, status: string, paymentType: string, price: number) => ({
    ...base,
    jobId,
    at: new Date(at),
    status,
    paymentType,
    price,
  });
  it('splits card and cash, pays commission, and zeroes cancelled bookings', () => {
    const statement = buildStatement(
      [
        row(2, '2026-11-02T10:00:00Z', 'Completed', 'cash', 30),
        row(1, '2026-11-01T10:00:00Z', 'Completed', 'card', 45.5),
        row(3, '2026-11-03T10:00:00Z', 'Cancelled', 'card', 80),
      ],
      10,
    );
    expect(statement.rows.map((r) => r.JobId)).toEqual([1, 2, 3]);
    expect(statement.rows[0]).toMatchObject({ Card: 45.5, Cash: 0, Price: 45.5, Commission: 4.55 });
    expect(statement.rows[1]).toMatchObject({ Card: 0, Cash: 30, Commission: 3 });
    expect(statement.rows[2]).toMatchObject({ Card: 0, Cash: 0, Price: 0, Commission: 0 });
    expect(statement).toMatchObject({ totalCard: 45.5, totalCash: 30, totalPrice: 75.5, totalCommission: 7.55 });
  });

  // Drift between copies of one rule: the statement rounded with Math.round(x * 100) / 100, which takes 29.925 (stored as
  // 29.92499...) down to 29.92; the domain's roundMoney rounds money halves up, as the fares do.
  it('rounds the commission halves up, as the domain rounds money', () => {
    const statement = buildStatement([row(1, '2026-11-01T10:00:00Z', 'Completed', 'card', 99.75)], 30);
    expect(statement.rows[0]?.Commission).toBe(29.93);
    expect(statement.totalCommission).toBe(29.93);
  });
});

describe('renderInvoicePdf', () => {
  it('produces a real PDF that reopens, with a page per ~55 journeys', async () => {
    const row = {
      JobId: 1,
      Bref: 'CK100001',
      Date: '2026-11-01T10:00:00.000Z',
      Booker: 'Acme',
      PickUp: 'Heathrow Airport Terminal 5 — Wallingford Way, Longford',
      DropOff: 'Zürich Strasse 1',
      Via: '',
      Note: '',
      Status: 'Completed',
      Card: 40,
      Cash: 0,
      Price: 40,
      Commission: 4,
    };
    const bytes = await renderInvoicePdf({
      code: 'INV-000001',
      issueDate: '2026-11-30',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      issuer: 'Me',
      currencyCode: 'GBP',
      company: {
        name: 'Cabkit Cars',
        address: '1 High Street, London',
        phone: '+44 20 7946 0000',
        email: 'hello@cabkit.example',
      },
      booker: { company: 'Acme Ltd', name: 'Bea Booker', email: 'booker@cabkit.example' },
      commissionRate: 10,
      rows: Array.from({ length: 80 }, (_, i) => ({ ...row, JobId: i + 1 })),
      totals: { price: 3200, commission: 320, card: 3200, cash: 0 },
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const reopened = await PDFDocument.load(bytes);
    expect(reopened.getPageCount()).toBe(2);
    expect(reopened.getTitle()).toBe('Invoice INV-000001');
  });
});
