-- When each leg reached each status (booked, driver assigned, on the way, arrived, on board, finished or
-- cancelled), so the tracking timeline shows when each step happened, not when the page was opened. A row
-- trigger records every insert and every change of status, whoever makes it (the simulator, a cancellation, an
-- operator with psql), in the same statement.
CREATE TABLE job_part_status_history (
  id serial PRIMARY KEY,
  job_part_id integer NOT NULL REFERENCES job_parts(id) ON DELETE CASCADE,
  status text NOT NULL,
  reached_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_part_status_history_part ON job_part_status_history (job_part_id, id);

CREATE OR REPLACE FUNCTION cabkit_record_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Booked when the leg was stored; a change at the moment it is made (not its transaction's start).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_part_status_history (job_part_id, status, reached_at) VALUES (NEW.id, NEW.status, NEW.created_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO job_part_status_history (job_part_id, status, reached_at) VALUES (NEW.id, NEW.status, clock_timestamp());
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_parts_status_history AFTER INSERT OR UPDATE OF status ON job_parts
  FOR EACH ROW EXECUTE FUNCTION cabkit_record_status();

-- Legs booked before this migration: only when they were booked is known (a later step's time is not).
INSERT INTO job_part_status_history (job_part_id, status, reached_at)
  SELECT id, 'Upcoming', created_at FROM job_parts;
