-- Week templates of a location's schedule (docs/decisions/0197-filling-a-week.md): wall-clock lines,
-- one name per location in any case.
CREATE TABLE "schedule_template_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day_offset" smallint NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "schedule_template_shifts_day_offset" CHECK ("schedule_template_shifts"."day_offset" between 0 and 6),
	CONSTRAINT "schedule_template_shifts_start_time" CHECK ("schedule_template_shifts"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "schedule_template_shifts_duration" CHECK ("schedule_template_shifts"."duration_minutes" between 1 and 1500)
);
--> statement-breakpoint
CREATE TABLE "schedule_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_template_shifts" ADD CONSTRAINT "schedule_template_shifts_template_id_schedule_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."schedule_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_template_shifts" ADD CONSTRAINT "schedule_template_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_templates" ADD CONSTRAINT "schedule_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_template_shifts_template_idx" ON "schedule_template_shifts" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_templates_location_name_key" ON "schedule_templates" USING btree ("location_id",lower("name"));