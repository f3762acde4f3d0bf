import Building2 from 'lucide-react/icons/building-complex';
import { useTranslation } from 'react-i18next';
import type { DashboardOrganization } from '../../../api/organization/organization-dashboard.ts';
import { Card } from '../../../components/ui/card.tsx';
import { InfoRow } from './info-row.tsx';

/**
 * docs/product.md section 4: the status is compared in upper case, and APPROVED looks different from the
 * others. The word is always shown, so colour is not the only signal.
 */
function StatusBadge({ status }: { status: string }) {
  const upper = status.toUpperCase();
  const approved = upper === 'APPROVED';
  return (
    <span
      data-approved={approved}
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide ${
        approved
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      {upper}
    </span>
  );
}

export function OrganizationInfoCard({ organization }: { organization: DashboardOrganization }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Building2 aria-hidden="true" className="size-5 text-accent-700" />
        {t('organization.info.title')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        <InfoRow label={t('organization.info.name')}>{organization.organizationName}</InfoRow>
        <InfoRow label={t('organization.info.email')}>{organization.email}</InfoRow>
        <InfoRow label={t('organization.info.status')}>
          <StatusBadge status={organization.status} />
        </InfoRow>
      </dl>
    </Card>
  );
}
