-- A booking's access needs, asked for in the booking and matched to a vehicle that carries them: a wheelchair
-- space, meet-and-help assistance, an assistance dog, and infant seats beside the child (small_children) and
-- booster (large_children) seats already counted.
ALTER TABLE bookings ADD COLUMN infant_seats integer NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN wheelchair boolean NOT NULL DEFAULT false;
ALTER TABLE bookings ADD COLUMN assistance boolean NOT NULL DEFAULT false;
ALTER TABLE bookings ADD COLUMN assistance_dog boolean NOT NULL DEFAULT false;

-- The fee a cancel kept under the tenant's terms: taken from the refund of a paid booking, owed by the customer
-- of a cash or unpaid one (is_paid stays false, so the fee shows as money still to collect).
ALTER TABLE bookings ADD COLUMN cancellation_fee numeric(10, 2) NOT NULL DEFAULT 0;

-- What the driver is told with the job: the booking's access needs in words, copied when the job is assigned.
ALTER TABLE driver_assignments ADD COLUMN access_needs jsonb NOT NULL DEFAULT '[]'::jsonb;
