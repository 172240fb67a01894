-- References (src/references/reference.ts): new rows get theirs from the API; rows filed before
-- this migration get one here, made the same way: the county's prefix (the server setting
-- general.reference_prefix, else the initials of the first two words of its name), the two-digit
-- year of filing in the county's zone, six characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ drawn
-- from gen_random_uuid()'s random bytes (strong randomness; the first six bytes carry no version
-- bits, and 256 is a multiple of 32, so no character is likelier). A draw the county already has
-- is drawn again (the unique indexes, made first, say so).
ALTER TABLE "appeals" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_reference_idx" ON "appeals" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_reference_idx" ON "meetings" USING btree ("tenant_id","reference");--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  county record;
  prefix text;
  zone text;
  item record;
  bytes bytea;
  draw text;
BEGIN
  FOR county IN SELECT id, name FROM tenants LOOP
    SELECT value #>> '{}' INTO prefix FROM settings WHERE tenant_id = county.id AND key = 'general.reference_prefix';
    IF prefix IS NULL OR prefix !~ '^[A-Z]{1,4}$' THEN
      prefix := array_to_string(ARRAY(SELECT left(m[1], 1) FROM regexp_matches(upper(county.name), '([A-Z]+)', 'g') AS m LIMIT 2), '');
      IF length(prefix) = 1 THEN
        prefix := rpad(left((regexp_match(upper(county.name), '[A-Z]+'))[1], 2), 2, 'X');
      ELSIF prefix = '' THEN
        prefix := 'AO';
      END IF;
    END IF;
    SELECT name INTO zone FROM pg_timezone_names
      WHERE name = (SELECT value #>> '{}' FROM settings WHERE tenant_id = county.id AND key = 'general.timezone');
    zone := coalesce(zone, 'America/New_York');
    FOR item IN
      SELECT 'appeals' AS tbl, id, created_at FROM appeals WHERE tenant_id = county.id AND reference IS NULL
      UNION ALL
      SELECT 'meetings', id, created_at FROM meetings WHERE tenant_id = county.id AND reference IS NULL
    LOOP
      LOOP
        bytes := uuid_send(gen_random_uuid());
        draw := prefix || '-' || to_char(item.created_at AT TIME ZONE zone, 'YY') || '-'
          || substr(alphabet, 1 + (get_byte(bytes, 0) & 31), 1) || substr(alphabet, 1 + (get_byte(bytes, 1) & 31), 1)
          || substr(alphabet, 1 + (get_byte(bytes, 2) & 31), 1) || substr(alphabet, 1 + (get_byte(bytes, 3) & 31), 1)
          || substr(alphabet, 1 + (get_byte(bytes, 4) & 31), 1) || substr(alphabet, 1 + (get_byte(bytes, 5) & 31), 1);
        BEGIN
          IF item.tbl = 'appeals' THEN
            UPDATE appeals SET reference = draw WHERE tenant_id = county.id AND id = item.id;
          ELSE
            UPDATE meetings SET reference = draw WHERE tenant_id = county.id AND id = item.id;
          END IF;
          EXIT;
        EXCEPTION WHEN unique_violation THEN
          -- Taken in this county: draw again.
        END;
      END LOOP;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "appeals" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ALTER COLUMN "reference" SET NOT NULL;
