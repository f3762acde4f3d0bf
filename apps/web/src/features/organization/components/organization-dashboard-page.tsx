import { LIMIT_NOTICE_MS } from '@shiftclock/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CreatedLocation } from '../../../api/organization/location-changes.ts';
import {
  type OrganizationDashboard,
  organizationDashboardQuery,
  useOrganizationDashboard,
} from '../../../api/organization/organization-dashboard.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyDialog } from '../../../lib/lazy-dialog.tsx';
import { reachedLimitAfterCreate } from '../limit-after-create.ts';
import { useOwnerSignOut } from '../use-owner-sign-out.ts';
import { useTimedValue } from '../use-timed-value.ts';
import { ApiKeysLink } from './api-keys-link.tsx';
import { CorrectionConfirmationCard } from './correction-confirmation-card.tsx';
import { DashboardUnavailable } from './dashboard-unavailable.tsx';
import { LicenseInfoCard } from './license-info-card.tsx';
import { LimitNotice } from './limit-notice.tsx';
import { isAtLocationLimit, LocationsSection } from './locations-section.tsx';
import { LockScreen } from './lock-screen.tsx';
import { OrganizationInfoCard } from './organization-info-card.tsx';
import { OrganizationTimesheetLink } from './organization-timesheet-link.tsx';
import { OwnerScreen } from './owner-screen.tsx';
import { PayrollCloseLink } from './payroll-close-link.tsx';
import { PeopleLink } from './people-link.tsx';
import { RecordsLink } from './records-link.tsx';
import { ScheduleWarningsBlockCard } from './schedule-warnings-block-card.tsx';
import { SsoLink } from './sso-link.tsx';
import { useShowSuccess } from './success-popup.tsx';
import { WebhooksLink } from './webhooks-link.tsx';

// Closed until Add Location: its form's code comes after the dashboard
// (docs/decisions/0167-forms-after-the-screen.md).
const CreateLocationDialog = lazyDialog(
  () => import('./create-location-dialog.tsx').then((module) => module.CreateLocationDialog),
  ({ open }) => open,
);

const isSessionRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** /organization/{organizationId}/dashboard: the organization owner's screen (docs/product.md section 2). */
export function OrganizationDashboardPage() {
  const { t } = useTranslation();
  const { organizationId = '' } = useParams();
  const dashboard = useOrganizationDashboard(organizationId);

  useEffect(() => {
    document.title = `${t('screens.organizationDashboard')} · ${t('app.name')}`;
  }, [t]);

  const signOut = useOwnerSignOut();

  // 401/403: the lock screen, with no organization data and no error (docs/product.md section 2).
  if (dashboard.error && isSessionRefused(dashboard.error)) return <LockScreen />;

  const organization = dashboard.error ? undefined : dashboard.data?.organization;
  let body: ReactNode;
  if (dashboard.error) {
    body = (
      <DashboardUnavailable
        networkError={dashboard.error instanceof ApiError && dashboard.error.isNetworkError}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (!dashboard.data) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        {t('organization.loading')}
      </p>
    );
  } else {
    body = <DashboardContent organizationId={organizationId} data={dashboard.data} />;
  }

  return (
    <OwnerScreen organization={organization} signOut={signOut}>
      {body}
    </OwnerScreen>
  );
}

function DashboardContent({ organizationId, data }: { organizationId: string; data: OrganizationDashboard }) {
  const { t } = useTranslation();
  const showSuccess = useShowSuccess();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [limitNotice, showLimitNotice] = useTimedValue<true>(LIMIT_NOTICE_MS);
  const { organization, locations } = data;
  // Only an approved organization may create locations (the server answers 403 otherwise); the owner
  // is told why before filling in a form, not after.
  const status = organization.status.toLowerCase();
  const blocked = status === 'approved' ? null : status === 'pending' ? 'pending' : 'inactive';

  function onCreated({ location }: CreatedLocation) {
    setCreating(false);
    showSuccess(
      t('organization.create.created', { name: location.locationName, locationId: location.locationId }),
    );
    const cached = queryClient.getQueryData(organizationDashboardQuery(organizationId).queryKey);
    if (reachedLimitAfterCreate(cached ?? data, location.locationId)) showLimitNotice(true);
  }

  return (
    <>
      {blocked ? (
        <Alert tone="warning" title={t(`organization.approval.${blocked}Title`)}>
          {t(`organization.approval.${blocked}Text`)}
        </Alert>
      ) : null}
      {limitNotice ? <LimitNotice /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <OrganizationInfoCard organization={organization} />
        <LicenseInfoCard organization={organization} />
      </div>
      <PeopleLink organizationId={organizationId} />
      <OrganizationTimesheetLink organizationId={organizationId} />
      <PayrollCloseLink organizationId={organizationId} />
      <RecordsLink organizationId={organizationId} />
      <ApiKeysLink organizationId={organizationId} />
      <WebhooksLink organizationId={organizationId} />
      <SsoLink organizationId={organizationId} />
      <CorrectionConfirmationCard organizationId={organizationId} />
      <ScheduleWarningsBlockCard organizationId={organizationId} />
      <LocationsSection
        organizationId={organizationId}
        organization={organization}
        locations={locations}
        onAdd={() => setCreating(true)}
        blockedReason={blocked ? t(`organization.approval.${blocked}Reason`) : undefined}
      />
      <CreateLocationDialog
        organizationId={organizationId}
        open={creating && !blocked && !isAtLocationLimit(organization)}
        onOpenChange={setCreating}
        onCreated={onCreated}
      />
    </>
  );
}
