import { useTranslation } from 'react-i18next';
import { MePage } from './me-page.tsx';

/** The Record tab (/me/record): the person's punches and their corrections. A placeholder until filled. */
export function MyRecordPage() {
  const { t } = useTranslation();
  return <MePage title={t('me.placeholder.record')} />;
}
