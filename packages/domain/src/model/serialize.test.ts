import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAddress, createBooking, createFlight, createTimeInfo } from './entities';
import { bookingFromJson, bookingToJson, reviveDate } from './serialize';

describe('booking JSON for session storage (docs/behaviour/journey.md#booking-storage)', () => {
  it('round-trips a booking with dates', () => {
    const booking = createBooking({
      Step: 3,
      IsPaid: false,
      PickUp: createAddress({ Name: 'A', Latitude: 51.5, Longitude: -0.1 }),
      ViaAddress: [createAddress({ Name: 'V' })],
      Time: createTimeInfo({
        Time: new Date(2026, 10, 22, 9, 30),
        EarliestTime: new Date(2026, 10, 22, 9, 0),
        IsValid: true,
      }),
      Flight: createFlight({
        Number: 'BA1',
        LandingTime: new Date(2026, 10, 22, 8, 0),
        ArrivingFrom: { Time: new Date(2026, 10, 22, 7, 0), PickUpType: 'Later' },
      }),
      ReturnDate: new Date(2026, 10, 23, 9, 0),
      QuoteExpiresAt: new Date(2026, 10, 22, 9, 10),
      TimeLineItems: [{ Kind: 'landing', Time: new Date(2026, 10, 22, 8, 0) }],
    });
    expect(bookingFromJson(bookingToJson(booking))).toEqual(booking);
  });

  it('fills defaults for missing or malformed fields', () => {
    const booking = bookingFromJson(
      '{"Step":0,"Note":"x","Time":{"Time":"nonsense"},"TimeLineItems":[1,{"Kind":"pickup","Time":"bad"}]}',
    );
    expect(booking?.Step).toBe(1);
    expect(booking?.IsPaid).toBe(true);
    expect(booking?.Note).toBe('x');
    expect(booking?.Time.Time).toBeNull();
    expect(booking?.Minute).toBe(15);
    expect(booking?.TimeLineItems).toEqual([]);
    expect(booking?.Options.Passengers).toBe('0');
    expect(bookingFromJson('{"IsPaid":"no","ViaAddress":"x","Flight":{"ArrivingFrom":3}}')?.ViaAddress).toEqual([]);
    const odd = bookingFromJson(
      '{"PickUp":"Heathrow","ViaAddress":[2,{"Name":"V"}],"Vehicle":{"Id":2},"Promo":{"Code":1},"ContactDb":{}}',
    );
    expect(odd?.PickUp).toBeNull();
    expect(odd?.ViaAddress.map((via) => via.Name)).toEqual(['V']);
    expect(odd?.Vehicle?.Id).toBe(2);
    expect(odd?.Promo?.Code).toBe(1);
    expect(odd?.ContactDb?.DialingCode).toBe('+44');
  });

  it.each([null, undefined, '', 'not json', '[1,2]', '3', 'null'])('rejects %j', (text) => {
    expect(bookingFromJson(text)).toBeUndefined();
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const booking = bookingFromJson(text);
        if (booking) expect(booking.Step).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('revives dates', () => {
    const date = new Date(2026, 0, 1);
    expect(reviveDate(date)).toBe(date);
    expect(reviveDate(new Date(Number.NaN))).toBeNull();
    expect(reviveDate(date.toISOString())).toEqual(date);
    expect(reviveDate(date.getTime())).toEqual(date);
    expect(reviveDate({})).toBeNull();
  });
});
