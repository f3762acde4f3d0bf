-- A live punch in one statement (features/kiosk/punch-guard.ts): the approved-period check of
-- docs/decisions/0169-approved-weeks.md, which is two statements after a location lock in a
-- transaction, done inside the punch's own statement. It must be a VOLATILE function: each query in
-- it takes a fresh snapshot, so the approvals are read AFTER the location lock is granted and an
-- approval that committed while this punch waited for the lock is seen (a query of the punch's own
-- statement would read the snapshot taken before the wait).
--
-- The caller worked out `from_day`..`to_day` from the location's time zone and payroll settings as
-- its token read them; it gets false, and takes the transactional path, if they have changed since.
-- `payroll` is the stored `settings -> 'payroll'` ('null' when absent). Null: no such location.
CREATE FUNCTION "punch_allowed"(
	"location" uuid, "zone" text, "payroll" jsonb, "from_day" date, "to_day" date
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	current_zone text;
	current_payroll jsonb;
BEGIN
	-- The lock approvals.repository.ts lockLocation(…, 'share') takes: an approval (which holds the row
	-- 'no key update') waits for this punch, or this punch waits for the approval and then reads it.
	SELECT l.timezone, coalesce(l.settings -> 'payroll', 'null') INTO current_zone, current_payroll
	  FROM locations l WHERE l.id = "location" FOR SHARE;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF current_zone IS DISTINCT FROM "zone" OR current_payroll IS DISTINCT FROM "payroll" THEN
		RETURN false;
	END IF;
	RETURN NOT EXISTS (
		SELECT 1 FROM pay_period_approvals a
		 WHERE a.location_id = "location" AND a.start_date <= "to_day" AND a.end_date >= "from_day"
	);
END;
$$;
