-- Keys the server signs with (docs/decisions/0015-signed-quotations.md): one per tenant and purpose, made by the
-- first server to start and shared by every instance on the database, so a quotation signed by one instance is
-- read by any other, also after a restart. Only the server reads them.
CREATE TABLE signing_keys (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, purpose)
);
