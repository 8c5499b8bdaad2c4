-- Live grants end with their credentials: a deleted session (sign-out, sign-out of all sessions, password
-- change) or a stopped shared link sends a change notice, so every instance closes the hub connections that
-- rested on it at once. Row triggers, so the housekeeping delete that finds nothing sends nothing; several rows
-- in one transaction send one notice (PostgreSQL folds identical notices).
CREATE TRIGGER sessions_change_notice AFTER DELETE OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER trip_shares_change_notice AFTER DELETE ON trip_shares
  FOR EACH ROW EXECUTE FUNCTION cabkit_notify_change();

-- Shared links the owner can list and stop one by one (by id: the token itself is never stored), and that end
-- with their maker's password change or sign-out of every session (created_by, the maker's customer id). Links
-- made before this migration count as made by the booking's customer.
ALTER TABLE trip_shares ADD COLUMN id serial NOT NULL;
ALTER TABLE trip_shares ADD COLUMN created_by integer;
CREATE UNIQUE INDEX trip_shares_id ON trip_shares (id);
CREATE INDEX trip_shares_created_by ON trip_shares (created_by);
UPDATE trip_shares SET created_by = bookings.customer_id
  FROM job_parts JOIN bookings ON bookings.id = job_parts.booking_id
  WHERE job_parts.id = trip_shares.job_part_id;
