-- Records kept (docs/decisions/0205-records-kept.md): deleting a location archives it (archived_at),
-- and every foreign key from a working-time table to its parent refuses the parent's delete (NO
-- ACTION, SQLSTATE 23503), so no delete takes a record with it (the list: the decision's "Foreign
-- keys"). The organization's retention, and the purge after it, recorded in organization_events as
-- `recordsPurged`. Adding archived_at (null) leaves every chained row's hash as it was (migration 0030).
ALTER TABLE "organization_events" DROP CONSTRAINT "organization_events_kind";--> statement-breakpoint
ALTER TABLE "correction_responses" DROP CONSTRAINT "correction_responses_audit_entry_id_audit_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "offline_punches" DROP CONSTRAINT "offline_punches_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "offline_punches" DROP CONSTRAINT "offline_punches_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "offline_punches" DROP CONSTRAINT "offline_punches_shift_id_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "open_shift_claims" DROP CONSTRAINT "open_shift_claims_open_shift_id_open_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "open_shift_claims" DROP CONSTRAINT "open_shift_claims_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "open_shift_claims" DROP CONSTRAINT "open_shift_claims_employee_id_person_id_employees_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "open_shifts" DROP CONSTRAINT "open_shifts_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_publishes" DROP CONSTRAINT "schedule_publishes_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_swaps" DROP CONSTRAINT "shift_swaps_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_swaps" DROP CONSTRAINT "shift_swaps_offered_to_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_swaps" DROP CONSTRAINT "shift_swaps_offered_by_employee_id_offered_by_person_id_employees_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_swaps" DROP CONSTRAINT "shift_swaps_accepted_by_employee_id_accepted_by_person_id_employees_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" DROP CONSTRAINT "scheduled_shift_removals_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" DROP CONSTRAINT "scheduled_shift_removals_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_shifts" DROP CONSTRAINT "scheduled_shifts_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_shifts" DROP CONSTRAINT "scheduled_shifts_employee_id_person_id_employees_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_breaks" DROP CONSTRAINT "shift_breaks_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "shift_breaks" DROP CONSTRAINT "shift_breaks_shift_id_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_employee_id_person_id_employees_id_person_id_fk";
--> statement-breakpoint
ALTER TABLE "time_off_requests" DROP CONSTRAINT "time_off_requests_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "time_off_requests" DROP CONSTRAINT "time_off_requests_decided_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_shift_id_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_period_approvals" DROP CONSTRAINT "pay_period_approvals_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_years" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "correction_responses" ADD CONSTRAINT "correction_responses_audit_entry_id_audit_entries_id_fk" FOREIGN KEY ("audit_entry_id") REFERENCES "public"."audit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_punches" ADD CONSTRAINT "offline_punches_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_open_shift_id_open_shifts_id_fk" FOREIGN KEY ("open_shift_id") REFERENCES "public"."open_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publishes" ADD CONSTRAINT "schedule_publishes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_offered_to_employee_id_employees_id_fk" FOREIGN KEY ("offered_to_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_offered_by_employee_id_offered_by_person_id_employees_id_person_id_fk" FOREIGN KEY ("offered_by_employee_id","offered_by_person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_accepted_by_employee_id_accepted_by_person_id_employees_id_person_id_fk" FOREIGN KEY ("accepted_by_employee_id","accepted_by_person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" ADD CONSTRAINT "scheduled_shift_removals_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shift_removals" ADD CONSTRAINT "scheduled_shift_removals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shift_breaks" ADD CONSTRAINT "shift_breaks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_breaks" ADD CONSTRAINT "shift_breaks_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_decided_location_id_locations_id_fk" FOREIGN KEY ("decided_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_approvals" ADD CONSTRAINT "pay_period_approvals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_kind" CHECK ("organization_events"."kind" in ('status', 'license', 'locationLimit', 'personMerged', 'recordsPurged'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_retention_years_range" CHECK ("organizations"."retention_years" between 2 and 30);