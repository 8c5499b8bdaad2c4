import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { type RunningServer, startServer } from './server';

// An airport pickup follows its flight (docs/behaviour/flights.md#flight-follow): a guest books a pickup at Heathrow
// half an hour after BA178 lands; the flight-data service (a faithful fake of aviationstack's /v1/flights) then says
// the flight is 40 minutes late. The server's flight watch moves the pickup by as much, the ticket shows the flight's
// state and the pickup as booked, and the passenger is told by e-mail and text.

const HEATHROW = {
  pick: 'London Heathrow Airport, Hounslow, TW6 1QG',
  picklat: 51.47,
  picklng: -0.4543,
  pickpostcode: 'TW6 1QG',
  doff: 'Tower of London, London, EC3N 4AB',
  dofflat: 51.5081,
  dofflng: -0.0759,
  droppostcode: 'EC3N 4AB',
};
const LATE_MINUTES = 40;
const FIVE_MINUTES = 5 * 60_000;

/** The flight lands in about two hours (on a 5-minute step), and is then 40 minutes late. */
const landing = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / FIVE_MINUTES) * FIVE_MINUTES);
const bookedPickup = new Date(landing.getTime() + 30 * 60_000);
const movedPickup = new Date(bookedPickup.getTime() + LATE_MINUTES * 60_000);
const expectedLanding = new Date(landing.getTime() + LATE_MINUTES * 60_000);

/** dd/mm/yyyy hh:mm in London, as the ticket and the messages write times. */
function london(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

let flightData: Server;
let asked: string[] = [];
let server: RunningServer;

test.beforeAll(async () => {
  // aviationstack's answer for one flight: scheduled and estimated times, the airports and the airline.
  flightData = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://flights.test');
    asked.push(url.searchParams.get('flight_iata') ?? '');
    if (url.pathname !== '/v1/flights' || url.searchParams.get('access_key') !== 'e2e-key') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"invalid_access_key"}}');
      return;
    }
    const data =
      url.searchParams.get('flight_iata') === 'BA178'
        ? [
            {
              flight_date: landing.toISOString().slice(0, 10),
              departure: {
                airport: 'John F Kennedy International',
                iata: 'JFK',
                icao: 'KJFK',
                scheduled: new Date(landing.getTime() - 7 * 3_600_000).toISOString(),
                delay: LATE_MINUTES,
              },
              arrival: {
                airport: 'Heathrow',
                iata: 'LHR',
                icao: 'EGLL',
                scheduled: landing.toISOString(),
                estimated: expectedLanding.toISOString(),
                delay: LATE_MINUTES,
              },
              airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
              flight: { iata: 'BA178', number: '178' },
            },
          ]
        : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => flightData.listen(0, '127.0.0.1', resolve));
  const { port } = flightData.address() as AddressInfo;
  server = await startServer({
    AVIATIONSTACK_KEY: 'e2e-key',
    AVIATIONSTACK_API_BASE: `http://127.0.0.1:${port}`,
    FLIGHT_WATCH_MS: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  server?.dispose();
  await new Promise((resolve) => flightData?.close(resolve));
});

test('a delayed flight moves the pickup, the ticket says so and the passenger is told', async ({ page }) => {
  test.setTimeout(120_000);
  asked = [];
  const journey = { ...HEATHROW, bookingdate: bookedPickup.toISOString() };
  const quote = await (await page.request.post(`${server.url}/api/quotation`, { data: journey })).json();
  expect(quote.Code, quote.Message).toBe(1);
  const booked = await (
    await page.request.post(`${server.url}/api/createbookingTest`, {
      data: {
        ...journey,
        name: 'Amelia',
        lastname: 'Earhart',
        phone: '7700900178',
        email: 'amelia.earhart@example.com',
        requestid: `e2e-flight-${Date.now()}`,
        quotationid: quote.QuotationId,
        vehtypeid: quote.AdditionalPrices?.[0]?.VehTypeId ?? 1,
        paymentmethod: 'cash',
        flightno: 'BA178',
        flightfrom: 'New York (JFK)',
        flightlandingtime: landing.toISOString(),
      },
    })
  ).json();
  expect(booked.Code, booked.Message).toBe(1);

  // The ticket: the pickup moved by the delay, the flight's state, and the pickup as it was booked.
  const facts = page.getByRole('main');
  await expect(async () => {
    await page.goto(`${server.url}/confirmed/${booked.TrackingCode}`);
    await expect(facts).toContainText(`Delayed: expected to land at ${london(expectedLanding)}`, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(asked).toContain('BA178');
  await expect(facts).toContainText(`${london(bookedPickup)}, moved with the flight`);
  await expect(facts).toContainText(london(movedPickup));
  await expectNoAxeViolations(page);

  // Told once by e-mail and once by text, in words.
  const told = `Your flight BA178 is delayed and now expected to land at ${london(expectedLanding)}, so your pickup moves to ${london(movedPickup)}.`;
  await page.goto(`${server.url}/dev/outbox`);
  await expect(page.locator('body')).toContainText(told);
  await expect(page.locator('body')).toContainText(`booking ${booked.Bref} has changed`);
  await page.goto(`${server.url}/dev/sms-outbox`);
  await expect(page.locator('body')).toContainText('+447700900178');
  await expect(page.locator('body')).toContainText(told);
  const texts = await page.locator('body').textContent();
  expect(texts?.split(told).length, 'one text for one move').toBe(2);
});
