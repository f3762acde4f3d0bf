CREATE TABLE "organization_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "organization_events_kind" CHECK ("organization_events"."kind" in ('status', 'license', 'locationLimit'))
);
--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_events_organization_idx" ON "organization_events" USING btree ("organization_id","at","id");