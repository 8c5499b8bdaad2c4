-- An issued booker invoice is a fixed record: the journeys it listed and its totals as they were when issued,
-- so a journey cancelled, changed or added afterwards does not change it (its PDF is drawn from these columns).
-- Invoices issued before this migration, and those the company issues, have no snapshot yet: the server takes
-- it once, the first time the invoice is read, and never again.
ALTER TABLE booker_invoices ADD COLUMN issued_at timestamptz;
UPDATE booker_invoices SET issued_at = created_at;
ALTER TABLE booker_invoices ALTER COLUMN issued_at SET NOT NULL;
ALTER TABLE booker_invoices ALTER COLUMN issued_at SET DEFAULT now();
ALTER TABLE booker_invoices ADD COLUMN currency_code text;
ALTER TABLE booker_invoices ADD COLUMN commission_rate numeric(5,2);
ALTER TABLE booker_invoices ADD COLUMN total_price numeric(12,2);
ALTER TABLE booker_invoices ADD COLUMN total_card numeric(12,2);
ALTER TABLE booker_invoices ADD COLUMN total_cash numeric(12,2);
ALTER TABLE booker_invoices ADD COLUMN total_commission numeric(12,2);
-- The statement rows as issued, and who the invoice is from and to (company and booker details at the time).
ALTER TABLE booker_invoices ADD COLUMN rows jsonb;
ALTER TABLE booker_invoices ADD COLUMN parties jsonb;
-- A snapshot is whole or absent.
ALTER TABLE booker_invoices ADD CONSTRAINT booker_invoices_snapshot_whole CHECK (
  (rows IS NULL AND parties IS NULL AND currency_code IS NULL AND commission_rate IS NULL AND total_price IS NULL
    AND total_card IS NULL AND total_cash IS NULL AND total_commission IS NULL)
  OR (rows IS NOT NULL AND parties IS NOT NULL AND currency_code IS NOT NULL AND commission_rate IS NOT NULL
    AND total_price IS NOT NULL AND total_card IS NOT NULL AND total_cash IS NOT NULL AND total_commission IS NOT NULL)
);
