-- A booking's owner may change it online (docs/behaviour/bookings.md#change): each change is kept as its trail
-- (who, when, each field old -> new, the price difference and the money moved). A change that costs more waits for
-- its own payment of the difference; one that costs less refunds the difference from the booking's payment.
CREATE TABLE booking_changes (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  -- The asker's key for this change: a second confirm of the same change finds it and changes nothing again.
  change_key text NOT NULL,
  customer_id integer,
  booker_id integer,
  changed_by text NOT NULL DEFAULT '',
  -- awaiting_payment (the difference is being charged), applied, or abandoned (a newer change replaced it).
  status text NOT NULL DEFAULT 'applied' CHECK (status IN ('awaiting_payment', 'applied', 'abandoned')),
  -- [{ Field, From, To }] in words, as the trail shows them.
  fields jsonb NOT NULL,
  -- The booking and outward leg columns the change writes, kept until it is applied.
  new_values jsonb NOT NULL,
  old_total numeric(10, 2) NOT NULL,
  new_total numeric(10, 2) NOT NULL,
  difference numeric(10, 2) NOT NULL,
  currency_code char(3) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);
CREATE UNIQUE INDEX booking_changes_key ON booking_changes (booking_id, change_key);

-- A change's charge is a payment of its own (the booking's own payment stays the one unique per booking).
ALTER TABLE payments ADD COLUMN change_id integer REFERENCES booking_changes(id) ON DELETE CASCADE;
DROP INDEX payments_booking;
CREATE UNIQUE INDEX payments_booking ON payments (booking_id) WHERE change_id IS NULL;
CREATE UNIQUE INDEX payments_change ON payments (change_id);

-- A change's refund gives part of a payment back (of each payment at most once); a cancel's stays one per payment.
ALTER TABLE refunds ADD COLUMN change_id integer REFERENCES booking_changes(id) ON DELETE CASCADE;
DROP INDEX refunds_payment;
CREATE UNIQUE INDEX refunds_payment ON refunds (payment_id) WHERE change_id IS NULL;
CREATE UNIQUE INDEX refunds_change ON refunds (change_id, payment_id) WHERE change_id IS NOT NULL;
