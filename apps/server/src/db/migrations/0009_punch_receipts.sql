CREATE TABLE "punch_receipts" (
	"location_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "punch_receipts_location_id_key_pk" PRIMARY KEY("location_id","key")
);
--> statement-breakpoint
ALTER TABLE "punch_receipts" ADD CONSTRAINT "punch_receipts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_receipts_created_idx" ON "punch_receipts" USING btree ("created_at");