import type { TimeFormat } from '@shiftclock/contract/time-format';
import PenLine from 'lucide-react/icons/pen-line';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../api/shifts/shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
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
export function RecentShiftsTable(props: RecentShiftsTableProps) {
  // A phone gets a card per shift instead of a table wider than the screen; only one is drawn, so no
  // button exists twice.
  return useMediaQuery(NARROW_SCREEN) ? <RecentShiftCards {...props} /> : <ShiftsTable {...props} />;
}

function ShiftsTable({ shifts, timeZone, timeFormat, onCorrect }: RecentShiftsTableProps) {
  const { t } = useTranslation();
  return (
    // A wide table scrolls sideways inside itself on a narrow screen; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('manager.shifts.title')} tabIndex={0} className="relative overflow-x-auto">
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
                  <CorrectButton
                    shift={shift}
                    punch={formatPunch(shift.clockIn, timeZone, timeFormat)}
                    onCorrect={onCorrect}
                    variant="ghost"
                    className="h-8 px-2"
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The same facts as a table row, labelled, with Correct as a full-width button a thumb can hit. */
function RecentShiftCards({ shifts, timeZone, timeFormat, onCorrect }: RecentShiftsTableProps) {
  const { t } = useTranslation();
  const fact = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{value}</dd>
    </div>
  );
  return (
    <ul aria-label={t('manager.shifts.title')} className="space-y-3">
      {shifts.map((shift) => (
        <li
          key={shift.id}
          className={`rounded-md border px-3 py-3 text-sm ${shift.isActive ? 'border-green-200 bg-green-50/40' : 'border-slate-200'}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium text-slate-900">
              {shift.employee.name}{' '}
              <span className="font-mono text-slate-700">{shift.employee.employeeId}</span>
            </p>
            <ShiftStatus shift={shift} />
          </div>
          <dl className="mt-2 space-y-1">
            {fact(t('manager.shifts.columns.clockIn'), formatPunch(shift.clockIn, timeZone, timeFormat))}
            {fact(
              t('manager.shifts.columns.clockOut'),
              shift.clockOut ? formatPunch(shift.clockOut, timeZone, timeFormat) : <NotYet />,
            )}
            {fact(
              t('manager.shifts.columns.totalHours'),
              shift.totalHours === null ? <NotYet /> : formatHours(shift.totalHours),
            )}
          </dl>
          {onCorrect ? (
            <CorrectButton
              shift={shift}
              punch={formatPunch(shift.clockIn, timeZone, timeFormat)}
              onCorrect={onCorrect}
              variant="secondary"
              className="mt-3 w-full"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Correct, named by whose shift and when it began (a list has many). */
function CorrectButton({
  shift,
  punch,
  onCorrect,
  ...look
}: {
  shift: Shift;
  /** The clock-in as the row shows it. */
  punch: string;
  onCorrect: (shift: Shift) => void;
  variant: 'ghost' | 'secondary';
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      {...look}
      aria-label={t('manager.shifts.correctLabel', { name: shift.employee.name, time: punch })}
      onClick={() => onCorrect(shift)}
    >
      <PenLine aria-hidden="true" className="size-4" />
      {t('manager.shifts.correct')}
    </Button>
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
