import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationTimesheet } from '../../../../api/organization/organization-timesheet.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { TimesheetLoadFailed, TimesheetSkeleton } from '../load-states.tsx';
import { PeriodBar } from '../period-bar.tsx';
import { LocationApprovals, type LocationClock } from './location-approvals.tsx';
import { PeopleHours } from './people-hours.tsx';

export type { LocationClock };

/**
 * The owner's timesheet of the organization (docs/api.md, "Organization timesheet"): a pay period
 * of the first location, each location's approval, and each person's hours at every location and
 * in total, with the summary CSV.
 */
export function OrganizationTimesheetScreen({
  organizationId,
  clockOf,
}: {
  organizationId: string;
  clockOf: (locationCode: string) => LocationClock | undefined;
}) {
  const { t } = useTranslation();
  // Any day inside the wanted period; null is the server's "today".
  const [date, setDate] = useState<string | null>(null);
  const timesheet = useOrganizationTimesheet(organizationId, date);
  const data = timesheet.data;
  const failed = t('timesheets.organization.loadFailed');

  return (
    <div className="space-y-6">
      <PeriodBar
        period={data?.period ?? null}
        isCurrent={date === null && !timesheet.isPlaceholderData}
        onGo={setDate}
      />
      {data ? (
        <div
          className={`space-y-6 transition-opacity ${timesheet.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={timesheet.isPlaceholderData || undefined}
        >
          <LocationApprovals locations={data.locations} clockOf={clockOf} />
          <PeopleHours timesheet={data} />
        </div>
      ) : timesheet.isError ? (
        <TimesheetLoadFailed
          error={timesheet.error}
          fallback={failed}
          retrying={timesheet.isFetching}
          onRetry={() => void timesheet.refetch()}
        />
      ) : (
        <TimesheetSkeleton />
      )}
      {data && timesheet.isError ? <Alert tone="error">{errorMessage(timesheet.error, failed)}</Alert> : null}
    </div>
  );
}
