CREATE TYPE "public"."time_off_status" AS ENUM('pending', 'approved', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."time_off_type" AS ENUM('vacation', 'sick', 'unpaid', 'other');--> statement-breakpoint
CREATE TABLE "person_availability" (
	"person_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text,
	"end_time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_availability_person_id_weekday_pk" PRIMARY KEY("person_id","weekday"),
	CONSTRAINT "person_availability_weekday" CHECK ("person_availability"."weekday" between 0 and 6),
	CONSTRAINT "person_availability_times" CHECK (("person_availability"."start_time" is null and "person_availability"."end_time" is null) or ("person_availability"."start_time" < "person_availability"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"type" time_off_type NOT NULL,
	"all_day" boolean NOT NULL,
	"start_date" date,
	"end_date" date,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" time_off_status DEFAULT 'pending' NOT NULL,
	"paid_minutes" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"decided_location_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_requests_end_after_start" CHECK ("time_off_requests"."ends_at" > "time_off_requests"."starts_at"),
	CONSTRAINT "time_off_requests_days_or_hours" CHECK (("time_off_requests"."all_day" and "time_off_requests"."start_date" is not null and "time_off_requests"."end_date" is not null and "time_off_requests"."end_date" >= "time_off_requests"."start_date")
        or (not "time_off_requests"."all_day" and "time_off_requests"."start_date" is null and "time_off_requests"."end_date" is null)),
	CONSTRAINT "time_off_requests_paid_minutes" CHECK ("time_off_requests"."paid_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "person_availability" ADD CONSTRAINT "person_availability_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_decided_location_id_locations_id_fk" FOREIGN KEY ("decided_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_requests_person_idx" ON "time_off_requests" USING btree ("person_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_off_requests_decided_location_idx" ON "time_off_requests" USING btree ("decided_location_id","starts_at");--> statement-breakpoint
-- Hand-written (drizzle-kit has no exclusion constraints): two pending or approved requests of a
-- person never overlap (docs/decisions/0203-time-off-and-availability.md). btree_gist is installed
-- by migration 0001.
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_no_overlap"
	EXCLUDE USING gist ("person_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
	WHERE ("status" IN ('pending', 'approved'));
