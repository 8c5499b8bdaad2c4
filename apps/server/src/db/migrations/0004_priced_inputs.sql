-- A booking's priced inputs must be the quoted ones, and once-per-person promotion limits count people.
-- The waiting minutes a wait-and-return quotation priced (0 for other journeys).
ALTER TABLE quotations ADD COLUMN waiting_minutes integer NOT NULL DEFAULT 0;
-- The contact e-mail as one person (lower case, no +tag): what a guest's once-per-person promotion use counts by.
ALTER TABLE bookings ADD COLUMN contact_email_identity text NOT NULL DEFAULT '';
UPDATE bookings SET contact_email_identity = regexp_replace(lower(trim(contact_email)), '^([^@+][^@+]*)\+[^@]*@', '\1@');
CREATE INDEX bookings_promo_uses ON bookings (promo_id) WHERE promo_id IS NOT NULL;
