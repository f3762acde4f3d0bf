-- Punches from the employee's phone (docs/decisions/0196-phone-punches-in-a-radius.md): each such punch
-- keeps the phone's distance from the location in metres; null is a kiosk's, a manager's or an offline punch.
-- (The snapshot beside it also holds 0020's tables, which 0020 has no snapshot of.)
ALTER TABLE "shift_breaks" ADD COLUMN "start_phone_distance_m" integer;--> statement-breakpoint
ALTER TABLE "shift_breaks" ADD COLUMN "end_phone_distance_m" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "clock_in_phone_distance_m" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "clock_out_phone_distance_m" integer;--> statement-breakpoint
ALTER TABLE "shift_breaks" ADD CONSTRAINT "shift_breaks_phone_distance_not_negative" CHECK ("shift_breaks"."start_phone_distance_m" >= 0 and "shift_breaks"."end_phone_distance_m" >= 0);--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_phone_distance_not_negative" CHECK ("shifts"."clock_in_phone_distance_m" >= 0 and "shifts"."clock_out_phone_distance_m" >= 0);
