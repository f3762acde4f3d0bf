import type { OrganizationHours } from '@shiftclock/contract/organization-timesheet';
import { useTranslation } from 'react-i18next';

/** Under a person's name: at how many locations they worked, and shifts counted 0 h until reviewed. */
export function PersonNotes({ locationCount, total }: { locationCount: number; total: OrganizationHours }) {
  const { t } = useTranslation();
  return (
    <span className="block text-xs font-normal text-slate-600">
      {t('timesheets.organization.people.locationCount', { count: locationCount })}
      {total.awaitingReview > 0 ? (
        <span className="ml-2 font-medium text-amber-900">
          {t('timesheets.table.awaitingCount', { count: total.awaitingReview })}
        </span>
      ) : null}
    </span>
  );
}
