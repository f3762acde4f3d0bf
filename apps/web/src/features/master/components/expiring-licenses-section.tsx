import { useTranslation } from 'react-i18next';
import type { ExpiringOrganization, Organization } from '../../../api/master/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../format.ts';
import { DashboardSection, EmptyText } from './dashboard-section.tsx';
import { DaysLeft } from './days-left.tsx';

interface ExpiringLicensesSectionProps {
  organizations: ExpiringOrganization[];
  onManageLicense: (organization: Organization) => void;
}

/** docs/product.md's Expiring Licenses list: count, days left in colour, expiry date, 'Manage License'. */
export function ExpiringLicensesSection({ organizations, onManageLicense }: ExpiringLicensesSectionProps) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('master.dashboard.expiringLicenses')} count={organizations.length}>
      {organizations.length === 0 ? (
        <EmptyText>{t('master.dashboard.noExpiring')}</EmptyText>
      ) : (
        <ul className="divide-y divide-slate-200">
          {organizations.map((organization) => (
            <li
              key={organization.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  <TextLink to={paths.adminOrganization(organization.id)}>
                    {organization.organizationName}
                  </TextLink>
                </p>
                <p className="text-sm break-all text-slate-600">{organization.email}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <DaysLeft daysLeft={organization.daysLeft} />
                  {organization.license
                    ? t('master.common.expiresOn', { date: formatDate(organization.license.endDate) })
                    : null}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('master.common.manageLicenseFor', { name: organization.organizationName })}
                onClick={() => onManageLicense(organization)}
              >
                {t('master.common.manageLicense')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
