import { useTranslation } from 'react-i18next';
import {
  useApproveOrganizationMutation,
  useRejectOrganizationMutation,
} from '../../../api/master/organization-changes.ts';
import type { Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../format.ts';
import { useMasterSession } from '../use-master-session.ts';
import { DashboardSection, EmptyText } from './dashboard-section.tsx';

/** docs/product.md's Pending Organizations list with its count, Approve and Reject. */
export function PendingOrganizationsSection({ organizations }: { organizations: Organization[] }) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('master.dashboard.pendingOrganizations')} count={organizations.length}>
      {organizations.length === 0 ? (
        <EmptyText>{t('master.dashboard.noPending')}</EmptyText>
      ) : (
        <ul className="divide-y divide-slate-200">
          {organizations.map((organization) => (
            <PendingOrganizationRow key={organization.id} organization={organization} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

/** Each row has its own calls, so approving one organization leaves the others' buttons alone. */
function PendingOrganizationRow({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const { reportFailure } = useMasterSession();
  const approve = useApproveOrganizationMutation();
  const reject = useRejectOrganizationMutation();
  const busy = approve.isPending || reject.isPending;
  const name = organization.organizationName;
  // docs/product.md section 4: the lists refresh only on success; a failure is only logged (section 8).
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium break-words">
          <TextLink to={paths.adminOrganization(organization.id)}>{name}</TextLink>
        </p>
        <p className="text-sm break-all text-slate-600">{organization.email}</p>
        <p className="text-xs text-slate-600">
          {t('master.common.createdOn', { date: formatDate(organization.createdAt) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          aria-label={t('master.dashboard.approveFor', { name })}
          busy={approve.isPending}
          disabled={busy}
          onClick={() => approve.mutate(organization.id, { onError: reportFailure })}
        >
          {t('master.dashboard.approve')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('master.dashboard.rejectFor', { name })}
          busy={reject.isPending}
          disabled={busy}
          onClick={() => reject.mutate(organization.id, { onError: reportFailure })}
        >
          {t('master.dashboard.reject')}
        </Button>
      </div>
    </li>
  );
}
