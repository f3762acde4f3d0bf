import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationTimesheet } from '../../../../api/organization/organization-timesheet.ts';
import { cell, emphasis, FigureHeadings, headCell, nameCell, numberCell } from '../table-cells.tsx';
import { useOpenRows } from '../use-open-rows.ts';
import { useOrganizationColumns } from './organization-columns.ts';
import { PersonNotes } from './person-notes.tsx';

/**
 * One row per person with their figures summed across locations; a row opens onto one row per
 * location, as that location's timesheet shows them. The totals row is the server's.
 */
export function PeopleHoursTable({
  timesheet,
  locationName,
}: {
  timesheet: OrganizationTimesheet;
  locationName: (locationCode: string) => string;
}) {
  const { t } = useTranslation();
  const columns = useOrganizationColumns(timesheet.totals);
  const { isOpen, toggle } = useOpenRows();
  const idPrefix = useId();
  const label = t('timesheets.organization.people.label');
  return (
    // A table wider than the screen scrolls inside itself; the region takes a tab stop so the
    // keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('timesheets.organization.people.name')}
            </th>
            <th scope="col" className={headCell}>
              {t('timesheets.organization.people.payrollId')}
            </th>
            <FigureHeadings columns={columns} />
          </tr>
        </thead>
        {timesheet.people.map(({ person, locations, total }) => {
          const open = isOpen(person.id);
          const rowId = (code: string) => `${idPrefix}-${person.id}-${code}`;
          return (
            // A body per person: their row and, opened, their locations' rows.
            <tbody key={person.id} className="border-b border-slate-100">
              <tr>
                <th scope="row" className={`${nameCell} text-left font-medium text-slate-900`}>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={locations.map((row) => rowId(row.locationId)).join(' ')}
                    aria-label={t('timesheets.organization.people.toggle', { name: person.name })}
                    onClick={() => toggle(person.id)}
                    className="inline-flex items-start gap-1 rounded text-left hover:text-sky-900 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
                  >
                    <ChevronRight
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 text-sky-800 transition-transform ${open ? 'rotate-90' : ''}`}
                    />
                    {person.name}
                  </button>
                  <PersonNotes locationCount={locations.length} total={total} />
                </th>
                <td className={`${cell} font-mono text-slate-700`}>
                  {person.payrollId ?? (
                    <span title={t('timesheets.organization.people.noPayrollId')}>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t('timesheets.organization.people.noPayrollId')}</span>
                    </span>
                  )}
                </td>
                {columns.map((column) => (
                  <td key={column.key} className={`${numberCell} ${emphasis(column, total)}`}>
                    {column.value(total)}
                  </td>
                ))}
              </tr>
              {open
                ? locations.map((row) => (
                    <tr
                      key={row.locationId}
                      id={rowId(row.locationId)}
                      className="bg-slate-50 text-slate-700"
                    >
                      <th scope="row" className={`${nameCell} pl-8 text-left font-normal`}>
                        {locationName(row.locationId)}{' '}
                        <span className="block text-xs text-slate-600">
                          {t('timesheets.organization.people.kioskId', { employeeId: row.employeeId })}
                        </span>
                      </th>
                      <td />
                      {columns.map((column) => (
                        <td key={column.key} className={`${numberCell} ${emphasis(column, row)}`}>
                          {column.value(row)}
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
            </tbody>
          );
        })}
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className={`${cell} text-left`}>
              {t('timesheets.organization.people.totals')}
            </th>
            {columns.map((column) => (
              <td key={column.key} className={numberCell}>
                {column.total?.(timesheet.totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
