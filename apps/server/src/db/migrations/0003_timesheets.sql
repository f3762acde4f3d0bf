CREATE TYPE "public"."audit_action" AS ENUM('create', 'correct', 'auto-close', 'approve', 'reopen');--> statement-breakpoint
CREATE TYPE "public"."shift_source" AS ENUM('kiosk', 'manual');--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"location_id" uuid NOT NULL,
	"shift_id" uuid,
	"period_start" date,
	"period_end" date,
	"action" "audit_action" NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_shift_or_period" CHECK (("audit_entries"."shift_id" is not null) or ("audit_entries"."period_start" is not null and "audit_entries"."period_end" is not null))
);
--> statement-breakpoint
CREATE TABLE "pay_period_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text NOT NULL,
	CONSTRAINT "pay_period_approvals_end_after_start" CHECK ("pay_period_approvals"."end_date" >= "pay_period_approvals"."start_date")
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "source" "shift_source" DEFAULT 'kiosk' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "original_clock_in" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "original_clock_out" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_approvals" ADD CONSTRAINT "pay_period_approvals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_shift_idx" ON "audit_entries" USING btree ("shift_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_location_period_idx" ON "audit_entries" USING btree ("location_id","period_start","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_period_approvals_location_start_key" ON "pay_period_approvals" USING btree ("location_id","start_date");