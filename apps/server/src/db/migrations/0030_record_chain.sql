CREATE TABLE "record_chain" (
	"organization_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"table_name" text NOT NULL,
	"operation" text NOT NULL,
	"row_id" text NOT NULL,
	"row_hash" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "record_chain_organization_id_seq_pk" PRIMARY KEY("organization_id","seq"),
	CONSTRAINT "record_chain_operation" CHECK ("record_chain"."operation" in ('insert', 'update', 'delete', 'existing'))
);
--> statement-breakpoint
CREATE TABLE "record_chain_heads" (
	"organization_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_chain_row_idx" ON "record_chain" USING btree ("table_name","row_id","seq");--> statement-breakpoint
-- The chain's trigger function (docs/decisions/0205-records-kept.md). Arguments: how the row finds its
-- organization ('organization_id', 'location_id', 'person_id' or 'audit_entry_id'), then the key
-- columns. The zone is pinned so that a timestamptz reads the same in the row's JSON whoever writes.
CREATE FUNCTION record_chain_append() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_catalog SET "TimeZone" = 'UTC' AS $$
DECLARE
  row_json jsonb;
  org uuid;
  parent uuid;
  op text;
  rid text;
  rhash text;
  head_seq bigint;
  head_hash text;
  at_now timestamptz := now();
  entry_hash text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_json := to_jsonb(OLD);
    op := 'delete';
  ELSE
    row_json := to_jsonb(NEW);
    op := lower(TG_OP);
    rhash := encode(sha256(convert_to(jsonb_strip_nulls(row_json)::text, 'UTF8')), 'hex');
  END IF;
  rid := row_json->>TG_ARGV[1];
  IF TG_NARGS > 2 THEN
    rid := rid || '/' || (row_json->>TG_ARGV[2]);
  END IF;

  parent := (row_json->>TG_ARGV[0])::uuid;
  IF TG_ARGV[0] = 'organization_id' THEN
    org := parent;
  ELSIF TG_ARGV[0] = 'location_id' THEN
    SELECT organization_id INTO org FROM locations WHERE id = parent;
  ELSIF TG_ARGV[0] = 'person_id' THEN
    SELECT organization_id INTO org FROM people WHERE id = parent;
  ELSE
    SELECT l.organization_id INTO org FROM audit_entries a JOIN locations l ON l.id = a.location_id
     WHERE a.id = parent;
  END IF;
  IF org IS NULL THEN
    -- The parent went first in the same statement (a cascade): the row's own entries know its organization.
    SELECT organization_id INTO org FROM record_chain
     WHERE table_name = TG_TABLE_NAME AND row_id = rid ORDER BY seq DESC LIMIT 1;
    IF org IS NULL THEN
      RAISE EXCEPTION 'record_chain: no organization for % %', TG_TABLE_NAME, rid;
    END IF;
  END IF;

  -- The head row serializes the organization's writers until their transactions end. It is only
  -- locked, never updated: the last entry is read by the chain's primary key.
  PERFORM 1 FROM record_chain_heads WHERE organization_id = org FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO record_chain_heads (organization_id) VALUES (org) ON CONFLICT (organization_id) DO NOTHING;
    PERFORM 1 FROM record_chain_heads WHERE organization_id = org FOR UPDATE;
  END IF;
  SELECT seq, hash INTO head_seq, head_hash FROM record_chain WHERE organization_id = org
   ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    head_seq := 0;
    head_hash := repeat('0', 64);
  END IF;

  head_seq := head_seq + 1;
  entry_hash := encode(sha256(convert_to(concat_ws('|', org, head_seq,
    to_char(at_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    TG_TABLE_NAME, op, rid, coalesce(rhash, ''), head_hash), 'UTF8')), 'hex');
  INSERT INTO record_chain (organization_id, seq, at, table_name, operation, row_id, row_hash, prev_hash, hash)
    VALUES (org, head_seq, at_now, TG_TABLE_NAME, op, rid, rhash, head_hash, entry_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows written before the chain: one 'existing' entry each, table by table in this order, rows by key.
DO $$
DECLARE
  chained text[][] := ARRAY[
    ['locations', 'organization_id', 'id', NULL],
    ['people', 'organization_id', 'id', NULL],
    ['employees', 'location_id', 'id', NULL],
    ['shifts', 'location_id', 'id', NULL],
    ['shift_breaks', 'location_id', 'id', NULL],
    ['offline_punches', 'location_id', 'location_id', 'id'],
    ['scheduled_shifts', 'location_id', 'id', NULL],
    ['scheduled_shift_removals', 'location_id', 'id', NULL],
    ['schedule_publishes', 'location_id', 'id', NULL],
    ['audit_entries', 'location_id', 'id', NULL],
    ['correction_responses', 'audit_entry_id', 'audit_entry_id', NULL],
    ['pay_period_approvals', 'location_id', 'id', NULL],
    ['time_off_requests', 'person_id', 'id', NULL]
  ];
  org_expr text;
  rid_expr text;
  entry record;
  head_seq bigint;
  head_hash text;
  at_now timestamptz := now();
  entry_hash text;
BEGIN
  SET LOCAL "TimeZone" = 'UTC';
  FOR i IN 1 .. array_length(chained, 1) LOOP
    org_expr := CASE chained[i][2]
      WHEN 'organization_id' THEN 't.organization_id'
      WHEN 'location_id' THEN '(SELECT organization_id FROM locations WHERE id = t.location_id)'
      WHEN 'person_id' THEN '(SELECT organization_id FROM people WHERE id = t.person_id)'
      ELSE '(SELECT l.organization_id FROM audit_entries a JOIN locations l ON l.id = a.location_id WHERE a.id = t.audit_entry_id)'
    END;
    rid_expr := format('t.%I::text', chained[i][3]);
    IF chained[i][4] IS NOT NULL THEN
      rid_expr := rid_expr || format(' || ''/'' || t.%I::text', chained[i][4]);
    END IF;
    FOR entry IN EXECUTE format(
      'SELECT %s AS org, %s AS rid, encode(sha256(convert_to(jsonb_strip_nulls(to_jsonb(t))::text, ''UTF8'')), ''hex'') AS rhash
         FROM %I t ORDER BY 2', org_expr, rid_expr, chained[i][1])
    LOOP
      SELECT seq, hash INTO head_seq, head_hash FROM record_chain WHERE organization_id = entry.org
       ORDER BY seq DESC LIMIT 1;
      IF NOT FOUND THEN
        head_seq := 0;
        head_hash := repeat('0', 64);
      END IF;
      head_seq := head_seq + 1;
      entry_hash := encode(sha256(convert_to(concat_ws('|', entry.org, head_seq,
        to_char(at_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        chained[i][1], 'existing', entry.rid, entry.rhash, head_hash), 'UTF8')), 'hex');
      INSERT INTO record_chain (organization_id, seq, at, table_name, operation, row_id, row_hash, prev_hash, hash)
        VALUES (entry.org, head_seq, at_now, chained[i][1], 'existing', entry.rid, entry.rhash, head_hash, entry_hash);
    END LOOP;
  END LOOP;
  INSERT INTO record_chain_heads (organization_id) SELECT DISTINCT organization_id FROM record_chain;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: a transaction takes its organization's head row only while it commits,
-- rather than from its first write on, so punches of one organization queue for the commit alone.
-- Each change still gets its own entry, in the order the changes were made, with the row as that
-- change left it.
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON locations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('organization_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON people DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('organization_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON employees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON shifts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON shift_breaks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON offline_punches DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON scheduled_shifts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON scheduled_shift_removals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON schedule_publishes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON audit_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON correction_responses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('audit_entry_id', 'audit_entry_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON pay_period_approvals DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('location_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_chain_append AFTER INSERT OR UPDATE OR DELETE ON time_off_requests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_chain_append('person_id', 'id');
--> statement-breakpoint
-- Append-only: entries and head rows are inserted by record_chain_append alone, a trigger's own
-- statement (depth 2 here); any other insert, and every update or delete of the chain or its heads,
-- is refused, whoever sends it.
CREATE FUNCTION record_chain_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER record_chain_append_only BEFORE INSERT OR UPDATE OR DELETE ON record_chain FOR EACH ROW EXECUTE FUNCTION record_chain_refuse();
--> statement-breakpoint
CREATE TRIGGER record_chain_no_truncate BEFORE TRUNCATE ON record_chain FOR EACH STATEMENT EXECUTE FUNCTION record_chain_refuse();
--> statement-breakpoint
CREATE TRIGGER record_chain_heads_guard BEFORE INSERT OR UPDATE OR DELETE ON record_chain_heads FOR EACH ROW EXECUTE FUNCTION record_chain_refuse();
--> statement-breakpoint
CREATE TRIGGER record_chain_heads_no_truncate BEFORE TRUNCATE ON record_chain_heads FOR EACH STATEMENT EXECUTE FUNCTION record_chain_refuse();
