import { MASTER_RECENT_ORGANIZATIONS } from '@shiftclock/contract/constants';
import { useTranslation } from 'react-i18next';
import { useMasterDashboardQuery } from '../../../api/master/master-dashboard.ts';
import { useOrganizationsQuery } from '../../../api/master/organizations.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isSessionError, useLeaveOnSessionError } from '../use-master-session.ts';
import { AllOrganizationsSection } from './all-organizations-section.tsx';
import { ExpiringLicensesSection } from './expiring-licenses-section.tsx';
import { LoadErrorState, LoadingState } from './load-states.tsx';
import { MasterFrame } from './master-frame.tsx';
import { OrganizationDialogs, useOrganizationDialogs } from './organization-dialogs.tsx';
import { PendingOrganizationsSection } from './pending-organizations-section.tsx';
import { StatisticsCounters } from './statistics-counters.tsx';

/** /admin: docs/product.md section 2, "Master admin dashboard". */
export function MasterDashboardPage() {
  const { t } = useTranslation();
  return (
    <MasterFrame title={t('screens.masterDashboard')}>
      <MasterDashboard />
    </MasterFrame>
  );
}

function MasterDashboard() {
  const { t } = useTranslation();
  const dashboard = useMasterDashboardQuery();
  // docs/product.md section 7: the card grid is the first page of the list call, five to a page.
  const recent = useOrganizationsQuery({ page: 1, limit: MASTER_RECENT_ORGANIZATIONS });
  const dialogs = useOrganizationDialogs();
  useLeaveOnSessionError(dashboard.error, recent.error);

  const retrying = dashboard.isFetching || recent.isFetching;
  if (dashboard.isPending || recent.isPending || ((!dashboard.data || !recent.data) && retrying)) {
    return <LoadingState label={t('master.dashboard.loading')} />;
  }
  if (!dashboard.data || !recent.data) {
    const error = dashboard.error ?? recent.error;
    // A session error is already on its way to the login; nothing to show for the moment it takes.
    if (isSessionError(error)) return null;
    return (
      <LoadErrorState
        title={t('master.dashboard.errorTitle')}
        message={errorMessage(error, t('master.dashboard.errorFallback'))}
        retrying={retrying}
        onRetry={() => {
          void dashboard.refetch();
          void recent.refetch();
        }}
      />
    );
  }

  const { statistics, pendingOrganizations, expiringLicenses } = dashboard.data;
  return (
    <div className="space-y-6">
      <StatisticsCounters statistics={statistics} />
      <AllOrganizationsSection
        organizations={recent.data.organizations}
        onManageLicense={dialogs.openLicense}
        onManageLimits={dialogs.openLimits}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PendingOrganizationsSection organizations={pendingOrganizations} />
        <ExpiringLicensesSection organizations={expiringLicenses} onManageLicense={dialogs.openLicense} />
      </div>
      <OrganizationDialogs target={dialogs.target} close={dialogs.close} />
    </div>
  );
}
