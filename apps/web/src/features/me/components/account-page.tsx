import { useTranslation } from 'react-i18next';
import { MePage } from './me-page.tsx';

/** The Account tab (/me/account): who is signed in, their sessions, sign-out. */
export function AccountPage() {
  const { t } = useTranslation();
  return <MePage title={t('me.account.title')} />;
}
