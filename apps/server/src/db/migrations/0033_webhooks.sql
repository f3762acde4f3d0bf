CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"last_response_ms" integer,
	"last_attempt_at" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"row" jsonb NOT NULL,
	"old_row" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_enabled_org_idx" ON "webhook_endpoints" USING btree ("organization_id") WHERE "webhook_endpoints"."enabled";--> statement-breakpoint
CREATE INDEX "webhook_events_organization_created_idx" ON "webhook_events" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Webhook events (docs/decisions/0208-signed-webhooks.md), enqueued in the transaction of the change:
-- no write path can forget one, and a rolled-back change sends nothing. An organization without an
-- enabled endpoint subscribed to the type pays one index probe (webhook_endpoints_enabled_org_idx)
-- and writes nothing. The row is stored as it was (with the location's code and the employee's ID
-- beside it, so the payload names them as they were); the server builds the public `data` from it.
CREATE FUNCTION webhook_enqueue() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_catalog SET "TimeZone" = 'UTC' AS $$
DECLARE
  event_type text;
  org uuid;
  row_json jsonb;
  old_json jsonb;
  loc uuid;
  emp uuid;
  event_id uuid;
BEGIN
  IF TG_TABLE_NAME = 'shifts' THEN
    IF TG_OP = 'INSERT' AND NEW.source = 'kiosk' THEN
      event_type := 'punch.clocked_in';
    ELSIF TG_OP = 'UPDATE' AND OLD.clock_out IS NULL AND NEW.clock_out IS NOT NULL
      AND NEW.reviewed_at IS NOT DISTINCT FROM OLD.reviewed_at THEN
      -- A correction that closes an open shift sets reviewed_at: it is a shift.corrected (audit_entries).
      event_type := 'punch.clocked_out';
    END IF;
    loc := NEW.location_id;
    emp := NEW.employee_id;
  ELSIF TG_TABLE_NAME = 'shift_breaks' THEN
    IF TG_OP = 'INSERT' THEN
      event_type := 'break.started';
    ELSIF TG_OP = 'UPDATE' AND OLD.end_at IS NULL AND NEW.end_at IS NOT NULL THEN
      event_type := 'break.ended';
    END IF;
    loc := NEW.location_id;
  ELSIF TG_TABLE_NAME = 'audit_entries' THEN
    IF NEW.action IN ('create', 'correct', 'confirm') AND NEW.shift_id IS NOT NULL THEN
      event_type := 'shift.corrected';
    END IF;
    loc := NEW.location_id;
  ELSIF TG_TABLE_NAME = 'pay_period_approvals' THEN
    IF TG_OP = 'INSERT' THEN
      event_type := 'period.approved';
      loc := NEW.location_id;
    ELSIF TG_OP = 'DELETE' THEN
      event_type := 'period.reopened';
      loc := OLD.location_id;
    END IF;
  ELSIF TG_TABLE_NAME = 'schedule_publishes' THEN
    event_type := 'schedule.published';
    loc := NEW.location_id;
  ELSIF TG_TABLE_NAME = 'people' THEN
    IF TG_OP = 'INSERT' THEN
      event_type := 'person.created';
    ELSIF (NEW.name, NEW.email, NEW.phone, NEW.payroll_id, NEW.hourly_rate, NEW.archived_at)
      IS DISTINCT FROM (OLD.name, OLD.email, OLD.phone, OLD.payroll_id, OLD.hourly_rate, OLD.archived_at) THEN
      -- PIN counters and "schedule seen" change on punches and app visits: not the person's details.
      event_type := 'person.updated';
    END IF;
    org := NEW.organization_id;
  END IF;
  IF event_type IS NULL THEN
    RETURN NULL;
  END IF;
  IF org IS NULL THEN
    SELECT organization_id INTO org FROM locations WHERE id = loc;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints w
                  WHERE w.organization_id = org AND w.enabled AND event_type = ANY (w.events)) THEN
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    row_json := to_jsonb(OLD);
  ELSE
    row_json := to_jsonb(NEW);
    IF TG_OP = 'UPDATE' THEN
      old_json := to_jsonb(OLD);
    END IF;
  END IF;
  IF loc IS NOT NULL THEN
    row_json := row_json || jsonb_build_object('_location_code', (SELECT code FROM locations WHERE id = loc));
  END IF;
  IF TG_TABLE_NAME = 'shift_breaks' THEN
    SELECT employee_id INTO emp FROM shifts WHERE id = NEW.shift_id;
  ELSIF TG_TABLE_NAME = 'audit_entries' THEN
    SELECT employee_id INTO emp FROM shifts WHERE id = NEW.shift_id;
  END IF;
  IF emp IS NOT NULL THEN
    row_json := row_json || (SELECT jsonb_build_object('_employee_id', e.id, '_employee_code', e.code,
      '_person_id', e.person_id) FROM employees e WHERE e.id = emp);
  END IF;

  INSERT INTO webhook_events (organization_id, type, row, old_row)
    VALUES (org, event_type, row_json, old_json) RETURNING id INTO event_id;
  INSERT INTO webhook_deliveries (event_id, endpoint_id, give_up_at)
    SELECT event_id, w.id, now() + interval '25 hours' FROM webhook_endpoints w
     WHERE w.organization_id = org AND w.enabled AND event_type = ANY (w.events);
  -- Heard at commit by every instance's dispatcher; never if the change rolls back.
  PERFORM pg_notify('webhook_deliveries', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT OR UPDATE ON shifts FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT OR UPDATE ON shift_breaks FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT OR DELETE ON pay_period_approvals FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT ON schedule_publishes FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();--> statement-breakpoint
CREATE TRIGGER webhook_enqueue AFTER INSERT OR UPDATE ON people FOR EACH ROW EXECUTE FUNCTION webhook_enqueue();
