import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type {
  DashboardOrganization,
  OrganizationLicense,
} from '../../../api/organization/organization-dashboard.ts';
import { Card } from '../../../components/ui/card.tsx';
import { InfoRow } from './info-row.tsx';

/** docs/product.md section 9: dates are en-US everywhere except this expiry date, which is en-GB (dd/mm/yyyy). */
const expiryFormat = new Intl.DateTimeFormat('en-GB');

export function LicenseInfoCard({ organization }: { organization: DashboardOrganization }) {
  const { t } = useTranslation();
  const { license, locationLimits } = organization;
  const typeLabels: Record<OrganizationLicense['type'], string> = {
    trial: t('organization.license.types.trial'),
    monthly: t('organization.license.types.monthly'),
    yearly: t('organization.license.types.yearly'),
    custom: t('organization.license.types.custom'),
  };
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-accent-700" />
        {t('organization.license.title')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        <InfoRow label={t('organization.license.type')}>
          {license ? typeLabels[license.type] : t('organization.license.none')}
        </InfoRow>
        <InfoRow label={t('organization.license.expires')}>
          {license ? expiryFormat.format(new Date(license.endDate)) : '—'}
        </InfoRow>
        <InfoRow label={t('organization.license.locations')}>
          {t('organization.license.locationsValue', {
            current: locationLimits.currentLocations,
            max: locationLimits.maxLocations,
          })}
        </InfoRow>
      </dl>
    </Card>
  );
}
