import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';

/** The yellow notice shown for 12 s when a new location used the last free place (docs/product.md section 4). */
export function LimitNotice() {
  const { t } = useTranslation();
  return <Alert tone="warning">{t('organization.locations.limitNotice')}</Alert>;
}
