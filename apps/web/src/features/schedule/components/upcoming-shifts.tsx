import { CalendarClock, Pencil, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScheduledShift, useScheduledShifts } from '../../../api/schedule/scheduled-shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatInTimeZone, type TimeFormat, timeOfDayPattern } from '../../../lib/time.ts';
import { nextDays, zonedDay } from '../../../lib/zoned-time.ts';

const UPCOMING_DAYS = 7;

interface UpcomingShiftsProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  onSchedule: () => void;
  onEdit: (shift: ScheduledShift) => void;
}

/**
 * 'Upcoming scheduled shifts': today and the next six days at the location, grouped by day, each
 * with Edit. It keeps scheduling usable before the weekly calendar exists, and stays a compact
 * read-out of the week after.
 */
export function UpcomingShifts({
  locationId,
  timeZone,
  timeFormat,
  onSchedule,
  onEdit,
}: UpcomingShiftsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The range moves with the location's date; asked again when the page is next rendered.
  const range = nextDays(Date.now(), UPCOMING_DAYS, timeZone);
  const shifts = useScheduledShifts(locationId, range);
  const days = useMemo(() => groupByDay(shifts.data ?? [], timeZone), [shifts.data, timeZone]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('manager.schedule.upcomingTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('manager.schedule.upcomingRange')}</p>
        </div>
        <Button onClick={onSchedule}>
          <Plus aria-hidden="true" className="size-4" />
          {t('manager.schedule.button')}
        </Button>
      </div>
      <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
        {shifts.isPending ? (
          <div aria-hidden="true" className="space-y-2">
            <div className="h-12 animate-pulse rounded-md bg-slate-100" />
            <div className="h-12 animate-pulse rounded-md bg-slate-100" />
          </div>
        ) : shifts.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
            {t('manager.schedule.upcomingFailed')}
            <Button variant="secondary" onClick={() => void shifts.refetch()}>
              {t('manager.common.retry')}
            </Button>
          </div>
        ) : days.length === 0 ? (
          <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
            <CalendarClock aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 font-medium text-slate-900">{t('manager.schedule.upcomingEmpty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('manager.schedule.upcomingEmptyHint')}</p>
          </div>
        ) : (
          <div className="space-y-4">
            {days.map(({ day, label, shifts: dayShifts }) => (
              <div key={day}>
                <h3 className="mb-2 text-sm font-semibold text-slate-700">{label}</h3>
                <ul className="space-y-2">
                  {dayShifts.map((shift) => (
                    <UpcomingShiftRow
                      key={shift.id}
                      shift={shift}
                      timeZone={timeZone}
                      timeFormat={timeFormat}
                      onEdit={onEdit}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function UpcomingShiftRow({
  shift,
  timeZone,
  timeFormat,
  onEdit,
}: {
  shift: ScheduledShift;
  timeZone: string;
  timeFormat: TimeFormat;
  onEdit: (shift: ScheduledShift) => void;
}) {
  const { t } = useTranslation();
  const name = shift.employee.name || shift.employeeName;
  const time = timeOfDayPattern(timeFormat);
  const start = formatInTimeZone(shift.scheduledStart, timeZone, time);
  // A shift that ends on another day says which, so a night shift does not read as 22:00–06:00 today.
  const sameDay = zonedDay(shift.scheduledStart, timeZone) === zonedDay(shift.scheduledEnd, timeZone);
  const end = formatInTimeZone(shift.scheduledEnd, timeZone, sameDay ? time : `EEE ${time}`);
  const when = `${formatInTimeZone(shift.scheduledStart, timeZone, 'EEE, MMM d')}, ${start}`;
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
      <span
        className={`shrink-0 font-medium text-slate-900 tabular-nums ${timeFormat === '12h' ? 'w-36 sm:w-44' : 'w-28 sm:w-32'}`}
      >
        {start}–{end}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-slate-900">
          {name} <span className="font-mono text-sm text-slate-600">({shift.employee.employeeId})</span>
        </span>
        {shift.notes ? <span className="block truncate text-sm text-slate-600">{shift.notes}</span> : null}
      </span>
      <Button
        variant="ghost"
        className="h-9 shrink-0 px-3"
        aria-label={t('manager.schedule.editLabel', { name, when })}
        onClick={() => onEdit(shift)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('manager.schedule.edit')}
      </Button>
    </li>
  );
}

/** The shifts under the location's day of their start, each day labelled 'Tue, Mar 10'. */
function groupByDay(shifts: ScheduledShift[], timeZone: string) {
  const days = new Map<string, { day: string; label: string; shifts: ScheduledShift[] }>();
  for (const shift of shifts) {
    const day = zonedDay(shift.scheduledStart, timeZone);
    const entry = days.get(day) ?? {
      day,
      label: formatInTimeZone(shift.scheduledStart, timeZone, 'EEEE, MMM d'),
      shifts: [],
    };
    entry.shifts.push(shift);
    days.set(day, entry);
  }
  return [...days.values()];
}
