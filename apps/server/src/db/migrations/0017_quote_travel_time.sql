-- The travel time a quote was priced with (the nearest driver's, never below MinLeadTime): a booking of the quote
-- judges its pickup against now plus this, as the web app did (domain pickupTimeRefusal). Older quotes read 0.
ALTER TABLE quotations ADD COLUMN travel_time integer NOT NULL DEFAULT 0;
