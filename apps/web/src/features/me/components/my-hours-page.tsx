import { useTranslation } from 'react-i18next';
import { MePage } from './me-page.tsx';

/** The Hours tab (/me/hours): the person's hours per pay period. A placeholder until filled. */
export function MyHoursPage() {
  const { t } = useTranslation();
  return <MePage title={t('me.placeholder.hours')} />;
}
