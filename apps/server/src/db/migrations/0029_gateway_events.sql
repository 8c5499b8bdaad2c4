-- Gateway webhooks: Stripe and PayPal deliver an event at least once, and again until it is answered. Each event
-- the server applied is kept by its gateway's event id (per tenant), so a re-delivery is answered without applying
-- it twice; the payment it settles is itself recorded at most once (payments' claim and markSucceeded).
CREATE TABLE gateway_events (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, gateway, event_id)
);

-- A card gateway's own customer for each passenger who saves a card there (a Stripe Customer): saved cards are
-- the gateway's payment methods attached to it. One per tenant, passenger and gateway; the id is the gateway's.
CREATE TABLE gateway_customers (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  gateway_customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_id, gateway)
);
