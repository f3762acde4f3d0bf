import { scheduleFillMessages as messages, type ScheduleTemplate } from '@shiftclock/contract/schedule-fill';
import { shiftOfTemplateLine, templateLineOf } from '@shiftclock/contract/time/same-wall-time';
import { weekdayOf } from '@shiftclock/contract/time/week-range';
import { addDaysToDay, localDaysRange } from '@shiftclock/contract/time/zoned-time';
import type { Db } from '../../db/client.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import type { Account } from '../../platform/account.ts';
import { Conflict, FieldInvalid, NotFound } from '../../platform/errors.ts';
import { findStoredSettings } from '../settings/settings.repository.ts';
import { withDefaults } from '../settings/settings.service.ts';
import { findShiftsStartingIn } from './fill.repository.ts';
import { placeShifts, plannedAt } from './place-shifts.ts';
import { deleteTemplate, findTemplateShifts, insertTemplate, listTemplates } from './templates.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

const toDto = (row: { id: string; name: string; createdAt: Date; shiftCount: number }): ScheduleTemplate => ({
  id: row.id,
  name: row.name,
  shiftCount: Number(row.shiftCount),
  createdAt: row.createdAt.toISOString(),
});

/** Named week templates of a location: a week saved as wall-clock lines, applied to another week. */
export function createScheduleTemplatesService({ db }: { db: Db }) {
  /** A template's week begins on the location's first day of the week (its week layout's start day). */
  async function weekStartOr400(account: Manager, day: string, field: string) {
    const { weekLayout } = withDefaults(await findStoredSettings(db, account.locationId));
    if (weekdayOf(day) !== weekLayout.startDay) throw new FieldInvalid(field, messages.notWeekStart);
  }

  return {
    async list(account: Manager) {
      return { templates: (await listTemplates(db, account.locationId)).map(toDto) };
    },

    async save(account: Manager, body: { name: string; fromWeekStart: string }) {
      await weekStartOr400(account, body.fromWeekStart, 'fromWeekStart');
      const week = localDaysRange(body.fromWeekStart, addDaysToDay(body.fromWeekStart, 6), account.timezone);
      const shifts = await findShiftsStartingIn(db, account.locationId, week);
      if (shifts.length === 0) throw new FieldInvalid('fromWeekStart', messages.templateWeekEmpty);
      const lines = shifts.map((shift) => ({
        employeeId: shift.employeeId,
        notes: shift.notes,
        ...templateLineOf(
          { start: shift.scheduledStart.getTime(), end: shift.scheduledEnd.getTime() },
          body.fromWeekStart,
          account.timezone,
        ),
      }));
      try {
        const template = await insertTemplate(db, {
          locationId: account.locationId,
          name: body.name,
          shifts: lines,
        });
        return { template: toDto(template) };
      } catch (error) {
        const pg = pgErrorOf(error);
        if (pg.code === UNIQUE_VIOLATION && pg.constraint === 'schedule_templates_location_name_key')
          throw new Conflict(messages.templateNameTaken, {
            errors: [{ path: 'name', msg: messages.templateNameTaken }],
          });
        throw error;
      }
    },

    async remove(account: Manager, id: string) {
      if (!(await deleteTemplate(db, account.locationId, id))) throw new NotFound(messages.templateNotFound);
    },

    async apply(account: Manager, id: string, weekStart: string) {
      const lines = await findTemplateShifts(db, account.locationId, id);
      if (!lines) throw new NotFound(messages.templateNotFound);
      await weekStartOr400(account, weekStart, 'weekStart');
      return placeShifts(
        db,
        account.locationId,
        lines.map((line) => plannedAt(line, shiftOfTemplateLine(line, weekStart, account.timezone))),
      );
    },
  };
}

export type ScheduleTemplatesService = ReturnType<typeof createScheduleTemplatesService>;
