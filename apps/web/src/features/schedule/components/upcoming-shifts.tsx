import type { TimeFormat } from '@shiftclock/contract/time-format';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Pencil from 'lucide-react/icons/pencil';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScheduledShift, useScheduledShifts } from '../../../api/schedule/scheduled-shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { formatDate, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { nextDays, zonedDay } from '../../../lib/time/zoned-input.ts';
import { useNow } from '../../../lib/use-now.ts';
import { notEndedYet, upcomingRange } from '../upcoming-range.ts';

/** Today and tomorrow: what a manager checks first; the rest of the week waits behind Show more. */
const FIRST_DAYS = 2;

interface UpcomingShiftsProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  onEdit: (shift: ScheduledShift) => void;
}

/**
 * 'Upcoming scheduled shifts': what has not ended yet today and tomorrow at the location, in order,
 * grouped by day, each with Edit;
 * 'Show more' adds the next five days. A folded card, remembered per browser, so a manager who lives
 * in the calendar can put it away (docs/decisions/0151-manager-dashboard-layout.md).
 */
export function UpcomingShifts({ locationId, timeZone, timeFormat, onEdit }: UpcomingShiftsProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  // Renewed each minute: a shift leaves the list when it ends, and the range moves with the date.
  const now = useNow(60_000);
  const range = upcomingRange(now, timeZone);
  const firstDays = nextDays(now, FIRST_DAYS, timeZone);
  const shifts = useScheduledShifts(locationId, range);
  const days = useMemo(
    () => groupByDay(notEndedYet(shifts.data ?? [], now), timeZone),
    [shifts.data, now, timeZone],
  );
  const shown = showAll ? days : days.filter(({ day }) => day <= firstDays.endDate);
  const hiddenCount = days
    .filter((day) => !shown.includes(day))
    .reduce((count, day) => count + day.shifts.length, 0);

  return (
    <CollapsibleCard title={t('manager.schedule.upcomingTitle')} storageKey="upcoming">
      <p className="mb-3 text-sm text-slate-600">
        {showAll ? t('manager.schedule.upcomingRange') : t('manager.schedule.upcomingFirstRange')}
      </p>
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
      ) : (
        <div className="space-y-4">
          {shown.length === 0 ? (
            <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
              <CalendarClock aria-hidden="true" className="mx-auto size-8 text-slate-400" />
              <p className="mt-2 font-medium text-slate-900">
                {days.length === 0
                  ? t('manager.schedule.upcomingEmpty')
                  : t('manager.schedule.upcomingFirstEmpty')}
              </p>
              <p className="mt-1 text-sm text-slate-600">{t('manager.schedule.upcomingEmptyHint')}</p>
            </div>
          ) : (
            shown.map(({ day, label, shifts: dayShifts }) => (
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
            ))
          )}
          {hiddenCount > 0 ? (
            <Button variant="secondary" onClick={() => setShowAll(true)}>
              <ChevronDown aria-hidden="true" className="size-4" />
              {t('manager.schedule.showMore', { count: hiddenCount })}
            </Button>
          ) : null}
        </div>
      )}
    </CollapsibleCard>
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
  const start = formatTimeOfDay(shift.scheduledStart, timeZone, { timeFormat });
  // A shift that ends on another day says which, so a night shift does not read as 22:00–06:00 today.
  const sameDay = zonedDay(shift.scheduledStart, timeZone) === zonedDay(shift.scheduledEnd, timeZone);
  const endTime = formatTimeOfDay(shift.scheduledEnd, timeZone, { timeFormat });
  const end = sameDay ? endTime : `${formatDate(shift.scheduledEnd, timeZone, 'weekday')} ${endTime}`;
  const when = `${formatDate(shift.scheduledStart, timeZone, 'weekdayDayMonth')}, ${start}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 px-3 py-2">
      <span
        className={`shrink-0 font-medium whitespace-nowrap text-slate-900 tabular-nums ${timeFormat === '12h' ? 'sm:w-52' : 'sm:w-36'}`}
      >
        {start}–{end}
      </span>
      <span className="min-w-40 flex-1">
        <span className="block truncate text-slate-900">
          {name} <span className="font-mono text-sm text-slate-600">({shift.employee.employeeId})</span>
        </span>
        {shift.notes ? <span className="block truncate text-sm text-slate-600">{shift.notes}</span> : null}
      </span>
      <Button
        variant="ghost"
        className="ml-auto shrink-0 px-3"
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
      label: formatDate(shift.scheduledStart, timeZone, 'longWeekdayDayMonth'),
      shifts: [],
    };
    entry.shifts.push(shift);
    days.set(day, entry);
  }
  return [...days.values()];
}
