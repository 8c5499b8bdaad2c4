import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobParts } from '../src/db/schema';
import { InProcessBus } from '../src/hub/bus';
import { toBookingView, findBookingById, loadFareLabels } from '../src/services/bookings/booking-view';
import { flightWatchFromEnv, followFlights } from '../src/services/flights/flight-watch';
import type { FlightProvider } from '../src/services/flights/provider';
import { flightInfo } from '../src/services/flights/schedule';
import { createBookingMessenger } from '../src/services/messages/booking-messages';
import type { SmsMessage } from '../src/services/messages/sms';
import { useTestApp } from './app';
import { insertDueBooking } from './helpers/fixtures';
import { recordingMail } from './helpers/recording-mail';

// An airport pickup follows its flight: a delay moves the pickup and the free wait, and the passenger is told.
const t = useTestApp({ services: { live: { bus: new InProcessBus(), simulator: false } } }, ['sms_outbox']);

const NOW = new Date('2026-12-03T12:00:00Z');
const BOOKED_LANDING = new Date('2026-12-03T14:00:00Z');
const BOOKED_PICKUP = new Date('2026-12-03T14:30:00Z');

/** A flight service whose BA123 lands `late` minutes after the booked landing (a real flight's other facts). */
function flightsLandingLate(late: () => number): FlightProvider {
  return {
    name: 'fake',
    search: async () => ({ ok: false, message: 'not used' }),
    info: async (flightNo, landingTime, now) => {
      const real = flightInfo(flightNo, landingTime, now);
      if (!real.ok) return real;
      const estimatedLanding = new Date(BOOKED_LANDING.getTime() + late() * 60_000);
      return { ok: true, flight: { ...real.flight, landing: BOOKED_LANDING, estimatedLanding, delayMinutes: late() } };
    },
  };
}

async function airportPickup() {
  const email = `flyer-${randomUUID()}@example.com`;
  const { booking, part } = await insertDueBooking(
    { contactEmail: email, contactPhone: '7700900321', contactDialingCode: '+44' },
    {
      pickupTime: BOOKED_PICKUP,
      flightNumber: 'BA123',
      flightFrom: 'New York JFK',
      flightLandingTime: BOOKED_LANDING.toISOString(),
    },
  );
  return { booking, part, email };
}

function messenger() {
  const { handle, tenant } = t.db();
  const mail = recordingMail();
  const texts: SmsMessage[] = [];
  return {
    mail,
    texts,
    messenger: createBookingMessenger({ db: handle.db, tenant, mail, sms: { send: async (m) => void texts.push(m) } }),
  };
}

const legOf = async (id: number) => (await t.db().handle.db.select().from(jobParts).where(eq(jobParts.id, id)))[0]!;

describe('following a flight', () => {
  it('moves the pickup with a delay, keeps the booked one, and tells the passenger once', async () => {
    const { handle, tenant } = t.db();
    const { booking, part, email } = await airportPickup();
    const { mail, texts, messenger: tell } = messenger();
    let late = 40;
    const flights = flightsLandingLate(() => late);

    const moved = await followFlights(handle.db, tenant.id, flights, tell, NOW);
    expect(moved).toEqual([{ bookingId: booking.id, jobPartId: part.id, pickup: new Date('2026-12-03T15:10:00Z') }]);
    const leg = await legOf(part.id);
    expect(leg.pickupTime.toISOString()).toBe('2026-12-03T15:10:00.000Z');
    expect(leg.bookedPickupTime?.toISOString()).toBe(BOOKED_PICKUP.toISOString());
    expect(leg.flightStatus).toBe('delayed');
    expect(leg.flightExpectedLanding?.toISOString()).toBe('2026-12-03T14:40:00.000Z');
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      [email, `Your Cabkit Cars booking ${booking.reference} has changed`],
    ]);
    expect(mail.sent[0]?.text).toContain(
      'Your flight BA123 is delayed and now expected to land at 03/12/2026 14:40, so your pickup moves to 03/12/2026 15:10.',
    );
    expect(mail.sent[0]?.text).toContain('Pickup time: 03/12/2026 15:10');
    expect(texts.map((m) => m.to)).toEqual(['+447700900321']);

    // Looked at again with nothing new: nothing moves, nothing is sent.
    expect(await followFlights(handle.db, tenant.id, flights, tell, NOW)).toEqual([]);
    expect(mail.sent).toHaveLength(1);

    // The flight makes up the time: the pickup goes back to the booked one, never earlier.
    late = -20;
    const back = await followFlights(handle.db, tenant.id, flights, tell, NOW);
    expect(back.map((m) => m.pickup.toISOString())).toEqual([BOOKED_PICKUP.toISOString()]);
    expect(mail.sent).toHaveLength(2);

    // The ticket shows the flight's state and the booked pickup beside the new one.
    late = 40;
    await followFlights(handle.db, tenant.id, flights, tell, NOW);
    const found = (await findBookingById(handle.db, tenant.id, booking.id))!;
    const labels = await loadFareLabels(handle.db, tenant.id, [found.booking]);
    const view = toBookingView(found.booking, found.parts, labels(found.booking.id));
    expect(view).toMatchObject({
      FlightStatus: 'delayed',
      FlightExpectedLanding: '2026-12-03T14:40:00.000Z',
      BookedPickupTime: BOOKED_PICKUP.toISOString(),
    });
  });

  it('leaves a flight a few minutes late, and a leg a driver has started, where they are', async () => {
    const { handle, tenant } = t.db();
    const onTime = await airportPickup();
    const { mail, messenger: tell } = messenger();
    // The flight lands `minutes` late.
    const followLanding = (minutes: number) =>
      followFlights(
        handle.db,
        tenant.id,
        flightsLandingLate(() => minutes),
        tell,
        NOW,
      );
    expect(await followLanding(3)).toEqual([]);
    expect((await legOf(onTime.part.id)).flightStatus).toBe('scheduled');

    await handle.db.update(jobParts).set({ status: 'Started' }).where(eq(jobParts.id, onTime.part.id));
    expect(await followLanding(60)).toEqual([]);
    expect((await legOf(onTime.part.id)).pickupTime.toISOString()).toBe(BOOKED_PICKUP.toISOString());
    expect(mail.sent).toEqual([]);
  });
});

describe('FLIGHT_WATCH_MS', () => {
  it('sets how often flights are looked at, within 1 s and 1 h, and is refused otherwise', () => {
    expect(flightWatchFromEnv(undefined)).toBeUndefined();
    expect(flightWatchFromEnv(' ')).toBeUndefined();
    expect(flightWatchFromEnv('1000')).toBe(1000);
    for (const bad of ['999', '3600001', '1.5', 'often']) {
      expect(() => flightWatchFromEnv(bad)).toThrow(
        `FLIGHT_WATCH_MS must be a whole number from 1000 to 3600000, got "${bad}"`,
      );
    }
  });
});
