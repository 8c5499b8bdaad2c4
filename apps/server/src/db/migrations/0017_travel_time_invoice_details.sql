-- The travel time a quote was priced with (the nearest driver's, never below MinLeadTime): a booking of the quote
-- judges its pickup against now plus this, as the web app did (domain pickupTimeRefusal). Older quotes read 0.
ALTER TABLE quotations ADD COLUMN travel_time integer NOT NULL DEFAULT 0;
-- A customer's invoice details (docs/behaviour/account.md#invoice-details): one row per customer, made on first save.
CREATE TABLE customer_invoice_details (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  company text NOT NULL DEFAULT '',
  name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  postcode text NOT NULL,
  country text NOT NULL,
  vat_number text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
