import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';

export function AccountSettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.accountSettings')} />;
}
