import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, kingsCrossToTowerQuote } from './fixtures';

// The steps the change-booking journeys share, whichever gateway the booking was paid through: a paid booking of
// the signed-in customer made through the API, the change editor opened from its detail page, a vehicle chosen
// and the new price asked for.

const journey = kingsCrossToTowerQuote;

/** A pickup `hours` from now, on a quarter hour. */
export const pickupIn = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000).toISOString();

/** An amount as the pages write it. */
export const money = (n: number) => `£${n.toFixed(2)}`;

/** A quotation of the journey (with its `legs`) at `bookingdate`, checked to be given; its vehicles' prices, cheapest first. */
export async function quotePrices(request: APIRequestContext, bookingdate: string, legs: Record<string, unknown> = {}) {
  const quote = await (await request.post('/api/quotation', { data: { ...journey, ...legs, bookingdate } })).json();
  expect(quote.Code, quote.Message).toBe(1);
  const prices = [...quote.AdditionalPrices].sort((a, b) => a.Fare - b.Fare) as { VehTypeId: number; Fare: number }[];
  return { quotationId: quote.QuotationId as string, prices };
}

/** Pays `booking` (Casey's card booking of the journey; `extra` adds legs and changes fields) with `payment`. */
export async function payCaseysBooking(
  request: APIRequestContext,
  extra: Record<string, unknown>,
  payment: Record<string, unknown>,
) {
  const paid = await (
    await request.post('/api/paymentbooking', {
      data: {
        booking: {
          ...journey,
          paymentmethod: 'card',
          name: 'Casey',
          lastname: 'Customer',
          phone: '7700900123',
          email: 'customer@cabkit.example',
          ...extra,
        },
        ...payment,
      },
    })
  ).json();
  expect(paid.Code, paid.Message).toBe(1);
  const view = (await (await request.post('/api/bookinginfo', { data: { code: paid.TrackingCode } })).json()).Booking;
  return { jobId: view.JobId as number, reference: paid.Bref as string };
}

/** The name of vehicle type `id` as the tenant lists it. */
export async function vehicleName(request: APIRequestContext, id: number) {
  const vehicles = (await (await request.get('/api/vehicletypes')).json()).vehTypes as { Id: number; Name: string }[];
  return vehicles.find((v) => v.Id === id)?.Name ?? '';
}

/** Opens a booking's detail page and waits for its heading. */
export async function openDetail(page: Page, booked: { jobId: number; reference: string }) {
  await page.goto(`/bookingdetail/${booked.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${booked.reference}` })).toBeVisible();
}

/** Opens a booking's detail page and its change editor; the editor. */
export async function openChangeEditor(page: Page, booked: { jobId: number; reference: string }): Promise<Locator> {
  await openDetail(page, booked);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
  await expect(editor).toBeVisible();
  return editor;
}

/** Chooses vehicle `name` in the change editor and asks for the new price; the region that shows it. */
export async function priceVehicleChange(page: Page, editor: Locator, name: string): Promise<Locator> {
  await editor.getByRole('button', { name: /Vehicle/ }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();
  return editor.getByRole('region', { name: 'The new price' });
}
