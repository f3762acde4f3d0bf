import { ORGANIZATION_STATUSES } from '@shiftclock/contract/constants';
import { useTranslation } from 'react-i18next';
import { useUpdateOrganizationStatusMutation } from '../../../api/master/organization-changes.ts';
import type { Organization, OrganizationStatus } from '../../../api/master/types.ts';
import { Select } from '../../../components/ui/select.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../format.ts';
import { useMasterSession } from '../use-master-session.ts';
import { LicenseSummary } from './license-summary.tsx';
import { ManageButtons } from './manage-buttons.tsx';
import { StatusBadge } from './status-badge.tsx';

interface OrganizationRowProps {
  organization: Organization;
  onManageLicense: (organization: Organization) => void;
  onManageLimits: (organization: Organization) => void;
}

/** One row of the organizations table; its status dropdown is its own call. */
export function OrganizationRow({ organization, ...actions }: OrganizationRowProps) {
  const { t } = useTranslation();
  const { reportFailure } = useMasterSession();
  const setStatus = useUpdateOrganizationStatusMutation();
  const name = organization.organizationName;
  // The choice shows at once and stays while the call runs; a failure (only logged) puts it back.
  const shownStatus = setStatus.isPending ? setStatus.variables.status : organization.status;

  return (
    <tr className="align-top">
      <td className="py-3 pr-3">
        <p className="font-medium break-words">
          <TextLink to={paths.adminOrganization(organization.id)}>{name}</TextLink>
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{organization.email}</p>
      </td>
      {/* Below lg the status dropdown in Actions already shows the status, and the room goes to names. */}
      <td className="py-3 pr-3 max-lg:hidden">
        <StatusBadge status={organization.status} />
      </td>
      <td className="py-3 pr-3 text-sm">
        <LicenseSummary license={organization.license} />
      </td>
      <td className="py-3 pr-3 text-sm whitespace-nowrap tabular-nums text-slate-900">
        {organization.locationCount} / {organization.locationLimits.maxLocations}
      </td>
      <td className="py-3 pr-3 text-sm whitespace-nowrap text-slate-700">
        {formatDate(organization.createdAt)}
      </td>
      <td className="w-48 py-3">
        <div className="flex flex-col gap-2">
          <Select<OrganizationStatus>
            aria-label={t('master.list.statusFor', { name })}
            className="w-full"
            value={shownStatus}
            disabled={setStatus.isPending}
            onValueChange={(status) => {
              if (status !== organization.status) {
                setStatus.mutate({ id: organization.id, status }, { onError: reportFailure });
              }
            }}
            options={ORGANIZATION_STATUSES.map((status) => ({
              value: status,
              label: t(`master.status.${status}`),
            }))}
          />
          <ManageButtons organization={organization} {...actions} />
        </div>
      </td>
    </tr>
  );
}
