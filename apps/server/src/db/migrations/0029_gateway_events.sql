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
