import type { quotations } from '../../db/schema';

/** A quotation as a booking reads it: signed into its QuotationId, and stored with the booking that uses it. */
export type StoredQuotation = typeof quotations.$inferSelect;
