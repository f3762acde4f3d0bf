import type { FillResult, SkippedShift, SkipReason } from '@shiftclock/contract/schedule-fill';
import type { DbOrTx } from '../../db/client.ts';
import { findScheduledShiftsByIds } from '../schedule/schedule.repository.ts';
import { toScheduledShiftDto } from '../schedule/schedule.service.ts';
import {
  findFillEmployees,
  insertPlannedShifts,
  type PlannedShift,
  plansOverlappingHere,
} from './fill.repository.ts';

/** A shift to create: the source's employee and notes at new times (epoch milliseconds). */
export const plannedAt = (
  source: { employeeId: string; notes: string },
  times: { start: number; end: number },
): PlannedShift => ({
  employeeId: source.employeeId,
  scheduledStart: new Date(times.start),
  scheduledEnd: new Date(times.end),
  notes: source.notes,
});

/**
 * Creates the planned shifts that fit and lists every other one with its reason, never dropping one
 * silently (docs/decisions/0197-filling-a-week.md): an employee inactive or archived, a shift of the
 * person here, or one at another of their locations (not named, as docs/decisions/0187 says).
 */
export async function placeShifts(
  db: DbOrTx,
  locationId: string,
  plans: readonly PlannedShift[],
): Promise<FillResult> {
  const staff = new Map(
    (await findFillEmployees(db, locationId, [...new Set(plans.map((plan) => plan.employeeId))])).map((e) => [
      e.id,
      e,
    ]),
  );
  const reasons = new Map<number, SkipReason>();
  const seen = new Set<string>();
  const toInsert: { plan: PlannedShift; index: number }[] = [];
  plans.forEach((plan, index) => {
    const key = `${plan.employeeId} ${plan.scheduledStart.getTime()}`;
    if (!staff.get(plan.employeeId)?.schedulable) reasons.set(index, 'inactive');
    // Two plans of one person at one start: the second could only overlap the first.
    else if (seen.has(key)) reasons.set(index, 'overlap');
    else toInsert.push({ plan, index });
    seen.add(key);
  });

  const made = await insertPlannedShifts(
    db,
    locationId,
    toInsert.map((entry) => entry.plan),
  );
  const createdAt = new Set(made.map((row) => Number(row.i)));
  const left = toInsert.filter((_, at) => !createdAt.has(at));
  const here = await plansOverlappingHere(
    db,
    locationId,
    left.map((entry) => entry.plan),
  );
  left.forEach((entry, at) => {
    // An employee deactivated since the first read: the insert left them out too.
    reasons.set(entry.index, here.has(at) ? 'overlap' : 'busyElsewhere');
  });

  const skipped: SkippedShift[] = [...reasons]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, reason]) => {
      const plan = plans[index];
      const employee = plan && staff.get(plan.employeeId);
      if (!plan || !employee) return [];
      return [
        {
          employee: { id: employee.id, name: employee.name, employeeId: employee.code },
          scheduledStart: plan.scheduledStart.toISOString(),
          scheduledEnd: plan.scheduledEnd.toISOString(),
          reason,
        },
      ];
    });
  const rows = await findScheduledShiftsByIds(
    db,
    locationId,
    made.map((row) => row.id),
  );
  return { created: rows.map(toScheduledShiftDto), skipped };
}
