import * as contract from '@cabkit/contract';
import * as model from '@cabkit/domain/model';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { kingsCrossPickup, liverpoolStreetDropoff } from './helpers/fixtures';

// One shape per entity (docs/decisions/0018-one-schema-per-entity.md): each entity is one valibot schema in
// packages/domain/src/model; the contract answers with that schema, and every other shape is derived from it.
const t = useTestApp();

const JOURNEY = { ...kingsCrossPickup, ...liverpoolStreetDropoff };

describe('one schema per entity', () => {
  it.each([
    ['Address', contract.Address, model.Address],
    ['VehicleType', contract.VehicleType, model.VehicleType],
    ['RoutePoint', contract.RoutePoint, model.LatLng],
    ['FlightAirport', contract.FlightAirport, model.FlightAirport],
    ['AdditionalPrice', contract.AdditionalPrice, model.AdditionalPrice],
    ['QuotationResponse', contract.QuotationResponse, model.Quotation],
    ['PromoCodeResponse', contract.PromoCodeResponse, model.Promo],
    ['BookerInvoice', contract.BookerInvoice, model.BookerInvoice],
  ])("the contract's %s is the domain's schema itself", (_name, wire, domain) => {
    expect(wire).toBe(domain);
  });

  it("the contract's profile answer carries the domain's Profile, and a sign-in answers one", async () => {
    for (const [field, schema] of Object.entries(model.Profile.entries)) {
      expect(contract.ProfileResponse.entries[field as keyof typeof model.Profile.entries]).toBe(schema);
    }
    const res = await t.app().inject({
      method: 'POST',
      url: '/api/signUp',
      payload: {
        email: 'shape@example.com',
        phone: '07911123456',
        surname: 'Shape',
        firstname: 'Ann',
        passwordhash: 'secret12',
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = v.parse(model.Profile, res.json());
    expect(model.isSignedIn(profile)).toBe(true);
    expect(model.isBooker(profile)).toBe(false);
  });

  it("the server's quotation answer is the domain's Quotation, and an empty one has the same fields", async () => {
    const res = await t.app().inject({ method: 'POST', url: '/api/quotation', payload: JOURNEY });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const parsed = v.parse(model.Quotation, answer);
    expect(parsed.TotalFare).toBeGreaterThan(0);
    // createQuotation holds every field of the wire, and nothing the wire does not carry.
    expect(Object.keys(model.createQuotation()).sort()).toEqual(Object.keys(parsed).sort());
  });

  it('an address nobody picked is still a wire Address (numbers where the wire has numbers)', () => {
    expect(v.is(contract.Address, model.createAddress())).toBe(true);
  });

  it('an empty flight waits 60 minutes after landing (docs/behaviour/flights.md#flight-timeline)', () => {
    expect(model.createFlight().WaitingTime).toBe(model.WAITING_TIME_DEFAULT);
    expect(model.WAITING_TIME_DEFAULT).toBe(60);
  });

  it('a flight kept as text reads back as the same flight; a malformed kept one reads as the defaults', () => {
    const landing = new Date('2026-12-01T09:30:00.000Z');
    const flight = model.createFlight({
      Number: 'BA117',
      Airport: {
        Code: 'JFK',
        Name: 'John F Kennedy',
        City: 'New York',
        FullAddress: '',
        IconPath: '',
        CountryLowerCase: 'us',
      },
      AirportCode: 'LHR',
      LandingTime: landing,
      WaitingTime: 45,
    });
    const kept = model.keepFlight(flight);
    expect(kept.LandingTime).toBe('2026-12-01T09:30:00.000Z');
    expect(model.readFlight(JSON.parse(JSON.stringify(kept)))).toEqual(flight);
    expect(model.readFlight({ Number: 7, LandingTime: 'not a time', WaitingTime: 'x' })).toEqual(model.createFlight());
    expect(model.readFlight(null)).toEqual(model.createFlight());
  });
});
