-- appeal_status_counts (src/db/schema.ts) kept with every write of appeals: the office queue reads
-- a season's counts from it instead of counting the season at each call. Only confirmed
-- appeals: those awaiting confirmation stop waiting as time passes, which no write marks, so the
-- queue counts them itself (few, appeals_queue_awaiting_idx).
-- Per statement, from its transition tables: a trigger per row wrote the same count row once per
-- appeal of a bulk insert, and 100,000 versions of one row in one transaction took the benchmark's
-- seeding of a season from 17 s to 156 s.
CREATE FUNCTION appeal_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes appeal_status_counts[];
BEGIN
  -- +1 for each confirmed row as it is now, -1 for each as it was.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, window_id, status, 1)::appeal_status_counts) INTO changes FROM new_rows WHERE confirmed_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, window_id, status, -1)::appeal_status_counts) INTO changes FROM old_rows WHERE confirmed_at IS NOT NULL;
  ELSE
    SELECT array_agg(row(tenant_id, window_id, status, n)::appeal_status_counts) INTO changes FROM (
      SELECT tenant_id, window_id, status, 1 AS n FROM new_rows WHERE confirmed_at IS NOT NULL
      UNION ALL
      SELECT tenant_id, window_id, status, -1 FROM old_rows WHERE confirmed_at IS NOT NULL
    ) changed;
  END IF;
  -- A public filing (not confirmed yet) changes no count.
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  -- Taken away by an update only: when a county is deleted its counts may go first (cascade), and
  -- a new row with a negative count would fail their foreign key. A clerk's move locks the old
  -- status's row before the new one's; the timeline only goes forward, so two moves never lock
  -- two rows in opposite orders.
  UPDATE appeal_status_counts counts SET count = counts.count + delta.count
    FROM (SELECT tenant_id, window_id, status, sum(count)::int AS count FROM unnest(changes) GROUP BY 1, 2, 3) delta
    WHERE delta.count < 0 AND (counts.tenant_id, counts.window_id, counts.status) = (delta.tenant_id, delta.window_id, delta.status);
  INSERT INTO appeal_status_counts AS counts (tenant_id, window_id, status, count)
    SELECT tenant_id, window_id, status, sum(count)::int FROM unnest(changes) GROUP BY 1, 2, 3 HAVING sum(count) > 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, window_id, status) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appeal_status_counts_insert AFTER INSERT ON appeals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_status_counts_update AFTER UPDATE ON appeals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_status_counts_delete AFTER DELETE ON appeals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_status_counts_keep();
--> statement-breakpoint
-- The triggers first: they lock appeals against writes until this commits, so none falls between.
INSERT INTO appeal_status_counts (tenant_id, window_id, status, count)
  SELECT tenant_id, window_id, status, count(*) FROM appeals WHERE confirmed_at IS NOT NULL GROUP BY tenant_id, window_id, status;
