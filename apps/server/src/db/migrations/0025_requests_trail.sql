CREATE TABLE "request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"person_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_kind" CHECK ("request_events"."kind" in ('openShift', 'swap', 'timeOff', 'availability'))
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("kind","request_id","id");--> statement-breakpoint
CREATE INDEX "request_events_location_idx" ON "request_events" USING btree ("location_id","at");