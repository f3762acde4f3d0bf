-- Devices get a number per location (their default name, 'Kiosk 3', is made from it in the reader's
-- language) and the browser's own key, so that a browser logging in again replaces its row
-- (docs/decisions/0176-kiosk-fits-and-names-its-devices.md).
ALTER TABLE "devices" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_key" uuid;--> statement-breakpoint
-- The devices already registered are numbered in the order they came.
UPDATE "devices" SET "number" = "numbered"."number"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "location_id" ORDER BY "created_at", "id") AS "number" FROM "devices") AS "numbered"
 WHERE "devices"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
-- The login's default name, in whichever language the login page had: now the numbered default.
UPDATE "devices" SET "name" = NULL WHERE "name" IN ('Kiosk', 'Quiosco', 'Borne', 'Terminal');--> statement-breakpoint
CREATE UNIQUE INDEX "devices_location_device_key" ON "devices" USING btree ("location_id","device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_location_number_key" ON "devices" USING btree ("location_id","number");
