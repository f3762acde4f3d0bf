import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';
import type {
  DashboardOrganization,
  OrganizationLicense,
} from '../../../api/organization/organization-dashboard.ts';
import { Card } from '../../../components/ui/card.tsx';
import { deviceTimeZone, formatDate, intlLanguage } from '../../../lib/time/clock.ts';
import { InfoRow } from './info-row.tsx';

/**
 * docs/product.md section 9: in English this expiry date is en-GB (dd/mm/yyyy), unlike every other date;
 * the other languages write their own numeric date ('24.11.2026', '24/11/2026'). The English one is
 * written by hand from the device's calendar day: an en-GB formatter made on every render was 130 ms
 * of the owner's dashboard's first render on a slow tablet
 * (docs/decisions/0214-owner-dashboard-first-paint.md).
 */
function formatExpiry(iso: string): string {
  if (intlLanguage() !== 'en') return formatDate(iso, deviceTimeZone(), 'numericDate');
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const [year, month, day] = localDayOf(instant, deviceTimeZone()).split('-');
  return `${day}/${month}/${year}`;
}

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
          {license ? formatExpiry(license.endDate) : '—'}
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
