import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { kingsCrossPickup } from './helpers/fixtures';

const t = useTestApp();
const KINGS_CROSS = kingsCrossPickup;
const HEATHROW = {
  doff: 'London Heathrow Airport, TW6 1EW',
  dofflat: 51.4706,
  dofflng: -0.46194,
  droppostcode: 'TW6 1EW',
};
const WATERLOO = { doff: 'Waterloo Station, SE1 8SW', dofflat: 51.5032, dofflng: -0.1123, droppostcode: 'SE1 8SW' };

async function inject(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function vehicles() {
  const res = await inject('GET', '/api/vehicletypes');
  return res.json().vehTypes as { Id: number; Name: string; Passengers: number; MaxLuggage: number }[];
}

describe('GET /api/searchaddress', () => {
  it('finds a place by name prefix first, with its postcode and coordinates', async () => {
    const res = await inject('GET', '/api/searchaddress?prefix=King');
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0].Name.toLowerCase().startsWith('king')).toBe(true);
    const kingsCross = results.find((r: { Name: string }) => r.Name === "King's Cross Station");
    expect(kingsCross).toMatchObject({ Postcode: 'N1C 4QP', Line2: 'London', Valid: true });
    expect(kingsCross.Latitude).toBeCloseTo(51.5308, 3);
  });

  it('finds by postcode with or without its space', async () => {
    for (const prefix of ['N1C 4QP', 'n1c4qp', 'N1C']) {
      const results = (await inject('GET', `/api/searchaddress?prefix=${encodeURIComponent(prefix)}`)).json();
      expect(results.map((r: { Postcode: string }) => r.Postcode)).toContain('N1C 4QP');
    }
  });

  it('finds airports with a Category containing Air and their IATA code', async () => {
    const results = (await inject('GET', '/api/searchaddress?prefix=heathrow')).json();
    const airport = results.find((r: { Code: string }) => r.Code === 'LHR');
    expect(airport).toBeDefined();
    expect(airport.Category.toLowerCase()).toContain('air');
  });

  it('tolerates a typo when nothing matches exactly', async () => {
    const results = (await inject('GET', '/api/searchaddress?prefix=Padington%20Station')).json();
    expect(results[0]?.Name).toBe('Paddington Station');
  });

  it('ranks by match, then importance, then distance from the tenant base', async () => {
    const first = async (prefix: string) =>
      (await inject('GET', `/api/searchaddress?prefix=${encodeURIComponent(prefix)}`)).json()[0]?.Name;
    expect(await first('Paddington')).toBe('Paddington Station');
    expect(await first('kings')).toBe("King's Cross Station");
    expect(await first('heathrow')).toBe('London Heathrow Airport');
    expect(await first('1 high street')).toBe('Camden High Street');
  });

  it('gives the district of a postcode it does not hold, and nothing for a word that matches nothing', async () => {
    const n1 = (await inject('GET', '/api/searchaddress?prefix=N1%209AL')).json();
    expect(n1.length).toBeGreaterThan(0);
    expect(n1[0].Postcode).toMatch(/^N1 /);
    expect((await inject('GET', '/api/searchaddress?prefix=paris')).json()).toEqual([]);
  });

  it('never returns places beyond 775 km of the UK centre', async () => {
    const { handle } = t.db();
    await handle.db.execute(
      sql`INSERT INTO places (name, postcode, category, latitude, longitude, search_text) VALUES ('Zanzibar Faraway Test', 'ZZ1 1ZZ', 'Landmark', -6.16, 39.2, 'zanzibar faraway test')`,
    );
    try {
      const results = (await inject('GET', '/api/searchaddress?prefix=Zanzibar')).json();
      expect(results).toEqual([]);
    } finally {
      await handle.db.execute(sql`DELETE FROM places WHERE name = 'Zanzibar Faraway Test'`);
    }
  });

  it('treats LIKE wildcards as plain text', async () => {
    const res = await inject('GET', '/api/searchaddress?prefix=%25%25%25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([['/api/searchaddress'], ['/api/searchaddress?prefix='], ['/api/searchaddress?prefix=%20%20']])(
    'answers 400 Code 2 naming prefix for %s',
    async (url) => {
      const res = await inject('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe(2);
      expect(res.json().Message).toMatch(/^prefix: /);
    },
  );
});

describe('GET /api/searchairport', () => {
  it('finds airports by IATA code, UK first', async () => {
    const results = (await inject('GET', '/api/searchairport?searchString=MAN')).json();
    expect(results[0]).toMatchObject({ Code: 'MAN', Name: 'Manchester Airport', Country: 'United Kingdom' });
  });

  it('finds world airports by city', async () => {
    const results = (await inject('GET', '/api/searchairport?searchString=Paris')).json();
    expect(results.map((r: { Code: string }) => r.Code)).toContain('CDG');
  });

  it('finds airlines with ?searchstring=', async () => {
    const results = (await inject('GET', '/api/searchairport?searchstring=BA')).json();
    expect(results[0]).toMatchObject({ Iata: 'BA' });
    expect(results[0].Name).toMatch(/British Airways/);
  });

  it('needs 2 or more characters (400 naming searchString)', async () => {
    for (const url of ['/api/searchairport?searchString=a', '/api/searchairport']) {
      const res = await inject('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Code: 2, Message: 'searchString: must be at least 2 characters' });
    }
  });
});

describe('vehicles, configuration, prices, tenant', () => {
  it('lists five or more vehicle types with images that are served', async () => {
    const list = await vehicles();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.map((v) => v.Name)).toEqual(
      expect.arrayContaining(['Saloon', 'Estate', 'Executive', 'MPV 6 seater', 'Minibus 8 seater']),
    );
    const res = await inject('GET', '/api/vehicletypes');
    for (const vehicle of res.json().vehTypes) {
      const image = await inject('GET', vehicle.Image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('answers every Configuration field, and the UK airports when asked', async () => {
    const res = await inject('GET', '/api/configuration?airports=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Configuration).toMatchObject({
      QuoteTimeout: 10,
      IsCashAllowed: true,
      IsCardAllowed: true,
      // The seeded tenant allows PayPal, but this server has no PayPal keys, so it is not offered.
      IsPaypalAllowed: false,
      CanCancelBooking: true,
      ShowSignupFirst: false,
      MapSource: 'maplibre',
      BaseLocation: { Latitude: 51.536743, Longitude: -0.015247 },
    });
    expect(body.Airports.length).toBeGreaterThan(30);
    expect(body.Airports.every((a: { Category: string }) => a.Category.includes('Air'))).toBe(true);
    const without = (await inject('GET', '/api/configuration')).json();
    expect(without.Airports).toEqual([]);
  });

  it('rejects a malformed flag (400 naming airports)', async () => {
    const res = await inject('GET', '/api/configuration?airports=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/^airports: /);
  });

  it('answers price categories with four items each, the second the default', async () => {
    const body = (await inject('GET', '/api/prices')).json();
    expect(body.Categories.length).toBe((await vehicles()).length);
    for (const category of body.Categories) {
      expect(category.Items).toHaveLength(4);
      expect(category.Items[1].IsDefault).toBe(true);
    }
  });

  it("serves the tenant's public tenant.json", async () => {
    const body = (await inject('GET', '/api/tenant')).json();
    expect(body).toMatchObject({ id: 'default', name: 'Cabkit Cars', source: 1, allowGuests: true });
  });
});

describe('POST /api/direction', () => {
  it('estimates a road route with a real-looking geometry', async () => {
    const res = await inject('POST', '/api/direction', {
      points: [
        { lat: 51.5308, lng: -0.1238 },
        { lat: 51.4706, lng: -0.46194 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 24.6 km as the crow flies: the road is longer, and it takes a while.
    expect(body.Distance).toBeGreaterThan(15.3);
    expect(body.Distance).toBeLessThan(25);
    expect(body.Duration).toBeGreaterThan(20);
    expect(body.Geometry.Coordinates.length).toBeGreaterThanOrEqual(20);
    expect(body.Geometry.Coordinates[0]).toEqual([-0.1238, 51.5308]);
  });

  it('needs two points (400 naming points)', async () => {
    const res = await inject('POST', '/api/direction', { points: [{ lat: 51.5, lng: -0.1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Code: 2, Message: 'points: needs at least 2 points' });
  });

  it('names a bad coordinate', async () => {
    const res = await inject('POST', '/api/direction', {
      points: [
        { lat: 91, lng: 0 },
        { lat: 51, lng: 0 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('points.0.lat: must be a latitude');
  });
});

describe('POST /api/quotation', () => {
  it('prices from the tariff for every vehicle type and signs the quote with its expiry', async () => {
    const res = await inject('POST', '/api/quotation', { ...KINGS_CROSS, ...HEATHROW });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote.Code).toBe(1);
    expect(quote.TotalFare).toBeGreaterThan(20);
    expect(quote.RouteDistance).toBeGreaterThan(15);
    expect(quote.JourneyTime).toBeGreaterThan(20);
    expect(quote.RoutePath.length).toBeGreaterThanOrEqual(20);
    expect(quote.ReturnRoutePath).toEqual([]);
    expect(quote.TravelTime).toBeGreaterThanOrEqual(15); // the nearest driver, at least MinLeadTime
    const list = await vehicles();
    expect(quote.AdditionalPrices.map((p: { VehTypeId: number }) => p.VehTypeId)).toEqual(list.map((v) => v.Id));
    const minibus = quote.AdditionalPrices.find((p: { VehTypeId: number }) => p.VehTypeId === list[4]?.Id);
    expect(minibus.TotalFare).toBeGreaterThan(quote.TotalFare);
    const expires = Date.parse(quote.ExpiresAt) - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);
    // The QuotationId is the signed quote (docs/decisions/0015-signed-quotations.md): what a booking is priced from.
    const signed = t.app().quoteSigner.open(quote.QuotationId);
    expect(signed).toMatchObject({ totalFare: quote.TotalFare, fare: quote.Fare, routeDistance: quote.RouteDistance });
    expect(signed?.prices).toEqual(quote.AdditionalPrices);
    expect(signed?.routePath).toEqual(quote.RoutePath);
    expect(signed?.expiresAt.toISOString()).toBe(quote.ExpiresAt);
  });

  it('follows the tariff: a short trip pays the minimum, an airport adds its charge, a via stop adds more', async () => {
    const short = (
      await inject('POST', '/api/quotation', {
        ...KINGS_CROSS,
        doff: 'St Pancras International',
        dofflat: 51.532,
        dofflng: -0.1267,
      })
    ).json();
    expect(short.Fare).toBe(8);
    const toWaterloo = (await inject('POST', '/api/quotation', { ...KINGS_CROSS, ...WATERLOO })).json();
    const withVia = (
      await inject('POST', '/api/quotation', {
        ...KINGS_CROSS,
        ...WATERLOO,
        viaaddresses: [{ address: 'Euston Station', lat: 51.5282, lng: -0.1337, postcode: 'NW1 2RT' }],
      })
    ).json();
    expect(withVia.Fare).toBeGreaterThan(toWaterloo.Fare + 3 - 0.01);
  });

  it('prices a return and a wait-and-return', async () => {
    const later = new Date(Date.now() + 2 * 3600_000).toISOString();
    const back = new Date(Date.now() + 6 * 3600_000).toISOString();
    const single = (await inject('POST', '/api/quotation', { ...KINGS_CROSS, ...HEATHROW, bookingdate: later })).json();
    // The same journey with a return of `rtntype`, coming back four hours after it leaves.
    const withReturn = async (rtntype: string) =>
      (
        await inject('POST', '/api/quotation', {
          ...KINGS_CROSS,
          ...HEATHROW,
          bookingdate: later,
          rtntype,
          returndate: back,
        })
      ).json();
    const rtn = await withReturn('rtn');
    expect(rtn.Code).toBe(1);
    expect(rtn.ReturnFare).toBeGreaterThan(0);
    expect(rtn.ReturnFare).toBeLessThan(single.Fare); // return discount
    expect(rtn.TotalFare).toBeCloseTo(rtn.Fare + rtn.ReturnFare, 2);
    expect(rtn.ReturnRoutePath.length).toBeGreaterThanOrEqual(20);
    const wr = await withReturn('w&r');
    expect(wr.ReturnFare).toBeGreaterThan(rtn.ReturnFare); // waiting is charged
  });

  it('refuses an address outside the service area with Code 3', async () => {
    const res = await inject('POST', '/api/quotation', {
      ...KINGS_CROSS,
      doff: 'New York',
      dofflat: 40.71,
      dofflng: -74,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Code: 3,
      Message:
        'The selected address cannot be used as it falls outside our service area. Please select an alternative address',
      TotalFare: 0,
    });
  });

  it('refuses identical pickup and drop-off', async () => {
    const res = await inject('POST', '/api/quotation', {
      ...KINGS_CROSS,
      doff: KINGS_CROSS.pick,
      dofflat: KINGS_CROSS.picklat,
      dofflng: KINGS_CROSS.picklng,
    });
    expect(res.json().Code).toBe(2);
    expect(res.json().TotalFare).toBe(0);
  });

  it('refuses a pickup time in the past with the earliest time', async () => {
    const res = await inject('POST', '/api/quotation', {
      ...KINGS_CROSS,
      ...HEATHROW,
      bookingdate: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(res.json().Code).toBe(2);
    expect(res.json().Message).toMatch(
      /^The earliest time we can pickup from this address is \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
  });

  it('refuses a return before the outward journey ends', async () => {
    const later = new Date(Date.now() + 2 * 3600_000);
    const res = await inject('POST', '/api/quotation', {
      ...KINGS_CROSS,
      ...HEATHROW,
      bookingdate: later.toISOString(),
      rtntype: 'rtn',
      returndate: new Date(later.getTime() + 5 * 60_000).toISOString(),
    });
    expect(res.json().Message).toMatch(/^The earliest possible return date is /);
  });

  it.each([
    [{ ...HEATHROW }, 'pick: '],
    [{ ...KINGS_CROSS, ...HEATHROW, picklat: 'north' }, 'picklat: '],
    [{ ...KINGS_CROSS, ...HEATHROW, dofflng: 200 }, 'dofflng: must be a longitude'],
    [{ ...KINGS_CROSS, ...HEATHROW, rtntype: 'sometimes' }, 'rtntype: '],
    [{ ...KINGS_CROSS, ...HEATHROW, bookingdate: 'tomorrow' }, 'bookingdate: '],
    [{ ...KINGS_CROSS, ...HEATHROW, viaaddresses: [{ address: 'x', lat: 'a', lng: 0 }] }, 'viaaddresses.0.lat: '],
    [{ ...KINGS_CROSS, ...HEATHROW, vehtypeid: 1.5 }, 'vehtypeid: '],
  ])('answers 400 Code 2 naming the field (%#)', async (payload, start) => {
    const res = await inject('POST', '/api/quotation', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(2);
    expect(res.json().Message.startsWith(start)).toBe(true);
  });

  it("refuses a custid that is not the caller's (403)", async () => {
    const res = await inject('POST', '/api/quotation', { ...KINGS_CROSS, ...HEATHROW, custid: 5 });
    expect(res.statusCode).toBe(403);
  });
});
