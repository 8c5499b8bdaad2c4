-- Live grants end with their credentials: a deleted session (sign-out, sign-out of all sessions, password
-- change) or a stopped shared link sends a change notice, so every instance closes the hub connections that
-- rested on it at once. Row triggers, so the housekeeping delete that finds nothing sends nothing; several rows
-- in one transaction send one notice (PostgreSQL folds identical notices).
CREATE TRIGGER sessions_change_notice AFTER DELETE OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cabkit_notify_change();
CREATE TRIGGER trip_shares_change_notice AFTER DELETE ON trip_shares
  FOR EACH ROW EXECUTE FUNCTION cabkit_notify_change();
