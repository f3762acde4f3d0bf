import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordShift } from './record-calls.ts';
import { formatPunchOf, formatRecordDay } from './record-format.ts';
import { ShiftMarks } from './shift-marks.tsx';

/** The person's shifts punched offline or closed automatically: worth a look, corrected or not. */
export function FlaggedShifts({ shifts }: { shifts: readonly RecordShift[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('meTabs.record.flaggedTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('meTabs.record.flaggedHint')}</p>
      {shifts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('meTabs.record.flaggedEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {shifts.map((shift) => {
            const zone = shift.location.timezone;
            const out = formatPunchOf(shift.clockOut, shift.clockIn, zone) ?? t('meTabs.record.noClockOut');
            return (
              <li
                key={shift.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <span>
                  <span className="font-medium text-slate-900">
                    {formatRecordDay(shift.clockIn, zone)} · {shift.location.locationName}
                  </span>
                  <span className="block text-slate-700 tabular-nums">
                    {formatPunchOf(shift.clockIn, shift.clockIn, zone)} – {out}
                  </span>
                </span>
                <ShiftMarks shift={shift} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
