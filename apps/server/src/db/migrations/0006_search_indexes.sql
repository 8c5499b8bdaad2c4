-- Address search runs on the in-memory index (services/gazetteer/address-index.ts), loaded once from
-- `places`; the trigram (search_text gin_trgm_ops) and prefix indexes of 0001 stay for SQL look-ups on
-- PostgreSQL. What still queries `places` per request is the airport look-up (airport charges, flight checks,
-- the configuration's airports list): a partial index over airports by position serves both.
CREATE INDEX IF NOT EXISTS places_airports_position ON places (latitude, longitude) WHERE category = 'Airport';
