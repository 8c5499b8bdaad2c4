import type { Address } from '@cabkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressBook, customerInvoiceDetails } from '../../db/schema-accounts';
import { notFound } from '../../http/errors';

type AddressRow = typeof addressBook.$inferSelect;
type InvoiceDetailsRow = typeof customerInvoiceDetails.$inferSelect;

/** A saved place as the customer enters it (the contract's body, without whose it is). */
export type SavedPlace = Pick<
  AddressRow,
  'name' | 'line1' | 'line2' | 'postcode' | 'latitude' | 'longitude' | 'placeName' | 'fullAddress'
> & { category: string };

/** An address-book row as the contract's Address. */
function toAddress(row: AddressRow, order = 0): Address {
  const category = row.category === 'other' ? 'Other' : row.category === 'home' ? 'Home' : 'Work';
  return {
    Id: row.id,
    Name: row.name,
    Code: '',
    Line1: row.line1,
    Line2: row.line2,
    Title: row.name,
    Category: category,
    Postcode: row.postcode,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Fulladdress: row.fullAddress || [row.line1, row.line2, row.postcode].filter(Boolean).join(', '),
    PlaceName: row.placeName,
    PlaceId: `addressbook:${row.id}`,
    IconPath: `assets/images/${row.category}.svg`,
    Order: order,
    Valid: true,
  };
}

function placeColumns(place: SavedPlace) {
  return { ...place, category: place.category as AddressRow['category'] };
}

/** Someone else's saved place answers as a missing one (404), so ids cannot be counted. */
async function assertOwnedEntry(db: Db, customerId: number, id: number): Promise<void> {
  const [row] = await db.select().from(addressBook).where(eq(addressBook.id, id)).limit(1);
  if (!row || row.customerId !== customerId) throw notFound('No saved place with that id.');
}

/** A customer's saved places, home first, in the order they were saved. */
export async function listSavedPlaces(db: Db, customerId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(eq(addressBook.customerId, customerId))
    .orderBy(addressBook.category, addressBook.id);
  return rows.map((row, i) => toAddress(row, i));
}

/** Saves a new place for a customer. */
export async function addSavedPlace(
  db: Db,
  owner: { tenantId: number; customerId: number },
  place: SavedPlace,
): Promise<Address | null> {
  const [row] = await db
    .insert(addressBook)
    .values({ ...owner, ...placeColumns(place) })
    .returning();
  return row ? toAddress(row) : null;
}

/** Changes one of the customer's own saved places (404 for anyone else's). */
export async function updateSavedPlace(
  db: Db,
  customerId: number,
  id: number,
  place: SavedPlace,
): Promise<Address | null> {
  await assertOwnedEntry(db, customerId, id);
  const [row] = await db
    .update(addressBook)
    .set({ ...placeColumns(place), updatedAt: new Date() })
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
    .returning();
  return row ? toAddress(row) : null;
}

/** Removes one of the customer's own saved places (404 for anyone else's). */
export async function removeSavedPlace(db: Db, customerId: number, id: number): Promise<void> {
  await assertOwnedEntry(db, customerId, id);
  await db.delete(addressBook).where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)));
}

/** The invoice details as the API answers them: every field empty until the customer first saves them. */
function invoiceDetailsOf(row: InvoiceDetailsRow | undefined) {
  return {
    Company: row?.company ?? '',
    Name: row?.name ?? '',
    AddressLine1: row?.addressLine1 ?? '',
    AddressLine2: row?.addressLine2 ?? '',
    City: row?.city ?? '',
    PostalCode: row?.postcode ?? '',
    Country: row?.country ?? '',
    VatNumber: row?.vatNumber ?? '',
    Email: row?.email ?? '',
  };
}

/** A customer's invoice details. */
export async function readInvoiceDetails(db: Db, customerId: number) {
  const [row] = await db.select().from(customerInvoiceDetails).where(eq(customerInvoiceDetails.customerId, customerId));
  return invoiceDetailsOf(row);
}

/** The invoice detail columns a customer sets (postcode upper-case and e-mail lower-case are stored as such). */
export type InvoiceDetailsChange = Pick<
  InvoiceDetailsRow,
  'company' | 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'postcode' | 'country' | 'vatNumber' | 'email'
>;

/** Creates or replaces a customer's invoice details. */
export async function saveInvoiceDetails(
  db: Db,
  owner: { tenantId: number; customerId: number },
  change: InvoiceDetailsChange,
) {
  const values = { ...change, postcode: change.postcode.toUpperCase(), email: change.email.toLowerCase() };
  const stamped = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(customerInvoiceDetails)
    .values({ ...owner, ...stamped })
    .onConflictDoUpdate({ target: customerInvoiceDetails.customerId, set: stamped })
    .returning();
  return invoiceDetailsOf(row);
}
