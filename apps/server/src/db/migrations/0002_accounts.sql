-- Accounts: customers and bookers, sessions, password resets, address book, promotions, comments,
-- booker invoices, the mail outbox and the licence service's tables.

-- A corporate booker (docs/behaviour/booker.md): books for others, earns commission, gets statements and invoices.
CREATE TABLE bookers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  company text NOT NULL,
  address text NOT NULL DEFAULT '',
  commission_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (commission_rate >= 0 AND commission_rate <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookers_tenant ON bookers (tenant_id);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Stored trimmed and lower-case, so the unique index below is case-insensitive.
  email text NOT NULL CHECK (email = lower(btrim(email))),
  phone text NOT NULL,
  dialing_code text NOT NULL DEFAULT '+44',
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  -- scrypt (N=2^14, r=8, p=1) key of the password, and its per-user salt; both hex. Never the password.
  password_hash text NOT NULL,
  password_salt text NOT NULL,
  sms_mailing_list boolean NOT NULL DEFAULT false,
  email_mailing_list boolean NOT NULL DEFAULT false,
  booker_id integer REFERENCES bookers(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_tenant_email ON customers (tenant_id, email);
CREATE INDEX customers_booker ON customers (booker_id);

-- Sessions: the client holds a random 256-bit token; only its SHA-256 is stored.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  remember boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Password reset links /resetpassword/{id}/{code}: the code is random, stored hashed, used once.
CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);

-- My Places: a customer's saved addresses (home, work, other).
CREATE TABLE address_book (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  postcode text NOT NULL,
  category text NOT NULL DEFAULT 'other' CHECK (category IN ('home', 'work', 'other')),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  place_name text NOT NULL DEFAULT '',
  full_address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX address_book_customer ON address_book (customer_id);

-- Promo codes: a fixed amount off a fare, in one currency, between two dates, with optional limits.
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Stored upper-case; codes are matched case-insensitively.
  code text NOT NULL CHECK (code = upper(code)),
  description text NOT NULL DEFAULT '',
  value_off numeric(10, 2) NOT NULL CHECK (value_off > 0),
  currency_code char(3) NOT NULL DEFAULT 'GBP',
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  min_price numeric(10, 2) NOT NULL DEFAULT 0,
  max_uses integer,
  max_uses_per_customer integer,
  -- Unguessable token of a promotion link (GET /api/promotion?token=...).
  token text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promotions_tenant_code ON promotions (tenant_id, code);

-- Contact forms (General Enquiry, Lost/Found property, Complaint).
CREATE TABLE comments (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
  source integer NOT NULL DEFAULT 1,
  enquiry_type text NOT NULL,
  subject text NOT NULL DEFAULT '',
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE booker_invoices (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  booker_id integer NOT NULL REFERENCES bookers(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  date_from date NOT NULL,
  date_to date NOT NULL CHECK (date_to >= date_from),
  issue_date date NOT NULL,
  -- 'Me' when the booker issued it (editable); otherwise the tenant's name.
  issuer text NOT NULL DEFAULT 'Me',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booker_invoices_booker ON booker_invoices (booker_id);

-- Every e-mail the server sends; the local /dev/outbox page lists them, SMTP delivers them when configured.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  transport text NOT NULL DEFAULT 'outbox',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Licence service: which sites may embed the booking app, and booking parameters handed to it.
CREATE TABLE licences (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  tracking_code text NOT NULL UNIQUE,
  -- Host names allowed to embed the app; a leading '*.' allows sub-domains.
  allowed_domains jsonb NOT NULL DEFAULT '[]',
  customer_app_base_url text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE booking_params (
  id text PRIMARY KEY,
  licence_id integer NOT NULL REFERENCES licences(id) ON DELETE CASCADE,
  pickup text NOT NULL DEFAULT '',
  dropoff text NOT NULL DEFAULT '',
  date_time text NOT NULL DEFAULT '',
  vehicle_type_id integer NOT NULL DEFAULT 0,
  vehicle_id integer NOT NULL DEFAULT 0,
  is_asap boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
