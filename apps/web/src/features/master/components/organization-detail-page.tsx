import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type OrganizationDetail,
  useOrganizationDetailQuery,
} from '../../../api/master/organization-detail.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDecimal } from '../../../lib/time/clock.ts';
import { formatDate } from '../format.ts';
import { isSessionError, useLeaveOnSessionError } from '../use-master-session.ts';
import { LicenseSummary } from './license-summary.tsx';
import { LoadErrorState, LoadingState } from './load-states.tsx';
import { ManageButtons } from './manage-buttons.tsx';
import { MasterFrame } from './master-frame.tsx';
import { OrganizationDialogs, useOrganizationDialogs } from './organization-dialogs.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * /admin/organizations/{id}: one organization for the master admin (docs/product.md section 2,
 * "organization detail"): its owner, its status and license with their history, and its locations
 * with active employees and this month's hours.
 */
export function OrganizationDetailPage() {
  const { t } = useTranslation();
  return (
    <MasterFrame
      title={t('master.detail.title')}
      nav={
        <LinkButton variant="ghost" to={paths.adminOrganizations}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('master.detail.back')}
        </LinkButton>
      }
    >
      <OrganizationDetailContent />
    </MasterFrame>
  );
}

function OrganizationDetailContent() {
  const { t } = useTranslation();
  const { organizationId = '' } = useParams();
  const query = useOrganizationDetailQuery(organizationId);
  const dialogs = useOrganizationDialogs();
  useLeaveOnSessionError(query.error);

  if (query.isPending) return <LoadingState label={t('master.detail.loading')} />;
  if (!query.data) {
    return isSessionError(query.error) ? null : (
      <LoadErrorState
        title={t('master.detail.errorTitle')}
        message={errorMessage(query.error, t('master.detail.errorFallback'))}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { organization, owner } = query.data;
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-slate-900">
              {organization.organizationName}
            </h2>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{organization.email}</p>
          </div>
          <StatusBadge status={organization.status} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">{t('master.detail.owner')}</dt>
          <dd className="text-slate-900">
            {owner ? (
              <>
                <span className="[overflow-wrap:anywhere]">{owner.email}</span>{' '}
                <span className="text-slate-600">
                  {owner.emailVerified ? t('master.detail.verified') : t('master.detail.notVerified')}
                </span>
              </>
            ) : (
              t('master.detail.noOwner')
            )}
          </dd>
          <dt className="text-slate-600">{t('master.list.columns.created')}</dt>
          <dd className="text-slate-900">{formatDate(organization.createdAt)}</dd>
          <dt className="text-slate-600">{t('master.list.columns.license')}</dt>
          <dd className="text-slate-900">
            <LicenseSummary license={organization.license} />
          </dd>
          <dt className="text-slate-600">{t('master.list.columns.locations')}</dt>
          <dd className="tabular-nums text-slate-900">
            {organization.locationCount} / {organization.locationLimits.maxLocations}
          </dd>
        </dl>
        <div className="mt-4 max-w-xs">
          <ManageButtons
            organization={organization}
            onManageLicense={dialogs.openLicense}
            onManageLimits={dialogs.openLimits}
          />
        </div>
      </Card>
      <LocationsCard locations={query.data.locations} />
      <HistoryCard history={query.data.history} />
      <OrganizationDialogs target={dialogs.target} close={dialogs.close} />
    </div>
  );
}

function LocationsCard({ locations }: { locations: OrganizationDetail['locations'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('master.detail.locations', { count: locations.length })}
        </h2>
        {locations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('master.detail.noLocations')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {locations.map((location) => (
              <li
                key={location.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{location.locationName}</p>
                  <p className="text-sm text-slate-600">
                    <span className="font-mono">{location.locationId}</span> · {location.timezone}
                  </p>
                </div>
                <dl className="flex gap-6 text-sm">
                  <div>
                    <dt className="text-slate-600">{t('master.detail.employees')}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">
                      {location.stats.employeeCount}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('master.detail.thisMonth')}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">
                      {t('master.detail.hours', { hours: formatDecimal(location.stats.monthHours, 1) })}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** Newest first: the registration, then each change the master admin made. */
function HistoryCard({ history }: { history: OrganizationDetail['history'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const describe = (event: OrganizationDetail['history'][number]) => {
    switch (event.kind) {
      case 'registered':
        return t('master.detail.event.registered');
      case 'status':
        return t('master.detail.event.status', { status: t(`master.status.${event.status}`) });
      case 'license':
        return t('master.detail.event.license', {
          type: t(`master.licenseType.${event.license.type}`),
          duration: event.license.duration,
          unit: t(`master.durationUnit.${event.license.durationUnit}`).toLowerCase(),
          end: formatDate(event.license.endDate),
        });
      case 'locationLimit':
        return t('master.detail.event.locationLimit', { count: event.maxLocations });
      case 'personMerged':
        return t('master.detail.event.personMerged');
    }
  };
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('master.detail.history')}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {[...history].reverse().map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows; entries never move
            <li key={index} className="flex flex-wrap gap-x-3">
              <span className="w-28 shrink-0 text-slate-600 tabular-nums">{formatDate(event.at)}</span>
              <span className="text-slate-900">{describe(event)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-600">{t('master.detail.historyNote')}</p>
      </section>
    </Card>
  );
}
