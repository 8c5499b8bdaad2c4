-- Refunds of booking payments (docs/decisions/0017-payment-life-cycle.md): a cancel gives the money back through
-- the gateway that took it. A refund that fails stays here, pending or failed with its last error, and is tried
-- again (with backoff, and again on the next start) until the gateway takes it: it is never silently lost.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  -- The leg whose cancel asked for it; null when the whole booking was cancelled.
  job_part_id integer,
  payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  gateway_refund_id text NOT NULL DEFAULT '',
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  -- When the next try is due; null once this run's tries are spent (the next start tries again).
  next_attempt_at timestamptz DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  succeeded_at timestamptz
);
-- One refund per payment: a cancel and a charge finishing at the same moment cannot both queue one.
CREATE UNIQUE INDEX refunds_payment ON refunds (payment_id);
CREATE INDEX refunds_due ON refunds (tenant_id, next_attempt_at) WHERE status <> 'succeeded';
