import { describe, expect, it } from 'vitest';
import { auth, bookerWithAccountTariff, signUp } from './accounts-helpers';
import { useTestApp } from './app';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// The quotation depends on the booker id (docs/behaviour/quotation.md#quote-triggers): a booker is priced by the account tariff.
const t = useTestApp();

const JOURNEY = kingsCrossToTowerQuote;

/** A booker whose company is priced by an account tariff at half the per-mile and per-minute rates. */
const bookerAtHalfRates = () =>
  bookerWithAccountTariff(t.app(), (standard) => ({
    perMile: standard.perMile / 2,
    perMinute: standard.perMinute / 2,
    minimumFare: 1,
  }));

const quote = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app().inject({ method: 'POST', url: '/api/quotation', payload: { ...JOURNEY, ...payload }, headers });

describe('account pricing', () => {
  it("quotes a booker by the booker's account tariff and books that fare", async () => {
    const booker = await bookerAtHalfRates();
    const vehicles = await t.app().inject({ method: 'GET', url: '/api/vehicletypes' });
    const vehtypeid = vehicles.json().vehTypes[0].Id as number;
    const guest = (await quote({ vehtypeid })).json();
    const asBooker = (await quote({ vehtypeid, bookerid: booker.bookerId, custid: booker.id }, auth(booker))).json();
    expect(guest.Code).toBe(1);
    expect(asBooker.Code).toBe(1);
    expect(asBooker.TotalFare).toBeGreaterThan(0);
    expect(asBooker.TotalFare).toBeLessThan(guest.TotalFare);

    const booked = await t.app().inject({
      method: 'POST',
      url: '/api/createbookingTest',
      headers: auth(booker),
      payload: {
        ...JOURNEY,
        requestid: `booker-pricing-${booker.bookerId}`,
        quotationid: asBooker.QuotationId,
        vehtypeid,
        paymentmethod: 'cash',
        bookingdate: 'ASAP',
        totalfare: asBooker.TotalFare,
        name: 'Pat Passenger',
        phone: '7700900456',
        dialingcode: '+44',
        custid: booker.id,
        bookerid: booker.bookerId,
        customerfirstname: 'Pat',
        customerlastname: 'Passenger',
        customerphone: '851234567',
        customerdialingcode: '+353',
      },
    });
    expect(booked.json(), booked.body).toMatchObject({ Code: 1 });
    const details = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookingdetails?jobid=${booked.json().JobId}`, headers: auth(booker) });
    expect(details.json().Booking.TotalFare).toBe(asBooker.TotalFare);
    // The booker's customer's phone keeps its own dialling code, as the ticket shows it.
    expect(details.json().Booking.CustomerPhone).toBe('+353851234567');
  });

  it('quotes a booker without an account tariff, a customer and a guest alike at the standard tariff', async () => {
    const plain = await signUp(t.app(), { booker: true });
    const customer = await signUp(t.app());
    const guest = (await quote({})).json();
    const asPlain = (await quote({ bookerid: plain.bookerId }, auth(plain))).json();
    const asCustomer = (await quote({ custid: customer.id }, auth(customer))).json();
    expect(asPlain.TotalFare).toBe(guest.TotalFare);
    expect(asCustomer.TotalFare).toBe(guest.TotalFare);
  });

  it("refuses a bookerid that is not the signed-in booker's (another company's tariff)", async () => {
    const booker = await bookerAtHalfRates();
    const customer = await signUp(t.app());
    expect((await quote({ bookerid: booker.bookerId })).statusCode).toBe(403);
    expect((await quote({ bookerid: booker.bookerId }, auth(customer))).statusCode).toBe(403);
  });
});
