-- A quotation is booked only by who asked for it: a guest's by the guest session that asked (http/guest-session.ts).
ALTER TABLE quotations ADD COLUMN guest_key text NOT NULL DEFAULT '';
-- Guest bookings are limited per client address and per e-mail person (services/bookings/guest-limits.ts).
-- The address a booking made without a signed-in account came from; NULL for an account's booking.
ALTER TABLE bookings ADD COLUMN guest_address text;
-- What the limits count: a tenant's guest bookings of one address, or of one e-mail person, since a time.
CREATE INDEX bookings_guest_address ON bookings (tenant_id, guest_address, created_at) WHERE guest_address IS NOT NULL;
CREATE INDEX bookings_guest_email ON bookings (tenant_id, contact_email_identity, created_at)
  WHERE guest_address IS NOT NULL;
-- Gmail ignores dots and answers to googlemail.com too (`emailIdentity`): earlier rows are counted the same way.
UPDATE bookings
SET contact_email_identity =
  coalesce(nullif(replace(split_part(contact_email_identity, '@', 1), '.', ''), ''), split_part(contact_email_identity, '@', 1))
  || '@gmail.com'
WHERE contact_email_identity ~ '^[^@]+@(gmail|googlemail)\.com$';
