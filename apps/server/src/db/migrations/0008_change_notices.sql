-- Change notices for the server's in-memory caches (docs/decisions/0013-quotes-priced-in-memory.md): every
-- statement that writes a table the quotation and booking paths read from memory sends NOTIFY cabkit_changes
-- with the table's name, after its transaction commits, whoever wrote it (the server, a test, an operator with
-- psql). The server drops what it holds of that table and reads it again on next use.
CREATE OR REPLACE FUNCTION cabkit_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cabkit_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER tariffs_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tariffs
  FOR EACH STATEMENT EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER vehicle_types_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicle_types
  FOR EACH STATEMENT EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER price_tiers_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER places_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER drivers_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON drivers
  FOR EACH STATEMENT EXECUTE FUNCTION cabkit_notify_change();
