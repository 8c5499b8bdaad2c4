-- A corporate booker's journeys are priced by the booker's account tariff (the quotation depends on the
-- booker id, docs/behaviour/quotation.md#quote-triggers). A booker without one is priced by the tenant's active tariff.
ALTER TABLE bookers ADD COLUMN tariff_id integer;
-- Existing tenants with bookers get an account tariff (inactive: never the tenant's default) built from the
-- active one, 10% off the running rates, and their bookers are priced by it.
INSERT INTO tariffs (tenant_id, name, currency_code, base_fare, per_mile, per_minute, minimum_fare, airport_charge,
  via_stop_charge, wait_and_return_per_minute, return_discount_percent, active)
SELECT t.tenant_id, 'Account tariff', t.currency_code, round(t.base_fare * 0.9, 2), round(t.per_mile * 0.9, 2),
  round(t.per_minute * 0.9, 2), t.minimum_fare, t.airport_charge, t.via_stop_charge, t.wait_and_return_per_minute,
  t.return_discount_percent, false
FROM tariffs t
WHERE t.active AND EXISTS (SELECT 1 FROM bookers b WHERE b.tenant_id = t.tenant_id);
UPDATE bookers b SET tariff_id = (
  SELECT max(t.id) FROM tariffs t WHERE t.tenant_id = b.tenant_id AND t.name = 'Account tariff' AND NOT t.active
);
