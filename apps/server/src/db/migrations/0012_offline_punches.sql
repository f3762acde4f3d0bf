CREATE TYPE "public"."offline_punch_status" AS ENUM('applied', 'review', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."offline_punch_type" AS ENUM('clock-in', 'clock-out');--> statement-breakpoint
CREATE TABLE "offline_punches" (
	"location_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid,
	"type" "offline_punch_type" NOT NULL,
	"employee_code" text NOT NULL,
	"employee_id" uuid,
	"device_time" timestamp with time zone NOT NULL,
	"punch_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" "offline_punch_status" NOT NULL,
	"reason" text,
	"shift_id" uuid,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" text,
	CONSTRAINT "offline_punches_location_id_id_pk" PRIMARY KEY("location_id","id")
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_punches_review_idx" ON "offline_punches" USING btree ("location_id","punch_time") WHERE "offline_punches"."status" = 'review';