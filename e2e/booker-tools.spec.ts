import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { formatCurrency } from '@cabkit/domain/money';
import type { Page } from '@playwright/test';
import { chooseAddress, chooseAsap, expect, expectNoAxeViolations, signIn, test } from './fixtures';

// The booker's tools end to end against the real server: the demo booker reads a commission statement whose totals match its
// rows, downloads it as CSV, issues, changes and deletes an invoice and reads its PDF, and is quoted the account
// price (below the guest price) that the wizard shows.

/** The text drawn on a PDF's pages (pdf-lib writes Flate content streams with hex or literal strings). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    const shows = /<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let s = shows.exec(content); s; s = shows.exec(content)) {
      texts.push(s[1] !== undefined ? Buffer.from(s[1], 'hex').toString('latin1') : (s[2] ?? ''));
    }
  }
  return texts.join('\n');
}

async function signInAsBooker(page: Page): Promise<void> {
  const menu = await signIn(page, 'booker@cabkit.example');
  await expect(menu).toContainText('Signed in as Bea Booker');
}

const pounds = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('a booker reads the statement, downloads its CSV, manages an invoice with its PDF and is quoted the account price', async ({
  page,
  request,
}) => {
  await signInAsBooker(page);

  // Account price: the wizard sends the booker id and shows the fare the server priced by the account tariff.
  const quoted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotation' && r.ok());
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  let answer = await quoted;
  while (!(answer.request().postDataJSON() as { bookingdate?: string }).bookingdate?.startsWith('ASAP')) {
    answer = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotation' && r.ok());
  }
  const sent = answer.request().postDataJSON() as Record<string, unknown>;
  expect(sent.bookerid).toBeGreaterThan(0);
  const bookerQuote = (await answer.json()) as { TotalFare: number };
  await expect(page.getByLabel('Total fare').first()).toHaveText(
    new RegExp(bookerQuote.TotalFare.toFixed(2).replace('.', '\\.')),
  );
  const { bookerid: _b, custid: _c, ...asGuest } = sent;
  const guest = (await (await request.post('/api/quotation', { data: asGuest })).json()) as { TotalFare: number };
  expect(bookerQuote.TotalFare).toBeLessThan(guest.TotalFare);

  // Commission statement: the menu entry, a preset period, totals that add up, sorting and the CSV.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Account', exact: true }).click();
  await menu.getByRole('link', { name: 'Commission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  await expect(page).toHaveTitle(/Commission/);
  await page.getByRole('textbox', { name: 'To' }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByText('The last day must be on or after the first day.').first()).toBeVisible();
  await page.getByRole('button', { name: 'This year' }).click();
  const table = page.getByRole('table', { name: /^Bookings from/ });
  await expect(table).toBeVisible();
  // The period's figures are cards at the top.
  await expect(page.getByRole('group', { name: 'Totals' }).getByText('Commission due')).toBeVisible();
  await expectNoAxeViolations(page);
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += pounds(await rows.nth(i).locator('td').nth(10).innerText());
  const totalPrice = pounds(await table.locator('tfoot td').nth(3).innerText());
  expect(pounds(await page.getByRole('group', { name: 'Totals' }).getByRole('definition').first().innerText())).toBe(
    totalPrice,
  );
  // Each row's actions are one menu.
  await table
    .getByRole('button', { name: /^Actions for booking/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'View booking' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(Math.round(sum * 100) / 100).toBe(totalPrice);
  await table.getByRole('button', { name: 'Price' }).click();
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Date,Job id,Booker/);
  expect(lines).toHaveLength(count + 2);
  expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4},/);
  expect(lines.at(-1)).toContain(`,${totalPrice.toFixed(2)},`);

  // The spend chart follows the period chosen: "This year" draws the year's months, its table reads each month.
  const today = new Date();
  await page.getByRole('heading', { name: 'Spend per month' }).scrollIntoViewIfNeeded();
  const months = page.getByRole('table', { name: /bookings and spend \(£\) per month$/ });
  await expect(months.getByRole('rowheader')).toHaveCount(today.getUTCMonth() + 2);
  await expect(months.getByRole('rowheader').first()).toHaveText(`January ${today.getUTCFullYear()}`);
  await expectNoAxeViolations(page);

  // The weekly chart on the dashboard (loaded as it comes on screen): its data table names each day; the arrow keys
  // on the chart move a week.
  await page.goto('/dashboard.html');
  await page.getByRole('heading', { name: 'Weekly spend' }).scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  const week = page.getByRole('table', { name: /bookings and spend \(£\) per day/ });
  await expect(week.getByRole('rowheader')).toHaveCount(8);
  const caption = (await week.locator('caption').innerText()).trim();
  await page.getByRole('figure').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(week.locator('caption')).not.toHaveText(caption);
  await page.keyboard.press('ArrowRight');
  await expect(week.locator('caption')).toHaveText(caption);
  await expectNoAxeViolations(page);

  // Invoices: issue one for a period, change it, read its PDF, delete it. Only days that have ended can be invoiced
  // and the seed has invoiced the months before last, so the period is in last month, whose bookings the seed made.
  const now = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const shown = (iso: string) => iso.split('-').reverse().join('/');
  const from = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  const firstTo = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10)));
  const to = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
  await page.goto('/invoice.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await page.getByRole('button', { name: 'New invoice' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invoice' });
  await dialog.getByLabel('Date from').fill(from);
  await dialog.getByLabel('Date to').fill(firstTo);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The invoice has been issued.')).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const item = invoices
    .getByRole('row')
    .filter({ hasText: shown(from) })
    .filter({ hasText: shown(firstTo) })
    .first();
  const code = ((await item.getByRole('rowheader').innerText()).match(/INV-\d+/) ?? [''])[0];
  expect(code).not.toBe('');
  await expect(page.getByRole('dialog', { name: 'Invoice' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Each invoice's actions are one menu.
  const actionsOf = () => page.getByRole('button', { name: `Actions for invoice ${code}` });
  await actionsOf().click();
  await page.getByRole('menuitem', { name: 'Edit invoice' }).click();
  dialog = page.getByRole('dialog', { name: 'Invoice' });
  await dialog.getByLabel('Date to').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The invoice has been updated.')).toBeVisible();
  const edited = invoices.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
  await expect(edited.getByRole('cell').nth(1)).toHaveText(shown(to));
  await expect(edited.getByRole('cell').nth(3)).toHaveText('Me');
  await actionsOf().click();
  const href = await page.getByRole('menuitem', { name: 'Download PDF' }).getAttribute('href');
  await page.keyboard.press('Escape');
  const pdf = await page.request.get(href as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain(code);
  expect(text).toContain(`${shown(from)} to ${shown(to)}`);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  // The PDF's totals are the statement's for the invoice's period, and the statement's total is its rows' sum.
  const statement = (await (
    await page.request.get(`/api/bookerstatement?bookerid=${sent.bookerid}&datefrom=${from}&dateto=${to}`)
  ).json()) as { Rows: { Price: number }[]; TotalPrice: number; CurrencyCode: string };
  expect(statement.Rows.length).toBeGreaterThan(0);
  expect(statement.TotalPrice).toBe(Math.round(statement.Rows.reduce((sum, row) => sum + row.Price, 0) * 100) / 100);
  expect(text).toContain(`Total\n${formatCurrency(statement.TotalPrice, statement.CurrencyCode)}`);
  await actionsOf().click();
  await page.getByRole('menuitem', { name: 'Delete invoice' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please Confirm' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Invoice ${code} has been deleted.`)).toBeVisible();
  await expect(invoices.getByRole('rowheader', { name: code, exact: true })).toHaveCount(0);
  // The confirm dialog fades out after OK: axe looks at the page once it has gone (expectNoAxeViolations also
  // moves the pointer off OK and waits for running animations).
  await expect(confirm).toHaveCount(0);
  await expectNoAxeViolations(page);
});
