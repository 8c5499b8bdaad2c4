import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { kingsCrossToHeathrowQuote } from './helpers/fixtures';

// The tenant's terms on every quote and on a booking's view, and access needs matched to the vehicles that carry
// them (the default tenant: £10 after 24 hours before pickup, 15 minutes' free waiting, wheelchairs in the minibus).

const t = useTestApp();
const JOURNEY = kingsCrossToHeathrowQuote;
const GUEST = { name: 'Ada', lastname: 'Lovelace', phone: '7700900123', email: 'ada@example.com' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let requests = 0;

async function vehicles(): Promise<{ Id: number; Name: string; Equipment: string[] }[]> {
  return (await t.app().inject({ method: 'GET', url: '/api/vehicletypes' })).json().vehTypes;
}

async function quoteAndBook(vehicle: string, needs: Record<string, unknown>, bookingdate = inDays(3)) {
  const chosen = (await vehicles()).find((v) => v.Name === vehicle);
  if (!chosen) throw new Error(`no ${vehicle}`);
  const quote = (
    await t.app().inject({
      method: 'POST',
      url: '/api/quotation',
      payload: { ...JOURNEY, vehtypeid: chosen.Id, bookingdate },
    })
  ).json();
  expect(quote.Code).toBe(1);
  const res = await t.app().inject({
    method: 'POST',
    url: '/api/createbookingTest',
    payload: {
      ...JOURNEY,
      ...GUEST,
      ...needs,
      passengers: 2,
      requestid: `terms-${++requests}-${Date.now()}`,
      quotationid: quote.QuotationId,
      vehtypeid: chosen.Id,
      paymentmethod: 'cash',
      bookingdate,
      totalfare: quote.TotalFare,
    },
  });
  return { quote, res };
}

describe('terms and access needs', () => {
  it('states the terms on the quote: the free window, the fee after it, the free waiting', async () => {
    const pickup = '2030-12-04T14:30:00.000Z';
    const { quote } = await quoteAndBook('Saloon', {}, pickup);
    expect(quote.Terms).toMatchObject({
      FreeCancellationUntil: '2030-12-03T14:30:00.000Z',
      CancellationFee: 10,
      FreeWaitingMinutes: 15,
      WaitingFromLanding: false,
    });
    expect(quote.Terms.Summary).toEqual([
      'Free cancellation until 14:30 on 3 Dec · then £10.00',
      '15 min free waiting',
    ]);
  });

  it('counts the free waiting from landing for an airport pickup', async () => {
    const reverse = {
      pick: JOURNEY.doff,
      picklat: JOURNEY.dofflat,
      picklng: JOURNEY.dofflng,
      pickpostcode: JOURNEY.droppostcode,
      doff: JOURNEY.pick,
      dofflat: JOURNEY.picklat,
      dofflng: JOURNEY.picklng,
      droppostcode: JOURNEY.pickpostcode,
    };
    const res = await t
      .app()
      .inject({ method: 'POST', url: '/api/quotation', payload: { ...reverse, bookingdate: inDays(3) } });
    expect(res.json().Terms.Summary[1]).toBe('45 min free waiting from landing');
  });

  it('lists the equipment each vehicle type carries', async () => {
    const byName = Object.fromEntries((await vehicles()).map((v) => [v.Name, v.Equipment]));
    expect(byName.Saloon).toEqual(['childSeat', 'boosterSeat']);
    expect(byName['Minibus 8 seater']).toContain('wheelchair');
  });

  it('refuses a wheelchair in a saloon, naming what it lacks', async () => {
    const { res } = await quoteAndBook('Saloon', { wheelchair: true });
    expect(res.json()).toMatchObject({
      Code: 2,
      Message:
        'The Saloon does not have: wheelchair-accessible vehicle. Choose a vehicle marked as meeting your access needs.',
    });
  });

  it('refuses needs no vehicle meets together', async () => {
    const { res } = await quoteAndBook('Minibus 8 seater', { wheelchair: true, infantseats: 1 });
    expect(res.json()).toMatchObject({
      Code: 2,
      Message:
        'None of our vehicles has all of: wheelchair-accessible vehicle, infant seats. Please call us to arrange your journey.',
    });
  });

  it('books a wheelchair in the minibus and shows the needs and the cancel cost on the ticket', async () => {
    const { res } = await quoteAndBook('Minibus 8 seater', {
      wheelchair: true,
      assistance: true,
      assistancedog: true,
      smallchilds: 1,
    });
    expect(res.json().Code).toBe(1);
    const info = await t
      .app()
      .inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: res.json().TrackingCode } });
    expect(info.json().Booking.AccessNeeds).toEqual({
      Wheelchair: true,
      Assistance: true,
      AssistanceDog: true,
      InfantSeats: 0,
      ChildSeats: 1,
      BoosterSeats: 0,
    });
    expect(info.json().Booking.CancelCost).toEqual({ Fee: 0, Refund: 0, Text: 'Cancelling now is free.' });
  });

  it('answers 400 naming the field for a need that is not a flag', async () => {
    const { res } = await quoteAndBook('Minibus 8 seater', { wheelchair: 'perhaps' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain('wheelchair');
  });
});
