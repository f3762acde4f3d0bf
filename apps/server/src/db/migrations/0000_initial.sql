CREATE TYPE "public"."duration_unit" AS ENUM('days', 'months', 'years');--> statement-breakpoint
CREATE TYPE "public"."license_type" AS ENUM('trial', 'monthly', 'yearly', 'custom');--> statement-breakpoint
CREATE TYPE "public"."location_account_type" AS ENUM('location', 'manager');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."organization_status" AS ENUM('pending', 'approved', 'suspended', 'rejected');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"code" char(3) NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_code_format" CHECK ("employees"."code" ~ '^[0-9]{3}$' and "employees"."code" <> '000')
);
--> statement-breakpoint
CREATE TABLE "issued_location_codes" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"type" "license_type" NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" "duration_unit" NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_duration_positive" CHECK ("licenses"."duration" >= 1),
	CONSTRAINT "licenses_end_after_start" CHECK ("licenses"."ends_at" > "licenses"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "location_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"type" "location_account_type" NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" char(6) NOT NULL,
	"name" text NOT NULL,
	"timezone" text NOT NULL,
	"settings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_code_format" CHECK ("locations"."code" ~ '^[A-HJ-NP-Z2-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"org_admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" "organization_status" DEFAULT 'pending' NOT NULL,
	"max_locations" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_max_locations_range" CHECK ("organizations"."max_locations" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "scheduled_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_shifts_end_after_start" CHECK ("scheduled_shifts"."scheduled_end" > "scheduled_shifts"."scheduled_start"),
	CONSTRAINT "scheduled_shifts_at_most_24h" CHECK ("scheduled_shifts"."scheduled_end" - "scheduled_shifts"."scheduled_start" <= interval '24 hours')
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"corrected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_clock_out_after_clock_in" CHECK ("shifts"."clock_out" is null or "shifts"."clock_out" >= "shifts"."clock_in")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_accounts" ADD CONSTRAINT "location_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_org_admin_id_org_admins_id_fk" FOREIGN KEY ("org_admin_id") REFERENCES "public"."org_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_admins" ADD CONSTRAINT "org_admins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_location_code_key" ON "employees" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "licenses_ends_at_idx" ON "licenses" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_accounts_location_type_key" ON "location_accounts" USING btree ("location_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_key" ON "locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "locations_organization_idx" ON "locations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_admin_idx" ON "one_time_tokens" USING btree ("org_admin_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "org_admins_email_lower_key" ON "org_admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "org_admins_organization_idx" ON "org_admins" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_email_lower_key" ON "organizations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "organizations_status_created_idx" ON "organizations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_shifts_location_start_idx" ON "scheduled_shifts" USING btree ("location_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "scheduled_shifts_employee_start_idx" ON "scheduled_shifts" USING btree ("employee_id","scheduled_start");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_active_per_employee" ON "shifts" USING btree ("employee_id") WHERE "shifts"."clock_out" is null;--> statement-breakpoint
CREATE INDEX "shifts_location_clock_in_idx" ON "shifts" USING btree ("location_id","clock_in");--> statement-breakpoint
CREATE INDEX "shifts_employee_clock_in_idx" ON "shifts" USING btree ("employee_id","clock_in");--> statement-breakpoint
CREATE INDEX "shifts_location_active_idx" ON "shifts" USING btree ("location_id") WHERE "shifts"."clock_out" is null;