-- The language a booking was made in (one of the site's languages, as a BCP 47 tag): its e-mails and texts are
-- written in it whoever sends them later (a status change, a refund). Bookings made before were told in en-GB.
ALTER TABLE bookings ADD COLUMN language text NOT NULL DEFAULT 'en-GB';
