CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_exports_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"provider" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"approvals_fingerprint" text NOT NULL,
	"exported_by" text NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_exports_provider" CHECK ("payroll_exports"."provider" in ('adpWorkforceNow', 'paychexFlex', 'gusto', 'quickbooksIif', 'datevLodas')),
	CONSTRAINT "payroll_exports_period" CHECK ("payroll_exports"."period_end" >= "payroll_exports"."period_start"),
	CONSTRAINT "payroll_exports_sha256" CHECK ("payroll_exports"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payroll_close_settings" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_exports_organization_period_idx" ON "payroll_exports" USING btree ("organization_id","period_start");