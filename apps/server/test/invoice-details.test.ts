import { describe, expect, it } from 'vitest';
import { auth, json, signUp } from './accounts-helpers';
import { useTestApp } from './app';

// A signed-in customer keeps invoice details (docs/behaviour/account.md#invoice-details): stored per customer,
// only their own, malformed input answered 400 naming the field.

const t = useTestApp();

const details = {
  company: 'Acme Ltd',
  name: 'Pat Payer',
  addressline1: '1 High Street',
  addressline2: '',
  city: 'London',
  postcode: 'e15 1az',
  country: 'United Kingdom',
  vatnumber: 'GB123456789',
  email: 'Accounts@Acme.example',
};

describe('customer invoice details', () => {
  it('are empty at first, then stored and read back, for this customer only', async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const read = async (who: typeof me) =>
      json(await t.app().inject({ url: `/api/invoicedetails?custid=${who.id}`, headers: auth(who) }));
    expect(await read(me)).toMatchObject({ Code: 1, InvoiceDetails: { Name: '', Company: '', PostalCode: '' } });

    const saved = await t
      .app()
      .inject({ method: 'PUT', url: '/api/invoicedetails', headers: auth(me), payload: { custid: me.id, ...details } });
    expect(saved.statusCode).toBe(200);
    const stored = {
      Company: 'Acme Ltd',
      Name: 'Pat Payer',
      AddressLine1: '1 High Street',
      AddressLine2: '',
      City: 'London',
      PostalCode: 'E15 1AZ',
      Country: 'United Kingdom',
      VatNumber: 'GB123456789',
      Email: 'accounts@acme.example',
    };
    expect(json(saved)).toMatchObject({ Code: 1, InvoiceDetails: stored });
    expect(await read(me)).toMatchObject({ Code: 1, InvoiceDetails: stored });
    expect(await read(other)).toMatchObject({ InvoiceDetails: { Name: '' } });

    const changed = await t.app().inject({
      method: 'PUT',
      url: '/api/invoicedetails',
      headers: auth(me),
      payload: { custid: me.id, ...details, city: 'Leeds' },
    });
    expect(json(changed)).toMatchObject({ Code: 1, InvoiceDetails: { City: 'Leeds' } });
  });

  it("refuses another customer's details and answers a signed-out caller 401", async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const theirs = await t.app().inject({ url: `/api/invoicedetails?custid=${other.id}`, headers: auth(me) });
    expect(theirs.statusCode).toBeGreaterThanOrEqual(403);
    const write = await t.app().inject({
      method: 'PUT',
      url: '/api/invoicedetails',
      headers: auth(me),
      payload: { custid: other.id, ...details },
    });
    expect(write.statusCode).toBeGreaterThanOrEqual(403);
    expect(
      (await t.app().inject({ url: `/api/invoicedetails?custid=${other.id}`, headers: auth(other) })).json(),
    ).toMatchObject({ InvoiceDetails: { Name: '' } });
    expect((await t.app().inject({ url: `/api/invoicedetails?custid=${me.id}` })).statusCode).toBe(401);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ postcode: 'AB!12#' }, 'postcode'],
    [{ email: 'not an address' }, 'email'],
    [{ city: 42 }, 'city'],
  ])('answers malformed input %o with 400, Code 2 and the field', async (change, field) => {
    const me = await signUp(t.app());
    const response = await t.app().inject({
      method: 'PUT',
      url: '/api/invoicedetails',
      headers: auth(me),
      payload: { custid: me.id, ...details, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ Code: 2 });
    expect(String(json(response).Message)).toContain(field);
  });
});
