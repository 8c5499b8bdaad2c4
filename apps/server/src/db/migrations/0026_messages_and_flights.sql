-- Passengers are told about their bookings (confirmed, changed, driver assigned and arrived, cancelled, receipt) by
-- e-mail and text. An account's choices are a list of `kind:channel` (no row: the defaults). Each message is sent
-- once per booking, kind and channel: the row is claimed before it is sent, so retried requests, concurrent status
-- updates and a second instance send nothing twice. Texts are kept in a development outbox like e-mail.
CREATE TABLE message_preferences (
  customer_id integer PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL,
  choices text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE booking_messages (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL,
  -- What makes this message one of its kind: empty for once-only kinds, the new pickup time for a change.
  occasion text NOT NULL DEFAULT '',
  sent_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, kind, channel, occasion)
);

CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL,
  to_number text NOT NULL,
  body text NOT NULL,
  transport text NOT NULL DEFAULT 'outbox',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_tenant_idx ON sms_outbox (tenant_id, id);

-- An airport pickup follows its flight: the flight's last known state and landing, when it was last looked at, and
-- the pickup as booked (set when the flight first moves it, so the pickup is never made earlier than booked).
ALTER TABLE job_parts ADD COLUMN flight_status text NOT NULL DEFAULT '';
ALTER TABLE job_parts ADD COLUMN flight_expected_landing timestamptz;
ALTER TABLE job_parts ADD COLUMN flight_checked_at timestamptz;
ALTER TABLE job_parts ADD COLUMN booked_pickup_time timestamptz;
