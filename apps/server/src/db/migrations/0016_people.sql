-- One person across locations (docs/decisions/0187-one-person-across-locations.md). A person of the
-- organization works at one or more of its locations; each employees row is the person at one
-- location (the 3-digit kiosk ID there). Every existing employee becomes a person of their own, with
-- the employee's id as the person's id, so nothing of a one-location employee's figures changes.
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"payroll_id" text,
	"hourly_rate" numeric(10, 2),
	"pin_hash" text,
	"pin_failures" smallint DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "people" ("id", "organization_id", "name", "pin_hash", "pin_failures", "pin_locked_until", "created_at")
SELECT e."id", l."organization_id", e."name", e."pin_hash", e."pin_failures", e."pin_locked_until", e."created_at"
  FROM "employees" e JOIN "locations" l ON l."id" = e."location_id";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "person_id" uuid;--> statement-breakpoint
UPDATE "employees" SET "person_id" = "id";--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_location_person_key" ON "employees" USING btree ("location_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_id_person_key" ON "employees" USING btree ("id","person_id");--> statement-breakpoint
CREATE INDEX "employees_person_idx" ON "employees" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "pin_hash";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "pin_failures";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "pin_locked_until";--> statement-breakpoint
-- employees.name is a copy of the person's name, kept equal here, so that the punch and the lists
-- read one row: an employee row takes its person's name, and a renamed person renames their rows.
-- An employee inserted without a person is a new person of the location's organization, named as
-- the insert names the employee (as the rows above were brought over).
CREATE FUNCTION "employees_take_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."person_id" IS NULL THEN
		INSERT INTO "people" ("organization_id", "name")
		SELECT l."organization_id", NEW."name" FROM "locations" l WHERE l."id" = NEW."location_id"
		RETURNING "id" INTO NEW."person_id";
	ELSE
		SELECT p."name" INTO NEW."name" FROM "people" p WHERE p."id" = NEW."person_id";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "employees_take_person" BEFORE INSERT OR UPDATE OF "name", "person_id" ON "employees"
	FOR EACH ROW EXECUTE FUNCTION "employees_take_person"();--> statement-breakpoint
CREATE FUNCTION "people_rename_employees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "employees" SET "name" = NEW."name" WHERE "person_id" = NEW."id" AND "name" IS DISTINCT FROM NEW."name";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "people_rename_employees" AFTER UPDATE OF "name" ON "people"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "people_rename_employees"();--> statement-breakpoint
-- Shifts and scheduled shifts carry their employee's person: one open shift and no overlapping
-- schedule per person, at any location. The (employee_id, person_id) foreign key keeps the copy
-- right and carries a merge (employees.person_id changed) to them; an insert that leaves person_id
-- out gets the employee's (the kiosk's punch names it, so the trigger's WHEN skips it there).
CREATE FUNCTION "take_employee_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT e."person_id" INTO NEW."person_id" FROM "employees" e WHERE e."id" = NEW."employee_id";
	RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "person_id" uuid;--> statement-breakpoint
UPDATE "shifts" SET "person_id" = "employee_id";--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
DROP INDEX "shifts_one_active_per_employee";--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_active_per_person" ON "shifts" USING btree ("person_id") WHERE "shifts"."clock_out" is null;--> statement-breakpoint
CREATE INDEX "shifts_person_clock_in_idx" ON "shifts" USING btree ("person_id","clock_in");--> statement-breakpoint
CREATE TRIGGER "shifts_take_employee_person" BEFORE INSERT ON "shifts"
	FOR EACH ROW WHEN (NEW."person_id" IS NULL) EXECUTE FUNCTION "take_employee_person"();--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD COLUMN "person_id" uuid;--> statement-breakpoint
UPDATE "scheduled_shifts" SET "person_id" = "employee_id";--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" DROP CONSTRAINT "scheduled_shifts_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_employee_id_person_id_employees_id_person_id_fk" FOREIGN KEY ("employee_id","person_id") REFERENCES "public"."employees"("id","person_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "scheduled_shifts_person_start_idx" ON "scheduled_shifts" USING btree ("person_id","scheduled_start");--> statement-breakpoint
-- One person cannot be scheduled twice at the same time, at any location (was: per employee, 0001).
ALTER TABLE "scheduled_shifts" DROP CONSTRAINT "scheduled_shifts_no_overlap";--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_no_overlap"
	EXCLUDE USING gist ("person_id" WITH =, tstzrange("scheduled_start", "scheduled_end", '[)') WITH &&);--> statement-breakpoint
CREATE TRIGGER "scheduled_shifts_take_employee_person" BEFORE INSERT ON "scheduled_shifts"
	FOR EACH ROW WHEN (NEW."person_id" IS NULL) EXECUTE FUNCTION "take_employee_person"();--> statement-breakpoint
CREATE INDEX "people_organization_name_idx" ON "people" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "people_organization_payroll_id_key" ON "people" USING btree ("organization_id","payroll_id") WHERE "people"."payroll_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_organization_email_key" ON "people" USING btree ("organization_id",lower("email")) WHERE "people"."email" is not null;
