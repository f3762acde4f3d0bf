import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../api/shifts/shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { TimeFormat } from '../../../lib/time.ts';
import { formatHours, formatPunch } from '../format.ts';
import { ShiftStatus } from './shift-status.tsx';

interface RecentShiftsTableProps {
  shifts: Shift[];
  timeZone: string;
  timeFormat: TimeFormat;
  /** Opens the correction of a shift; without it the table has no Correct column. */
  onCorrect?: ((shift: Shift) => void) | undefined;
}

const headCell =
  'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cell = 'px-3 py-2.5 align-top';

/** Employee, ID, Clock In, Clock Out, Total Hours, Status (docs/product.md section 2), newest first. */
export function RecentShiftsTable({ shifts, timeZone, timeFormat, onCorrect }: RecentShiftsTableProps) {
  const { t } = useTranslation();
  return (
    // A wide table scrolls sideways inside itself on a narrow screen; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('manager.shifts.title')} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('manager.shifts.columns.employee')}
            </th>
            <th scope="col" className={headCell}>
              {t('manager.shifts.columns.id')}
            </th>
            <th scope="col" className={headCell}>
              {t('manager.shifts.columns.clockIn')}
            </th>
            <th scope="col" className={headCell}>
              {t('manager.shifts.columns.clockOut')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('manager.shifts.columns.totalHours')}
            </th>
            <th scope="col" className={headCell}>
              {t('manager.shifts.columns.status')}
            </th>
            {onCorrect ? (
              <th scope="col" className={headCell}>
                <span className="sr-only">{t('manager.shifts.columns.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shifts.map((shift) => (
            <tr key={shift.id} className={shift.isActive ? 'bg-green-50/40' : undefined}>
              <td className={`${cell} font-medium text-slate-900`}>{shift.employee.name}</td>
              <td className={`${cell} font-mono text-slate-700`}>{shift.employee.employeeId}</td>
              <td className={`${cell} whitespace-nowrap text-slate-800`}>
                {formatPunch(shift.clockIn, timeZone, timeFormat)}
              </td>
              <td className={`${cell} whitespace-nowrap text-slate-800`}>
                {shift.clockOut ? formatPunch(shift.clockOut, timeZone, timeFormat) : <NotYet />}
              </td>
              <td className={`${cell} text-right font-medium text-slate-900 tabular-nums`}>
                {shift.totalHours === null ? <NotYet /> : formatHours(shift.totalHours)}
              </td>
              <td className={cell}>
                <ShiftStatus shift={shift} />
              </td>
              {onCorrect ? (
                <td className={`${cell} text-right`}>
                  <Button
                    variant="ghost"
                    className="h-8 px-2"
                    aria-label={t('manager.shifts.correctLabel', {
                      name: shift.employee.name,
                      time: formatPunch(shift.clockIn, timeZone, timeFormat),
                    })}
                    onClick={() => onCorrect(shift)}
                  >
                    <PenLine aria-hidden="true" className="size-4" />
                    {t('manager.shifts.correct')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A clock-out or total that does not exist yet: a dash on screen, words for screen readers. */
function NotYet() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="text-slate-500">
        —
      </span>
      <span className="sr-only">{t('manager.shifts.notYet')}</span>
    </>
  );
}
