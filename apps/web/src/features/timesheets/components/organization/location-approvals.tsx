import type { TimeFormat } from '@shiftclock/contract/time-format';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationTimesheetLocation } from '../../../../api/organization/organization-timesheet.ts';
import { deviceTimeZone } from '../../../../lib/time/clock.ts';
import { formatHours, formatMoment } from '../../format.ts';

/** A location's clock, to print its approval's moment the location's way. */
export type LocationClock = { timeZone: string; timeFormat: TimeFormat };

/**
 * Each location's approval of the period (who and when, or not yet) and its total hours. Approving
 * stays the location's own, on its timesheet; a location whose own pay periods are other days says
 * its approval is of another period.
 */
export function LocationApprovals({
  locations,
  clockOf,
}: {
  locations: readonly OrganizationTimesheetLocation[];
  clockOf: (locationCode: string) => LocationClock | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('timesheets.organization.locations.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('timesheets.organization.locations.hint')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <LocationApproval key={location.id} location={location} clock={clockOf(location.id)} />
        ))}
      </ul>
    </section>
  );
}

function LocationApproval({
  location,
  clock,
}: {
  location: OrganizationTimesheetLocation;
  clock: LocationClock | undefined;
}) {
  const { t } = useTranslation();
  const { approval } = location;
  return (
    <li
      aria-label={location.name}
      className={`rounded-lg border px-4 py-3 text-sm ${
        approval ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 font-semibold break-words text-slate-900">{location.name}</p>
        <p className="shrink-0 font-semibold tabular-nums text-slate-900">
          {t('timesheets.organization.locations.total', { hours: formatHours(location.totals.totalHours) })}
        </p>
      </div>
      {approval ? (
        <p className="mt-1 flex items-start gap-1.5 text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {t('timesheets.organization.locations.approvedBy', {
            by: approval.approvedBy,
            at: formatMoment(
              approval.approvedAt,
              clock?.timeZone ?? deviceTimeZone(),
              clock?.timeFormat ?? '24h',
            ),
          })}
        </p>
      ) : (
        <p className="mt-1 flex items-start gap-1.5 text-slate-700">
          <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {t('timesheets.organization.locations.open')}
        </p>
      )}
      {location.samePeriod ? null : (
        <p className="mt-2 flex items-start gap-1.5 text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {t('timesheets.organization.locations.otherPeriod')}
        </p>
      )}
    </li>
  );
}
