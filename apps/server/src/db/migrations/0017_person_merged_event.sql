-- The owner's merge of two records of one person is part of the organization's history
-- (docs/api.md, "People"): kept beside the master admin's changes, as `personMerged`.
ALTER TABLE "organization_events" DROP CONSTRAINT "organization_events_kind";--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_kind" CHECK ("organization_events"."kind" in ('status', 'license', 'locationLimit', 'personMerged'));
