CREATE TYPE "public"."open_shift_claim_status" AS ENUM('pending', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."open_shift_status" AS ENUM('open', 'filled', 'cancelled');--> statement-breakpoint
CREATE TABLE "open_shift_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"open_shift_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"status" "open_shift_claim_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "open_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" "open_shift_status" DEFAULT 'open' NOT NULL,
	"posted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "open_shifts_end_after_start" CHECK ("open_shifts"."scheduled_end" > "open_shifts"."scheduled_start"),
	CONSTRAINT "open_shifts_at_most_24h" CHECK ("open_shifts"."scheduled_end" - "open_shifts"."scheduled_start" <= interval '24 hours')
);
--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_open_shift_id_open_shifts_id_fk" FOREIGN KEY ("open_shift_id") REFERENCES "public"."open_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_shift_claims_one_approved" ON "open_shift_claims" USING btree ("open_shift_id") WHERE "open_shift_claims"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "open_shift_claims_one_pending_per_person" ON "open_shift_claims" USING btree ("open_shift_id","person_id") WHERE "open_shift_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "open_shift_claims_person_idx" ON "open_shift_claims" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "open_shifts_location_start_idx" ON "open_shifts" USING btree ("location_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "open_shifts_open_start_idx" ON "open_shifts" USING btree ("scheduled_start") WHERE "open_shifts"."status" = 'open';