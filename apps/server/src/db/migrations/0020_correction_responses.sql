-- "Employees confirm corrections" (docs/decisions/0195-employees-confirm-corrections.md): the
-- organization's setting (when it was turned on; null: off) and each employee's one answer per correction.
CREATE TABLE "correction_responses" (
	"audit_entry_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "correction_responses_status" CHECK ("correction_responses"."status" in ('confirmed', 'disputed')),
	CONSTRAINT "correction_responses_comment" CHECK (("correction_responses"."status" = 'disputed') = ("correction_responses"."comment" is not null and length("correction_responses"."comment") between 1 and 500))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "confirm_corrections_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "correction_responses" ADD CONSTRAINT "correction_responses_audit_entry_id_audit_entries_id_fk" FOREIGN KEY ("audit_entry_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;