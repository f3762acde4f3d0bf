import Archive from 'lucide-react/icons/archive';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the records an inspector accepts: the chain's check, the export, retention. */
export function RecordsLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={Archive}
      title={t('organization.records.linkTitle')}
      text={t('organization.records.linkText')}
      action={t('organization.records.open')}
      to={paths.organizationRecords(organizationId)}
    />
  );
}
