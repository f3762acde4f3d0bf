-- Draft and publish (docs/decisions/0198-draft-and-publish.md): employees see a scheduled shift's
-- published times; new and changed shifts are drafts until the manager publishes them; a deleted
-- published shift stays, marked, until the publish that announces it. Existing shifts were all shown
-- to employees: they are backfilled as published when they were scheduled and last changed.
CREATE TABLE "person_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_publishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"published_by" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "published_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "published_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "published_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "scheduled_shifts" SET "published_start" = "scheduled_start", "published_end" = "scheduled_end",
	"published_at" = "created_at", "published_changed_at" = "updated_at";--> statement-breakpoint
-- A shift waiting for its removal to be published no longer holds its time: the person may be scheduled then.
ALTER TABLE "scheduled_shifts" DROP CONSTRAINT "scheduled_shifts_no_overlap";--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_no_overlap"
	EXCLUDE USING gist ("person_id" WITH =, tstzrange("scheduled_start", "scheduled_end", '[)') WITH &&)
	WHERE ("removed_at" IS NULL);--> statement-breakpoint
ALTER TABLE "person_notifications" ADD CONSTRAINT "person_notifications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publishes" ADD CONSTRAINT "schedule_publishes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_notifications_person_idx" ON "person_notifications" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_publishes_location_idx" ON "schedule_publishes" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_shifts_person_published_idx" ON "scheduled_shifts" USING btree ("person_id","published_start");