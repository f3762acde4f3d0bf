import { ORGANIZATIONS_PAGE_SIZE } from '@shiftclock/contract/constants';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { useOrganizationsQuery } from '../../../api/master/organizations.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { isSessionError, useLeaveOnSessionError } from '../use-master-session.ts';
import { useOrganizationsUrlState } from '../use-organizations-url-state.ts';
import { LoadErrorState, LoadingState } from './load-states.tsx';
import { MasterFrame } from './master-frame.tsx';
import { OrganizationDialogs, useOrganizationDialogs } from './organization-dialogs.tsx';
import { OrganizationsSearchBox } from './organizations-search-box.tsx';
import { OrganizationsStatusFilter } from './organizations-status-filter.tsx';
import { OrganizationsTable } from './organizations-table.tsx';
import { PaginationBar } from './pagination-bar.tsx';

/** /admin/organizations: docs/product.md section 2, "Organizations list". */
export function OrganizationsListPage() {
  const { t } = useTranslation();
  return (
    <MasterFrame
      title={t('screens.organizationsList')}
      nav={
        <LinkButton variant="ghost" to={paths.admin}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('master.list.backToDashboard')}
        </LinkButton>
      }
    >
      <OrganizationsList />
    </MasterFrame>
  );
}

function OrganizationsList() {
  const { t } = useTranslation();
  const url = useOrganizationsUrlState();
  const query = useOrganizationsQuery({
    page: url.page,
    limit: ORGANIZATIONS_PAGE_SIZE,
    status: url.status,
    search: url.search,
  });
  const dialogs = useOrganizationDialogs();
  useLeaveOnSessionError(query.error);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <OrganizationsSearchBox value={url.search} onSearch={url.setSearch} />
        <OrganizationsStatusFilter value={url.status} onChange={url.setStatus} />
      </div>
      {query.isPending || (!query.data && query.isFetching) ? (
        <LoadingState label={t('master.list.loading')} />
      ) : !query.data ? (
        isSessionError(query.error) ? null : (
          <LoadErrorState
            title={t('master.list.errorTitle')}
            message={errorMessage(query.error, t('master.list.errorFallback'))}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <Card className="max-lg:p-4">
          <div aria-busy={query.isFetching || undefined}>
            <OrganizationsTable
              organizations={query.data.organizations}
              onManageLicense={dialogs.openLicense}
              onManageLimits={dialogs.openLimits}
            />
            <PaginationBar
              page={url.page}
              totalPages={query.data.pagination.totalPages}
              onPageChange={url.setPage}
            />
          </div>
        </Card>
      )}
      <OrganizationDialogs target={dialogs.target} close={dialogs.close} />
    </div>
  );
}
