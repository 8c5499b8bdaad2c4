import { PGlite } from '@electric-sql/pglite';
import { checkA11y, injectAxe } from 'axe-playwright';
import { expect, test } from '@playwright/test';
import {
  axeCheck,
  chooseTile,
  chooseKingsCrossToTower,
  expectConfirmed,
  fillContact,
  continueUntilStep,
} from './fixtures';
import { ownServer } from './server';

// The walking skeleton end to end: a guest books a cash journey on the default tenant, sees the
// confirmation read back from the server, and the booking row is really in the database.

const server = ownServer();

test('a guest books a cash journey and gets a confirmation stored in the database', async ({ page }) => {
  await page.goto(`${server.url}/booking`);
  await expect(page).toHaveTitle(/Booking/);
  await injectAxe(page);
  await checkA11y(page, undefined, axeCheck);

  await chooseKingsCrossToTower(page);

  // A new booking starts Later with no time chosen (docs/behaviour/journey.md#pickup-time): nothing is priced until the time is picked.
  await expect(page.getByRole('radio', { name: 'Later' })).toBeChecked();
  await expect(page.getByLabel('Total fare')).toHaveText('—');
  await page.getByRole('button', { name: 'Choose pickup date and time' }).click();
  const picker = page.getByRole('region', { name: 'Pickup date and time' });
  await expect(picker).toHaveAttribute('aria-busy', 'false');
  const chosenAt = Date.now();
  await picker.getByRole('button', { name: 'In 30 min' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();

  // The server prices the journey; a fare above zero appears.
  const fare = page.getByLabel('Total fare');
  await expect(fare).toHaveText(/£\s?\d+(\.\d{2})?/);

  // Walk the wizard until the contact fields show, choosing the first vehicle on the way; each Next waits
  // for the step indicator to move on before looking again.
  const name = page.getByRole('textbox', { name: 'Name' });
  await continueUntilStep(page, /Your details/, 4, true);
  const fareText = (await fare.first().textContent()) ?? '';

  await fillContact(page, 'Ada Lovelace', '7911123456', 'ada@example.com');

  const bookNow = page.getByRole('button', { name: 'Book now' });
  await expect(name).toBeVisible();
  await continueUntilStep(page, /Payment/, 3);
  await chooseTile(page.getByRole('radio', { name: 'Cash' }));
  await bookNow.click();

  await expectConfirmed(page);
  const main = page.getByRole('main');
  await expect(main).toContainText("King's Cross");
  await expect(main).toContainText('Tower of London');
  await expect(main).toContainText(fareText.trim());
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  // The confirmed screen shows the booked journey on the map (docs/behaviour/bookings.md#ticket), loaded once the booking was read.
  const map = page.getByRole('region', { name: 'Map of the booked journey' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await injectAxe(page);
  await checkA11y(page, undefined, axeCheck);

  // Reload: the confirmation is read back from the server, not from memory.
  await page.reload();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);

  // The row is in the database: stop the server and open its PGlite data folder.
  await server.stop();
  const db = await PGlite.create({ dataDir: server.dataDir });
  try {
    const rows = await db.query<{
      payment_type: string;
      contact_email: string;
      contact_first_name: string;
      contact_phone: string;
      total_fare: string;
      pickup_type: string;
      pickup_time: Date;
    }>(
      `SELECT b.payment_type, b.contact_email, b.contact_first_name, b.contact_phone,
              b.total_fare::text AS total_fare, j.pickup_type, j.pickup_time
         FROM bookings b JOIN job_parts j ON j.booking_id = b.id AND j.leg = 'outward'
        WHERE b.reference = $1`,
      [reference],
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    expect(row).toMatchObject({ payment_type: 'cash', contact_email: 'ada@example.com' });
    expect(row.contact_first_name).toContain('Ada');
    expect(row.contact_phone).toContain('7911123456');
    // Booked for later, 30 minutes from when the quick button was pressed (to the minute).
    expect(row.pickup_type).toBe('Later');
    const minutesAhead = (new Date(row.pickup_time).getTime() - chosenAt) / 60_000;
    expect(minutesAhead).toBeGreaterThan(28.9);
    expect(minutesAhead).toBeLessThan(31);
    // The fare the page showed is the fare the server stored.
    expect(Number(fareText.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(row.total_fare), 2);
  } finally {
    await db.close();
  }
});
