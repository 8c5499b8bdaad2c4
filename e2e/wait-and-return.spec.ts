import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import {
  chooseAsap,
  expectNoAxeViolations,
  chooseKingsCrossToTower,
  expectConfirmed,
  vehicleContactCash,
} from './fixtures';
import { ownServer } from './server';

// A guest books a wait-and-return journey with a waiting time of 90 minutes, pays cash, reaches the
// confirmation page, and the stored booking has the return leg with that waiting time (its own server, so the
// PGlite data folder can be opened once the server has stopped).

const server = ownServer();

test('a guest books a wait-and-return journey with a waiting time and the booking keeps it', async ({ page }) => {
  await page.goto(`${server.url}/booking`);
  await chooseKingsCrossToTower(page);
  await chooseAsap(page);
  const fare = page.getByLabel('Total fare');
  await expect(fare).toHaveText(/£\s?\d/);
  const oneWayFare = (await fare.textContent()) ?? '';

  // Wait and return: the waiting time shows (default 60), is set to 90, and the journey is priced again.
  // The tile's text takes the click (the radio input itself is visually hidden inside it).
  await page.getByText('Wait and return', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Wait and return' })).toBeChecked();
  const waiting = page.getByRole('textbox', { name: /Waiting time/ });
  await expect(waiting).toHaveValue('60');
  await waiting.fill('90');
  await waiting.press('Tab');
  await expect(waiting).toHaveValue('90');
  await expect(fare).toHaveText(/£\s?\d/);
  await expect(fare).not.toHaveText(oneWayFare);
  await expectNoAxeViolations(page);

  await vehicleContactCash(page, ['Grace Hopper', '7911123456', 'grace@example.com'], expectNoAxeViolations);
  const fareText = ((await fare.textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Book now' }).click();

  await expectConfirmed(page);
  const main = page.getByRole('main');
  await expect(main).toContainText("King's Cross");
  await expect(main).toContainText(fareText);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await expectNoAxeViolations(page);

  // The stored booking: wait and return, two legs, both with the 90 minute wait; the return leg leaves the
  // drop-off 90 minutes after the outward journey arrives.
  await server.stop();
  const db = await PGlite.create({ dataDir: server.dataDir });
  try {
    const booking = await db.query<{ id: number; return_type: string; return_reference: string }>(
      'SELECT id, return_type, return_reference FROM bookings WHERE reference = $1',
      [reference],
    );
    expect(booking.rows).toHaveLength(1);
    const row = booking.rows[0]!;
    expect(row.return_type).toBe('w&r');
    expect(row.return_reference).not.toBe('');
    const legs = await db.query<{
      leg: string;
      waiting_time: number;
      pickup: string;
      pickup_time: Date;
      journey_time: number;
    }>('SELECT leg, waiting_time, pickup, pickup_time, journey_time FROM job_parts WHERE booking_id = $1 ORDER BY id', [
      row.id,
    ]);
    expect(legs.rows.map((leg) => [leg.leg, leg.waiting_time])).toEqual([
      ['outward', 90],
      ['return', 90],
    ]);
    const [outward, back] = legs.rows;
    expect(back!.pickup).toContain('Tower of London');
    const minutesBetween = (back!.pickup_time.getTime() - outward!.pickup_time.getTime()) / 60_000;
    expect(Math.round(minutesBetween)).toBe(outward!.journey_time + 90);
  } finally {
    await db.close();
  }
});
