ALTER TYPE "public"."audit_action" ADD VALUE 'confirm';--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
-- Auto-closed shifts a manager has already corrected are reviewed, by that correction.
UPDATE "shifts" SET "reviewed_at" = c."at", "reviewed_by" = c."actor"
  FROM (SELECT DISTINCT ON ("shift_id") "shift_id", "at", "actor" FROM "audit_entries"
         WHERE "action" = 'correct' ORDER BY "shift_id", "seq" DESC) c
 WHERE c."shift_id" = "shifts"."id" AND "shifts"."auto_closed";--> statement-breakpoint
-- An approved period keeps the figures it was approved with: its auto-closed shifts count as reviewed by the approval.
UPDATE "shifts" SET "reviewed_at" = a."approved_at", "reviewed_by" = a."approved_by"
  FROM "pay_period_approvals" a, "locations" l
 WHERE "shifts"."auto_closed" AND "shifts"."reviewed_at" IS NULL
   AND a."location_id" = "shifts"."location_id" AND l."id" = "shifts"."location_id"
   AND ("shifts"."clock_in" AT TIME ZONE l."timezone")::date BETWEEN a."start_date" AND a."end_date";
