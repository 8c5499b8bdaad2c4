-- One process now serves every tenant from one database: each row carries its tenant, so a query can be scoped
-- to the tenant it runs for without joining up to the row's parent, and an operator can see, export or delete
-- one firm's data alone. Existing rows take their parent's tenant.
ALTER TABLE job_parts ADD COLUMN tenant_id integer;
UPDATE job_parts p SET tenant_id = b.tenant_id FROM bookings b WHERE b.id = p.booking_id;

ALTER TABLE job_part_status_history ADD COLUMN tenant_id integer;
UPDATE job_part_status_history h SET tenant_id = p.tenant_id FROM job_parts p WHERE p.id = h.job_part_id;

ALTER TABLE driver_assignments ADD COLUMN tenant_id integer;
UPDATE driver_assignments a SET tenant_id = d.tenant_id FROM drivers d WHERE d.id = a.driver_id;

ALTER TABLE driver_footprints ADD COLUMN tenant_id integer;
UPDATE driver_footprints f SET tenant_id = d.tenant_id FROM drivers d WHERE d.id = f.driver_id;

ALTER TABLE sessions ADD COLUMN tenant_id integer;
UPDATE sessions s SET tenant_id = c.tenant_id FROM customers c WHERE c.id = s.customer_id;

ALTER TABLE password_reset_tokens ADD COLUMN tenant_id integer;
UPDATE password_reset_tokens r SET tenant_id = c.tenant_id FROM customers c WHERE c.id = r.customer_id;

ALTER TABLE customer_invoice_details ADD COLUMN tenant_id integer;
UPDATE customer_invoice_details i SET tenant_id = c.tenant_id FROM customers c WHERE c.id = i.customer_id;

ALTER TABLE address_book ADD COLUMN tenant_id integer;
UPDATE address_book a SET tenant_id = c.tenant_id FROM customers c WHERE c.id = a.customer_id;

ALTER TABLE booking_params ADD COLUMN tenant_id integer;
UPDATE booking_params p SET tenant_id = l.tenant_id FROM licences l WHERE l.id = p.licence_id;

-- An e-mail names no parent row: before this, one database held one tenant's mail, the first tenant's.
ALTER TABLE mail_outbox ADD COLUMN tenant_id integer;
UPDATE mail_outbox SET tenant_id = (SELECT min(id) FROM tenants);

-- Rows whose parent is gone (none are expected) go with it rather than stay without a tenant.
DELETE FROM job_part_status_history WHERE tenant_id IS NULL;
DELETE FROM driver_assignments WHERE tenant_id IS NULL;
DELETE FROM driver_footprints WHERE tenant_id IS NULL;
DELETE FROM sessions WHERE tenant_id IS NULL;
DELETE FROM password_reset_tokens WHERE tenant_id IS NULL;
DELETE FROM customer_invoice_details WHERE tenant_id IS NULL;
DELETE FROM address_book WHERE tenant_id IS NULL;
DELETE FROM booking_params WHERE tenant_id IS NULL;
DELETE FROM mail_outbox WHERE tenant_id IS NULL;
DELETE FROM job_parts WHERE tenant_id IS NULL;

ALTER TABLE job_parts ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE job_part_status_history ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE driver_assignments ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE driver_footprints ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE password_reset_tokens ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE customer_invoice_details ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE address_book ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE booking_params ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE mail_outbox ALTER COLUMN tenant_id SET NOT NULL;

CREATE INDEX address_book_tenant ON address_book (tenant_id, customer_id);
CREATE INDEX mail_outbox_tenant ON mail_outbox (tenant_id, id);

-- The status history takes its leg's tenant, whoever changes the status.
CREATE OR REPLACE FUNCTION cabkit_record_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Booked when the leg was stored; a change at the moment it is made (not its transaction's start).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_part_status_history (job_part_id, tenant_id, status, reached_at)
      VALUES (NEW.id, NEW.tenant_id, NEW.status, NEW.created_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO job_part_status_history (job_part_id, tenant_id, status, reached_at)
      VALUES (NEW.id, NEW.tenant_id, NEW.status, clock_timestamp());
  END IF;
  RETURN NULL;
END
$$;
