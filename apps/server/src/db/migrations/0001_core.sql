-- Core tables: tenants and their configuration, vehicles, prices, gazetteer, quotations, bookings.
-- Hand-written; applied once each, in file-name order, by src/db/migrate.ts.

CREATE TABLE tenants (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- Every Configuration field, as the /api/configuration response carries it (docs/behaviour/common.md#configuration).
  configuration jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vehicle_types (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text NOT NULL,
  passengers integer NOT NULL,
  luggages integer NOT NULL,
  handbags integer NOT NULL,
  max_luggage integer NOT NULL,
  price_factor numeric(8, 3) NOT NULL DEFAULT 1,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX vehicle_types_tenant ON vehicle_types (tenant_id, sort_order);

CREATE TABLE price_tiers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price_factor numeric(8, 3) NOT NULL DEFAULT 1,
  sort_order integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false
);
CREATE INDEX price_tiers_tenant ON price_tiers (tenant_id, sort_order);

CREATE TABLE tariffs (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  currency_code char(3) NOT NULL DEFAULT 'GBP',
  base_fare numeric(10, 2) NOT NULL,
  per_mile numeric(10, 2) NOT NULL,
  per_minute numeric(10, 2) NOT NULL,
  minimum_fare numeric(10, 2) NOT NULL,
  airport_charge numeric(10, 2) NOT NULL DEFAULT 0,
  via_stop_charge numeric(10, 2) NOT NULL DEFAULT 0,
  -- Wait-and-return: the driver waits at the drop-off; charged per minute of waiting.
  wait_and_return_per_minute numeric(10, 2) NOT NULL DEFAULT 0,
  -- Percentage taken off the return leg of a return journey.
  return_discount_percent numeric(5, 2) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX tariffs_one_active ON tariffs (tenant_id) WHERE active;

-- The gazetteer: places with postcodes and coordinates, and airports (category 'Airport').
CREATE TABLE places (
  id serial PRIMARY KEY,
  name text NOT NULL,
  line1 text NOT NULL DEFAULT '',
  line2 text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  category text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  iata text NOT NULL DEFAULT '',
  -- Lower-case name, lines, postcode (with and without its space) and IATA code, for the trigram search.
  search_text text NOT NULL
);
CREATE INDEX places_search_trgm ON places USING gin (search_text gin_trgm_ops);
CREATE INDEX places_name_prefix ON places (lower(name) text_pattern_ops);
CREATE INDEX places_postcode_prefix ON places (lower(replace(postcode, ' ', '')) text_pattern_ops);

-- The server's own quotations: bookings are priced from these, never from the client's figures.
CREATE TABLE quotations (
  id text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  request_id text NOT NULL DEFAULT '',
  customer_id integer,
  booker_id integer,
  vehicle_type_id integer NOT NULL,
  return_type text NOT NULL DEFAULT '',
  pickup text NOT NULL,
  pickup_latitude double precision NOT NULL,
  pickup_longitude double precision NOT NULL,
  dropoff text NOT NULL,
  dropoff_latitude double precision NOT NULL,
  dropoff_longitude double precision NOT NULL,
  via jsonb NOT NULL DEFAULT '[]',
  booking_date text NOT NULL,
  return_date text NOT NULL DEFAULT '',
  currency_code char(3) NOT NULL,
  fare numeric(10, 2) NOT NULL,
  return_fare numeric(10, 2) NOT NULL,
  total_fare numeric(10, 2) NOT NULL,
  -- Per vehicle type: [{ VehTypeId, Fare, ReturnFare, TotalFare, CurrencyCode }].
  prices jsonb NOT NULL,
  route_distance double precision NOT NULL,
  journey_time integer NOT NULL,
  return_route_distance double precision NOT NULL DEFAULT 0,
  return_journey_time integer NOT NULL DEFAULT 0,
  route_path jsonb NOT NULL,
  return_route_path jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX quotations_expiry ON quotations (expires_at);

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  request_id text NOT NULL,
  -- Unguessable (192 bits, base64url): a guest's only way to read the booking back.
  tracking_code text NOT NULL UNIQUE,
  reference text NOT NULL UNIQUE,
  return_reference text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'Upcoming',
  source integer NOT NULL DEFAULT 1,
  quotation_id text REFERENCES quotations(id) ON DELETE SET NULL,
  -- Owners, as plain ids (customers and bookers live in the accounts migration).
  customer_id integer,
  booker_id integer,
  return_type text NOT NULL DEFAULT '',
  payment_type text NOT NULL,
  is_paid boolean NOT NULL DEFAULT false,
  price_tier_id integer,
  promo_id integer,
  vehicle_type_id integer NOT NULL,
  vehicle_name text NOT NULL,
  currency_code char(3) NOT NULL,
  fare numeric(10, 2) NOT NULL,
  return_fare numeric(10, 2) NOT NULL DEFAULT 0,
  total_fare numeric(10, 2) NOT NULL,
  note text NOT NULL DEFAULT '',
  booker_ref text NOT NULL DEFAULT '',
  our_ref text NOT NULL DEFAULT '',
  passengers integer NOT NULL DEFAULT 1,
  luggages integer NOT NULL DEFAULT 0,
  handbags integer NOT NULL DEFAULT 0,
  small_pets integer NOT NULL DEFAULT 0,
  other_pets integer NOT NULL DEFAULT 0,
  small_children integer NOT NULL DEFAULT 0,
  large_children integer NOT NULL DEFAULT 0,
  contact_first_name text NOT NULL,
  contact_last_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL,
  contact_dialing_code text NOT NULL DEFAULT '+44',
  contact_email text NOT NULL DEFAULT '',
  customer_first_name text NOT NULL DEFAULT '',
  customer_last_name text NOT NULL DEFAULT '',
  customer_phone text NOT NULL DEFAULT '',
  customer_email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bookings_request ON bookings (tenant_id, request_id);
CREATE INDEX bookings_customer ON bookings (customer_id);
CREATE INDEX bookings_booker ON bookings (booker_id);

-- One row per leg: the outward journey and, for 'rtn' and 'w&r', the return.
CREATE TABLE job_parts (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  leg text NOT NULL CHECK (leg IN ('outward', 'return')),
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'Upcoming',
  pickup_type text NOT NULL,
  pickup_time timestamptz NOT NULL,
  pickup text NOT NULL,
  pickup_postcode text NOT NULL DEFAULT '',
  pickup_latitude double precision NOT NULL,
  pickup_longitude double precision NOT NULL,
  pickup_note text NOT NULL DEFAULT '',
  dropoff text NOT NULL,
  dropoff_postcode text NOT NULL DEFAULT '',
  dropoff_latitude double precision NOT NULL,
  dropoff_longitude double precision NOT NULL,
  dropoff_note text NOT NULL DEFAULT '',
  via jsonb NOT NULL DEFAULT '[]',
  flight_number text NOT NULL DEFAULT '',
  flight_from text NOT NULL DEFAULT '',
  flight_landing_time text NOT NULL DEFAULT '',
  waiting_time integer NOT NULL DEFAULT 0,
  fare numeric(10, 2) NOT NULL,
  route_distance double precision NOT NULL,
  journey_time integer NOT NULL,
  route_path jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_parts_booking ON job_parts (booking_id);

-- Idempotent writes: the first request with an id stores its response; retries get the same answer.
CREATE TABLE idempotency (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  scope text NOT NULL,
  request_id text NOT NULL,
  status_code integer NOT NULL DEFAULT 0,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, scope, request_id)
);
