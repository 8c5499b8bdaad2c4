-- Expired quotations are swept (services/quotes/expired-quotes.ts) unless a booking refers to them: this index
-- answers "does a booking refer to this quote?" for each candidate, and the foreign key's ON DELETE SET NULL
-- check, without reading every booking.
CREATE INDEX bookings_quotation ON bookings (quotation_id) WHERE quotation_id IS NOT NULL;
