import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { scheduleTemplateShifts, scheduleTemplates } from '../../db/schema/schedule-templates.ts';

/** A template's shift as stored: the employee (row id), the wall-clock line and its notes. */
export interface TemplateShift {
  employeeId: string;
  dayOffset: number;
  startTime: string;
  durationMinutes: number;
  notes: string;
}

const summary = {
  id: scheduleTemplates.id,
  name: scheduleTemplates.name,
  createdAt: scheduleTemplates.createdAt,
  shiftCount: count(scheduleTemplateShifts.id),
};

/** The location's templates by name, each with its number of shifts. */
export function listTemplates(db: DbOrTx, locationId: string) {
  return db
    .select(summary)
    .from(scheduleTemplates)
    .leftJoin(scheduleTemplateShifts, eq(scheduleTemplateShifts.templateId, scheduleTemplates.id))
    .where(eq(scheduleTemplates.locationId, locationId))
    .groupBy(scheduleTemplates.id)
    .orderBy(asc(sql`lower(${scheduleTemplates.name})`), asc(scheduleTemplates.createdAt));
}

/**
 * Stores a template and its shifts in one transaction; the unique index
 * `schedule_templates_location_name_key` refuses a name the location has in any case, races included.
 */
export async function insertTemplate(
  db: Db,
  template: { locationId: string; name: string; shifts: readonly TemplateShift[] },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduleTemplates)
      .values({ locationId: template.locationId, name: template.name })
      .returning({
        id: scheduleTemplates.id,
        name: scheduleTemplates.name,
        createdAt: scheduleTemplates.createdAt,
      });
    if (!row) throw new Error('template insert returned nothing');
    await tx
      .insert(scheduleTemplateShifts)
      .values(template.shifts.map((shift) => ({ ...shift, templateId: row.id })));
    return { ...row, shiftCount: template.shifts.length };
  });
}

/** Deletes the location's template (its shifts go with it); answers whether there was one. */
export async function deleteTemplate(db: DbOrTx, locationId: string, id: string) {
  const gone = await db
    .delete(scheduleTemplates)
    .where(and(eq(scheduleTemplates.id, id), eq(scheduleTemplates.locationId, locationId)))
    .returning({ id: scheduleTemplates.id });
  return gone.length > 0;
}

/** The shifts of the location's template, or undefined when it has no such template. */
export async function findTemplateShifts(
  db: DbOrTx,
  locationId: string,
  id: string,
): Promise<TemplateShift[] | undefined> {
  const rows = await db
    .select({
      templateId: scheduleTemplates.id,
      employeeId: scheduleTemplateShifts.employeeId,
      dayOffset: scheduleTemplateShifts.dayOffset,
      startTime: scheduleTemplateShifts.startTime,
      durationMinutes: scheduleTemplateShifts.durationMinutes,
      notes: scheduleTemplateShifts.notes,
    })
    .from(scheduleTemplates)
    .leftJoin(scheduleTemplateShifts, eq(scheduleTemplateShifts.templateId, scheduleTemplates.id))
    .where(and(eq(scheduleTemplates.id, id), eq(scheduleTemplates.locationId, locationId)))
    .orderBy(asc(scheduleTemplateShifts.dayOffset), asc(scheduleTemplateShifts.startTime));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.employeeId === null ||
    row.dayOffset === null ||
    row.startTime === null ||
    row.durationMinutes === null
      ? []
      : [
          {
            employeeId: row.employeeId,
            dayOffset: row.dayOffset,
            startTime: row.startTime,
            durationMinutes: row.durationMinutes,
            notes: row.notes ?? '',
          },
        ],
  );
}
