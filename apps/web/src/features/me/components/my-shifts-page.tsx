import { useTranslation } from 'react-i18next';
import { MePage } from './me-page.tsx';

/** The Shifts tab (/me): the person's upcoming shifts at every location. A placeholder until filled. */
export function MyShiftsPage() {
  const { t } = useTranslation();
  return <MePage title={t('me.placeholder.shifts')} />;
}
