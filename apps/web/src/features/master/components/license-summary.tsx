import { useTranslation } from 'react-i18next';
import type { License } from '../../../api/master/types.ts';
import { DaysLeft } from './days-left.tsx';

/** The License column: the type and the days remaining, or 'No License'. */
export function LicenseSummary({ license }: { license: License | null }) {
  const { t } = useTranslation();
  if (!license) return <span className="text-slate-600">{t('master.common.noLicense')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="font-medium text-slate-900">{t(`master.licenseType.${license.type}`)}</span>
      <DaysLeft daysLeft={license.daysLeft} />
    </div>
  );
}
