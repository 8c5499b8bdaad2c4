-- Saved cards: a signed-in customer may keep a card for next time where the gateway returns a reusable token.
-- Only the gateway's token, the brand, the last four digits and the expiry are kept; every row names its tenant
-- and its customer, and every read and delete is by both, so no one reaches another customer's card.
CREATE TABLE saved_cards (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  token text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, token)
);
CREATE INDEX saved_cards_customer ON saved_cards (tenant_id, customer_id);

-- The sandbox gateway's own side: a card's expiry (a saved card shows it), and reusable tokens, which a charge
-- does not use up (the single-use nonces stay single use).
ALTER TABLE card_tokens ADD COLUMN expiry_month integer NOT NULL DEFAULT 0;
ALTER TABLE card_tokens ADD COLUMN expiry_year integer NOT NULL DEFAULT 0;
ALTER TABLE card_tokens ADD COLUMN reusable boolean NOT NULL DEFAULT false;
