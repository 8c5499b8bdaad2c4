import { PGlite } from '@electric-sql/pglite';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseAddress,
  chooseAsap,
  chooseTile,
  expectNoAxeViolations,
  expectConfirmed,
  fillContact,
  currentStep,
  continueUntilStep,
} from './fixtures';
import { ownServer } from './server';

// Airport pickup with the flight finder (docs/behaviour/flights.md#flight-finder): a guest picks up at Heathrow, the wizard asks for the
// flight before leaving the contact step, the finder finds the airline's flights into Heathrow, the best match
// fills the flight details, and the cash booking carries the flight to the server.

// Each test has its own server: it stops it at the end to read the stored booking from the data folder.
const server = ownServer({}, { each: true });

/** Reads the stored outward job part of a booking (stops the server first). */
async function storedFlight(reference: string) {
  await server.stop();
  const db = await PGlite.create({ dataDir: server.dataDir });
  try {
    const rows = await db.query<{ flight_number: string; flight_from: string; flight_landing_time: string }>(
      `SELECT flight_number, flight_from, flight_landing_time FROM job_parts WHERE reference = $1`,
      [reference],
    );
    expect(rows.rows).toHaveLength(1);
    return rows.rows[0]!;
  } finally {
    await db.close();
  }
}

/** Heathrow to the Tower of London, ASAP, and waits for the fare. */
async function quoteHeathrowToTower(page: Page): Promise<void> {
  await chooseAddress(page, 'Pickup', 'Heathrow', /London Heathrow Airport/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d+(\.\d{2})?/);
}

test('a guest picks up at Heathrow, finds the flight with the flight finder and books with cash', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/booking`);
  await expect(page).toHaveTitle(/Booking/);
  await expectNoAxeViolations(page);

  // The pickup is an airport (its category says so): the flights part of the journey appears.
  await page.getByRole('combobox', { name: 'Pickup' }).fill('Heathrow');
  await page
    .getByRole('option', { name: /London Heathrow Airport/ })
    .first()
    .click();
  const outward = page.getByRole('region', { name: 'Outward flight' });
  await expect(outward).toContainText('Landing at London Heathrow Airport');
  await expect(outward).toContainText('No flight details yet.');

  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  const fare = page.getByLabel('Total fare');
  await expect(fare).toHaveText(/£\s?\d+(\.\d{2})?/);
  await expectNoAxeViolations(page);

  // Walk to the contact step (choosing the first vehicle on the way).
  const current = currentStep(page);
  const next = page.getByRole('button', { name: /^Continue/ });
  await continueUntilStep(page, /Your details/, 4, true);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible();
  await fillContact(page, 'Grace Hopper', '7911123456', 'grace@example.com');
  await expectNoAxeViolations(page);

  // Leaving the contact step asks for the flight (docs/behaviour/people.md#step-gates step 3).
  await next.click();
  const details = page.getByRole('dialog', { name: 'Flight details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'Flight number' })).toHaveValue('');
  // OK with nothing filled in: the spec's messages, word for word.
  await details.getByRole('button', { name: 'OK' }).click();
  await expect(details).toContainText('Flight number is required');
  await expect(details).toContainText('Arriving from is required');
  await expect(details).toContainText('Please tick this box to confirm if flight details are not available');
  await expectNoAxeViolations(page);

  // The flight finder: departure in about an hour, British Airways, into Heathrow.
  await details.getByRole('button', { name: 'Find my flight' }).click();
  const finder = page.getByRole('dialog', { name: 'Find your flight' });
  await expect(finder).toBeVisible();
  await expect(finder).toContainText('Landing at London Heathrow Airport');
  // The departure picker is part of the finder's form (no quick buttons, no Done): date, hour and minute
  // (5-minute steps) an hour from now.
  const departure = new Date(Date.now() + 60 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  // A press that lands while the picker is still getting ready (it takes choices after a second) opens nothing:
  // press again until the list is there.
  const choose = async (select: string, option: RegExp) => {
    const list = page.getByRole('listbox');
    await expect(async () => {
      if (!(await list.isVisible())) await finder.getByRole('button', { name: new RegExp(select) }).click();
      await list.getByRole('option', { name: option }).first().click({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
  };
  await choose(
    'Date',
    new RegExp(`${pad(departure.getDate())}/${pad(departure.getMonth() + 1)}/${departure.getFullYear()}`),
  );
  await choose('Hour', new RegExp(`^${pad(departure.getHours())}$`));
  await choose('Minute', new RegExp(`^${pad(departure.getMinutes() - (departure.getMinutes() % 5))}$`));
  await expect(finder).not.toContainText('Departure: not chosen');
  await finder.getByRole('combobox', { name: 'Airline' }).fill('British');
  await page.getByRole('option', { name: /^British Airways/ }).click();
  await finder.getByRole('button', { name: 'Find My Flight' }).click();
  const bestMatch = finder.getByRole('region', { name: 'Best match' });
  await expect(bestMatch).toBeVisible();
  await expect(finder.getByRole('region', { name: 'Possible options' })).toBeVisible();
  await expectNoAxeViolations(page);
  const picked = bestMatch.getByRole('button').first();
  const pickedText = (await picked.textContent()) ?? '';
  const flightNumber = /^(\S+) from/.exec(pickedText)?.[1] ?? '';
  expect(flightNumber).toMatch(/^BA\d+$/);
  await picked.click();

  // The details dialog comes back with the flight filled in; OK carries the wizard on to payment.
  await expect(finder).toBeHidden();
  await expect(details).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'Flight number' })).toHaveValue(flightNumber);
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'OK' }).click();
  await expect(details).toBeHidden();
  await expect(current).toHaveText(/Payment/);
  // Before booking, the journey summary shows the chosen flight as the ticket will.
  const summary = page.getByRole('complementary', { name: 'Your journey' });
  await expect(summary).toContainText(new RegExp(`Flight\\s*${flightNumber} from \\S.*, landing \\d{2}/\\d{2}/\\d{4}`));

  await chooseTile(page.getByRole('radio', { name: 'Cash' }));
  await page.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmed(page);
  await expect(page.getByRole('main')).toContainText('London Heathrow Airport');
  // The confirmation shows the flight as the server stored it.
  await expect(page.getByRole('main')).toContainText(`${flightNumber} from `);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await expectNoAxeViolations(page);

  // The flight went to the server with the booking.
  const row = await storedFlight(reference);
  expect(row.flight_number).toBe(flightNumber);
  expect(row.flight_from).not.toBe('');
  expect(Number.isNaN(Date.parse(row.flight_landing_time))).toBe(false);
});

test('the inline template takes the flight in the journey step, checks it there and books it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/booking?template=inline`);
  await quoteHeathrowToTower(page);
  const outward = page.getByRole('region', { name: 'Outward flight' });
  const number = outward.getByRole('textbox', { name: 'Flight number' });
  await expect(number).toBeVisible();

  // Next without the flight: step 1 stays, the spec's messages at the fields.
  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  const firstStep = (await current.textContent()) ?? '';
  const next = page.getByRole('button', { name: /^Continue/ });
  await next.click();
  await expect(outward).toContainText('Flight number is required');
  await expect(outward).toContainText('Arriving from is required');
  await expect(outward).toContainText('Please tick this box to confirm if flight details are not available');
  await expect(current).toHaveText(firstStep);
  await expectNoAxeViolations(page);

  await number.fill('EI154');
  await outward.getByRole('combobox', { name: 'Arriving from' }).fill('Dublin');
  await page.getByRole('option', { name: /^Dublin Airport/ }).click();
  await expect(outward).not.toContainText('Flight number is required');
  await expectNoAxeViolations(page);
  const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
  if (await vehicles.isVisible()) await vehicles.getByRole('radio').first().check();
  await next.click();
  await expect(current).not.toHaveText(firstStep);

  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible();
  await fillContact(page, 'Grace Hopper', '7911123456', 'grace@example.com');
  const contactStep = (await current.textContent()) ?? '';
  await next.click();
  await expect(current).not.toHaveText(contactStep);
  // Inline flights never open the flight dialog.
  await expect(page.getByRole('dialog', { name: 'Flight details' })).toHaveCount(0);

  await chooseTile(page.getByRole('radio', { name: 'Cash' }));
  await page.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmed(page);
  await expect(page.getByRole('main')).toContainText('EI154 from Dublin Airport (DUB)');
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  await expectNoAxeViolations(page);

  const row = await storedFlight(reference);
  expect(row).toMatchObject({ flight_number: 'EI154', flight_from: 'Dublin Airport (DUB)' });
});

test('a customer who signs in at the contact step with an airport pickup gives the flight before payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/booking`);
  await quoteHeathrowToTower(page);

  await continueUntilStep(page, /Your details/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();

  // Sign in from the contact step: the contact fills from the account, and the flight is the next link of the
  // post-sign-in chain (docs/behaviour/people.md#post-sign-in), before the wizard goes on to payment.
  await page.getByRole('button', { name: 'SignIn' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.getByRole('textbox', { name: 'Email' }).fill('customer@cabkit.example');
  await welcome.getByLabel('Password', { exact: true }).fill('demo1234');
  await welcome.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(welcome).toBeHidden();
  const details = page.getByRole('dialog', { name: 'Flight details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('form', { name: 'Outward flight' })).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByText("I don't have flight details please follow the booking time").click();
  await details.getByRole('button', { name: 'OK' }).click();
  await expect(details).toBeHidden();

  // Done: the wizard carried on to payment with the contact from the account.
  await expect(currentStep(page)).toHaveText(/Payment/);
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Casey Customer');
});
