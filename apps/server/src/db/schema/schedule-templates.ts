import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { employees, locations } from './locations.ts';

/**
 * A week of a location's schedule kept under a name, to apply to another week
 * (docs/decisions/0197-filling-a-week.md). Its shifts are wall-clock times, not instants, so a
 * template applied across a clock change still starts at 09:00.
 */
export const scheduleTemplates = pgTable(
  'schedule_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  // One name per location, in any case: two saves of "Summer" race to one row.
  (t) => [uniqueIndex('schedule_templates_location_name_key').on(t.locationId, sql`lower(${t.name})`)],
);

export const scheduleTemplateShifts = pgTable(
  'schedule_template_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => scheduleTemplates.id, { onDelete: 'cascade' }),
    /** An employee removed from the location takes their lines with them. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Days after the week's first day (0-6), not a weekday name: the week start may change. */
    dayOffset: smallint('day_offset').notNull(),
    /** The local start, 'HH:MM'. */
    startTime: text('start_time').notNull(),
    /** Wall-clock minutes from the start to the end: 22:00-06:00 is 480 on any night. */
    durationMinutes: integer('duration_minutes').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('schedule_template_shifts_template_idx').on(t.templateId),
    check('schedule_template_shifts_day_offset', sql`${t.dayOffset} between 0 and 6`),
    check('schedule_template_shifts_start_time', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('schedule_template_shifts_duration', sql`${t.durationMinutes} between 1 and 1500`),
  ],
);
