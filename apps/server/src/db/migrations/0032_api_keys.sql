CREATE TABLE "api_key_locations" (
	"key_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "api_key_locations_key_id_location_id_pk" PRIMARY KEY("key_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "api_key_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_sha256" char(64) NOT NULL,
	"scopes" text[] NOT NULL,
	"all_locations" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_scopes_known" CHECK (cardinality("api_keys"."scopes") > 0 and "api_keys"."scopes" <@ array['locations:read', 'people:read', 'people:write', 'punches:read', 'timesheets:read', 'schedule:read']::text[])
);
--> statement-breakpoint
ALTER TABLE "organization_events" DROP CONSTRAINT "organization_events_kind";--> statement-breakpoint
ALTER TABLE "api_key_locations" ADD CONSTRAINT "api_key_locations_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_locations" ADD CONSTRAINT "api_key_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_requests" ADD CONSTRAINT "api_key_requests_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_requests_key_idx" ON "api_key_requests" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "api_key_requests_at_idx" ON "api_key_requests" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_sha256_key" ON "api_keys" USING btree ("secret_sha256");--> statement-breakpoint
CREATE INDEX "api_keys_organization_idx" ON "api_keys" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_kind" CHECK ("organization_events"."kind" in ('status', 'license', 'locationLimit', 'personMerged', 'recordsPurged', 'apiKeyCreated', 'apiKeyRevoked'));--> statement-breakpoint
-- A key check is cached like a token's (platform/session-cache.ts): a revocation, an expiry change or a
-- deletion must reach every instance's cache at once. Last-use stamps touch none of these columns.
CREATE TRIGGER "api_keys_auth_change" AFTER UPDATE OF "revoked_at", "expires_at", "scopes", "all_locations" OR DELETE OR TRUNCATE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "api_key_locations_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "api_key_locations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
