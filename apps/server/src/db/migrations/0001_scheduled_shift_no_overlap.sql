-- One employee cannot be scheduled twice at the same time. Half-open ranges [start, end):
-- a shift ending at 17:00 does not overlap one starting at 17:00 (docs/product.md section 10).
-- The database refuses the overlap, so two managers saving at once cannot both win.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, tstzrange("scheduled_start", "scheduled_end", '[)') WITH &&);
