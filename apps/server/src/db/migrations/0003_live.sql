-- Live side: drivers and their footprints (positions over time), driver assignments to job parts,
-- payments (one per booking, idempotent by request id) and single-use card tokens of the sandbox gateway.

CREATE TABLE drivers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Photo as an image URL or data URL; empty means the generated avatar (GET /api/driverphoto).
  photo text NOT NULL DEFAULT '',
  vehicle_make text NOT NULL,
  vehicle_model text NOT NULL,
  reg_no text NOT NULL,
  colour text NOT NULL,
  licence_no text NOT NULL,
  mobile text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  available boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX drivers_tenant ON drivers (tenant_id, available);

-- A driver on a job part, and how far along the job it is (the simulator advances it).
CREATE TABLE driver_assignments (
  job_part_id integer PRIMARY KEY REFERENCES job_parts(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  status text NOT NULL,
  -- Points of the approach (driver to pickup) then the journey; `step` indexes into them.
  path jsonb NOT NULL DEFAULT '[]',
  pickup_step integer NOT NULL DEFAULT 0,
  step integer NOT NULL DEFAULT 0,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_assignments_driver ON driver_assignments (driver_id);

CREATE TABLE driver_footprints (
  id bigserial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  job_part_id integer REFERENCES job_parts(id) ON DELETE CASCADE,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_footprints_job ON driver_footprints (job_part_id, id);

-- One payment per booking; the unique request id and booking id make a retried or concurrent payment
-- find the same row, and the status claim (pending -> processing) lets only one attempt charge.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  request_id text NOT NULL,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  intent_id text NOT NULL UNIQUE,
  client_secret text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency_code char(3) NOT NULL,
  -- pending, processing, succeeded, failed
  status text NOT NULL DEFAULT 'pending',
  auth_code text NOT NULL DEFAULT '',
  failure_message text NOT NULL DEFAULT '',
  charges integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_request ON payments (tenant_id, request_id);
CREATE UNIQUE INDEX payments_booking ON payments (booking_id);

-- Card tokens of the sandbox gateway: single use, short-lived; only the last four digits are kept.
CREATE TABLE card_tokens (
  nonce text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  cardholder_name text NOT NULL,
  -- The sandbox outcome the card number stands for: success, declined, insufficient_funds.
  outcome text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
