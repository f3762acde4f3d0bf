-- The employee's shifts in their app (docs/decisions/0193-my-shifts.md): the location's one-line
-- address, when the person last looked at their schedule, when a scheduled shift's times last changed
-- (an existing shift's is its creation) and the future shifts a manager removed.
CREATE TABLE "scheduled_shift_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "schedule_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "scheduled_shifts" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" ADD CONSTRAINT "scheduled_shift_removals_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" ADD CONSTRAINT "scheduled_shift_removals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_shift_removals_person_idx" ON "scheduled_shift_removals" USING btree ("person_id","removed_at");