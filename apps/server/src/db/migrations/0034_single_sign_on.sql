CREATE TABLE "sso_logins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"password_sign_in_off" boolean DEFAULT false NOT NULL,
	"owner_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_settings_password_off_needs_sso" CHECK (not "sso_settings"."password_sign_in_off" or ("sso_settings"."enabled" and "sso_settings"."owner_signed_in_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_managers" ADD CONSTRAINT "sso_managers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_managers" ADD CONSTRAINT "sso_managers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_logins_expires_idx" ON "sso_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_managers_organization_email_key" ON "sso_managers" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "sso_managers_email_idx" ON "sso_managers" USING btree (lower("email"));