ALTER TABLE "employees" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pin_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pin_locked_until" timestamp with time zone;