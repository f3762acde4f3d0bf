import { useTranslation } from 'react-i18next';
import type { OrganizationTimesheet } from '../../../../api/organization/organization-timesheet.ts';
import { FigureList, figuresOf, strongFirst } from '../figure-list.tsx';
import { useOrganizationColumns } from './organization-columns.ts';
import { PersonNotes } from './person-notes.tsx';

/** A phone's card per person, their locations folded inside; the organization's totals last. */
export function PeopleHoursCards({
  timesheet,
  locationName,
}: {
  timesheet: OrganizationTimesheet;
  locationName: (locationCode: string) => string;
}) {
  const { t } = useTranslation();
  const columns = strongFirst(useOrganizationColumns(timesheet.totals));
  return (
    <ul aria-label={t('timesheets.organization.people.label')} className="space-y-3">
      {timesheet.people.map(({ person, locations, total }) => (
        <li key={person.id} className="rounded-md border border-slate-200 px-3 py-3 text-sm">
          <p className="font-medium text-slate-900">
            {person.name}{' '}
            {person.payrollId ? (
              <span className="font-mono font-normal text-slate-700">{person.payrollId}</span>
            ) : null}
          </p>
          <PersonNotes locationCount={locations.length} total={total} />
          <FigureList figures={figuresOf(columns, total)} />
          <details className="mt-2">
            <summary className="cursor-pointer font-medium text-sky-800">
              {t('timesheets.organization.people.perLocation', { name: person.name })}
            </summary>
            <ul className="mt-1 divide-y divide-slate-100">
              {locations.map((row) => (
                <li key={row.locationId} className="py-2">
                  <p className="font-medium text-slate-800">
                    {locationName(row.locationId)}{' '}
                    <span className="text-xs font-normal text-slate-600">
                      {t('timesheets.organization.people.kioskId', { employeeId: row.employeeId })}
                    </span>
                  </p>
                  <FigureList figures={figuresOf(columns, row)} />
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
      <li className="rounded-md border-2 border-slate-300 bg-slate-50 px-3 py-3 text-sm">
        <p className="font-semibold text-slate-900">{t('timesheets.organization.people.totals')}</p>
        <FigureList figures={figuresOf(columns, timesheet.totals)} />
      </li>
    </ul>
  );
}
