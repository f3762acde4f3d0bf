import type { MyHours, MyHoursShift } from '@shiftclock/contract/my-hours';
import { useTranslation } from 'react-i18next';
import { formatMyBreak, formatMyDay, formatMyHours, formatMyTime } from '../my-hours-format.ts';
import { MyShiftBadges } from './my-shift-badges.tsx';

/** The period's shifts, by the day they began, each day with its regular / overtime / double-time split. */
export function MyHoursShifts({ sheet }: { sheet: MyHours }) {
  const { t } = useTranslation();
  const days = new Map<string, MyHoursShift[]>();
  for (const shift of sheet.shifts) days.set(shift.date, [...(days.get(shift.date) ?? []), shift]);
  const splitOf = new Map((sheet.totals?.workdays ?? []).map((day) => [day.workday, day]));
  return (
    <section aria-labelledby="my-hours-shifts">
      <h2 id="my-hours-shifts" className="font-semibold text-slate-900">
        {t('meTabs.hours.shifts')}
      </h2>
      {days.size === 0 ? <p className="mt-2 text-slate-600">{t('meTabs.hours.noShifts')}</p> : null}
      <ul className="mt-2 space-y-3">
        {[...days].map(([day, shifts]) => {
          const split = splitOf.get(day);
          return (
            <li key={day} className="rounded-lg border border-slate-200 bg-white">
              <div className="border-b border-slate-100 px-4 py-2">
                <h3 className="font-medium text-slate-900">{formatMyDay(day)}</h3>
                {split ? (
                  <p className="text-sm text-slate-600">
                    {[
                      t('meTabs.hours.dayRegular', { hours: formatMyHours(split.regularHours) }),
                      // Overtime and double time only where there is some: most days have none.
                      split.overtimeHours > 0
                        ? t('meTabs.hours.dayOvertime', { hours: formatMyHours(split.overtimeHours) })
                        : null,
                      split.doubleTimeHours > 0
                        ? t('meTabs.hours.dayDoubleTime', { hours: formatMyHours(split.doubleTimeHours) })
                        : null,
                    ]
                      .filter((part) => part !== null)
                      .join(' · ')}
                  </p>
                ) : null}
              </div>
              <ul className="divide-y divide-slate-100">
                {shifts.map((shift) => (
                  <ShiftItem key={shift.id} shift={shift} timeZone={sheet.location.timezone} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ShiftItem({ shift, timeZone }: { shift: MyHoursShift; timeZone: string }) {
  const { t } = useTranslation();
  const time = (instant: string | null) =>
    instant ? formatMyTime(instant, timeZone) : t('meTabs.hours.open');
  const rounded = shift.roundedClockIn !== shift.clockIn || shift.roundedClockOut !== shift.clockOut;
  const details = [
    shift.originalClockIn || shift.originalClockOut
      ? t('meTabs.hours.wasTimes', {
          in: shift.originalClockIn ? time(shift.originalClockIn) : '—',
          out: shift.originalClockOut ? time(shift.originalClockOut) : '—',
        })
      : null,
    rounded
      ? t('meTabs.hours.counted', { in: time(shift.roundedClockIn), out: time(shift.roundedClockOut) })
      : null,
    ...shift.breaks.map((taken) => formatMyBreak(t, taken, time)),
    shift.deductionMinutes > 0 ? t('meTabs.hours.deduction', { minutes: shift.deductionMinutes }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <li className="px-4 py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium tabular-nums text-slate-900">
          {t('meTabs.hours.inOut', { in: time(shift.clockIn), out: time(shift.clockOut) })}
        </p>
        <p className="font-semibold tabular-nums text-slate-900">
          {t('meTabs.hours.shiftHours', { hours: formatMyHours(shift.hours) })}
        </p>
      </div>
      <MyShiftBadges shift={shift} />
      {details.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
