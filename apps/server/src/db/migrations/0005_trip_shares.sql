-- Read-only links to follow one trip (share a trip): only a hash of the random token is stored; a link
-- works while its leg is neither finished nor cancelled.
CREATE TABLE trip_shares (
  token_hash text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  job_part_id integer NOT NULL REFERENCES job_parts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trip_shares_job_part ON trip_shares (job_part_id);
