CREATE TYPE "public"."shift_swap_status" AS ENUM('offered', 'accepted', 'approved', 'declined', 'withdrawn', 'void');--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"shift_start" timestamp with time zone NOT NULL,
	"shift_end" timestamp with time zone NOT NULL,
	"offered_by_employee_id" uuid NOT NULL,
	"offered_by_person_id" uuid NOT NULL,
	"offered_to_employee_id" uuid,
	"status" "shift_swap_status" DEFAULT 'offered' NOT NULL,
	"void_reason" text,
	"accepted_by_employee_id" uuid,
	"accepted_by_person_id" uuid,
	"return_shift_id" uuid,
	"return_start" timestamp with time zone,
	"return_end" timestamp with time zone,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_swaps_accepted_has_accepter" CHECK ("shift_swaps"."status" in ('offered', 'withdrawn', 'void') or ("shift_swaps"."accepted_by_employee_id" is not null and "shift_swaps"."accepted_at" is not null)),
	CONSTRAINT "shift_swaps_return_shift_times" CHECK (("shift_swaps"."return_shift_id" is null) = ("shift_swaps"."return_start" is null) and ("shift_swaps"."return_shift_id" is null) = ("shift_swaps"."return_end" is null))
);
--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_shift_id_scheduled_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."scheduled_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_offered_to_employee_id_employees_id_fk" FOREIGN KEY ("offered_to_employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_return_shift_id_scheduled_shifts_id_fk" FOREIGN KEY ("return_shift_id") REFERENCES "public"."scheduled_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_offered_by_employee_id_offered_by_person_id_employees_id_person_id_fk" FOREIGN KEY ("offered_by_employee_id","offered_by_person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_accepted_by_employee_id_accepted_by_person_id_employees_id_person_id_fk" FOREIGN KEY ("accepted_by_employee_id","accepted_by_person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_swaps_one_live_per_shift" ON "shift_swaps" USING btree ("shift_id") WHERE "shift_swaps"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "shift_swaps_one_live_per_return_shift" ON "shift_swaps" USING btree ("return_shift_id") WHERE "shift_swaps"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "shift_swaps_location_idx" ON "shift_swaps" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "shift_swaps_offered_by_idx" ON "shift_swaps" USING btree ("offered_by_person_id");--> statement-breakpoint
CREATE INDEX "shift_swaps_accepted_by_idx" ON "shift_swaps" USING btree ("accepted_by_person_id");