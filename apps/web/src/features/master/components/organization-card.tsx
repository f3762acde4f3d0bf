import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../api/master/types.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../format.ts';
import { ManageButtons } from './manage-buttons.tsx';
import { StatusBadge } from './status-badge.tsx';

interface OrganizationCardProps {
  organization: Organization;
  onManageLicense: (organization: Organization) => void;
  onManageLimits: (organization: Organization) => void;
}

/** One card of 'All Organizations': name, status, email, created date, license type, location count. */
export function OrganizationCard({ organization, ...actions }: OrganizationCardProps) {
  const { t } = useTranslation();
  const license = organization.license
    ? t(`master.licenseType.${organization.license.type}`)
    : t('master.common.noLicense');
  return (
    <article className="flex w-full flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">
          <TextLink to={paths.adminOrganization(organization.id)}>{organization.organizationName}</TextLink>
        </h3>
        <StatusBadge status={organization.status} />
      </div>
      <p className="-mt-2 text-sm [overflow-wrap:anywhere] text-slate-600">{organization.email}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('master.list.columns.created')}</dt>
        <dd className="text-slate-900">{formatDate(organization.createdAt)}</dd>
        <dt className="text-slate-600">{t('master.dashboard.licenseLabel')}</dt>
        <dd className="text-slate-900">{license}</dd>
        <dt className="text-slate-600">{t('master.dashboard.locationsLabel')}</dt>
        <dd className="tabular-nums text-slate-900">{organization.locationCount}</dd>
      </dl>
      <div className="mt-auto pt-1">
        <ManageButtons organization={organization} {...actions} />
      </div>
    </article>
  );
}
