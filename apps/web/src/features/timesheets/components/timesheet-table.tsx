import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { type TimesheetRow, useHoursColumns } from './hours-columns.ts';
import { HoursElsewhereMark } from './hours-elsewhere-mark.tsx';
import { ReviewCount } from './review-count.tsx';
import {
  ColumnHeading,
  cell,
  emphasis,
  FigureHeadings,
  headCell,
  nameCell,
  numberCell,
} from './table-cells.tsx';
import { TimesheetCards } from './timesheet-cards.tsx';
import { useOpenRows } from './use-open-rows.ts';
import { ProvisionalNote, WorkdayHours } from './workday-hours.tsx';

type TableProps = { timesheet: TimesheetResponse; timeZone: string; timeFormat: TimeFormat };

/**
 * One row per employee with the hours the server computed (shown to two decimals, as the CSV has
 * them), and a totals row of the server's own totals, never a sum of rounded rows. Each row opens
 * onto its hours by workday.
 */
export function TimesheetTable(props: TableProps) {
  // A phone gets a card per employee instead of a wide table scrolled sideways.
  return useMediaQuery(NARROW_SCREEN) ? <TimesheetCards {...props} /> : <HoursTable {...props} />;
}

/** The days worked as a button that opens the row's hours by workday. */
function DaysToggle({
  row,
  open,
  controls,
  onToggle,
}: {
  row: TimesheetRow;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t('timesheets.workdays.toggle', { name: row.employee.name, count: row.daysWorked })}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded px-1 font-medium text-sky-800 underline decoration-dotted underline-offset-2 hover:text-sky-950 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
    >
      <ChevronRight
        aria-hidden="true"
        className={`size-3.5 transition-transform ${open ? 'rotate-90' : ''}`}
      />
      {row.daysWorked}
    </button>
  );
}

function HoursTable({ timesheet, timeZone, timeFormat }: TableProps) {
  const { t } = useTranslation();
  const columns = useHoursColumns(timesheet);
  const { isOpen, toggle } = useOpenRows();
  const idPrefix = useId();
  return (
    // A table wider than the screen scrolls sideways inside itself; the region takes a tab stop
    // so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={t('timesheets.table.label')} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              <ColumnHeading
                label={t('timesheets.table.employeeId')}
                short={t('timesheets.table.short.employeeId')}
              />
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.table.name')}
            </th>
            <FigureHeadings columns={columns} />
            <th scope="col" className={headCell}>
              {t('timesheets.table.review')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {timesheet.employees.map((row) => {
            const open = isOpen(row.employee.id);
            const detailsId = `${idPrefix}-${row.employee.id}`;
            return (
              <Fragment key={row.employee.id}>
                <tr>
                  <td className={`${cell} font-mono text-slate-700`}>{row.employee.employeeId}</td>
                  <th scope="row" className={`${nameCell} text-left font-medium text-slate-900`}>
                    {row.employee.name}
                    <HoursElsewhereMark row={row} />
                    {row.employee.isActive ? null : (
                      <span className="ml-1.5 text-xs font-normal text-slate-600">
                        {t('timesheets.table.inactive')}
                      </span>
                    )}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className={`${numberCell} ${emphasis(column, row)}`}>
                      {column.key === 'days' ? (
                        <DaysToggle
                          row={row}
                          open={open}
                          controls={detailsId}
                          onToggle={() => toggle(row.employee.id)}
                        />
                      ) : (
                        column.value(row)
                      )}
                    </td>
                  ))}
                  <td className={cell}>
                    <ReviewCount row={row} />
                    <ProvisionalNote row={row} timeZone={timeZone} timeFormat={timeFormat} />
                  </td>
                </tr>
                {open ? (
                  <tr id={detailsId} className="bg-slate-50">
                    <td />
                    <td colSpan={columns.length + 2} className="px-3 py-2 text-sm text-slate-700">
                      <WorkdayHours row={row} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            {/* The label spans the ID, the name and the days (the first column), which have no total. */}
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              {t('timesheets.table.totals')}
            </th>
            {columns.slice(1).map((column) => (
              <td key={column.key} className={numberCell}>
                {column.total?.(timesheet.totals)}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
