import { useTranslation } from 'react-i18next';
import type { DashboardSession } from '../session-access.ts';
import { ViewPlaceholder } from './view-placeholder.tsx';

/**
 * Stands in for the kiosk clock screen until it is built. It takes the props the real `KioskView`
 * will take, so swapping it in app/routes is a one-line change.
 */
export function KioskViewPlaceholder(_props: { session: DashboardSession }) {
  const { t } = useTranslation();
  return <ViewPlaceholder title={t('dashboard.views.kioskTitle')} note={t('dashboard.views.kioskNote')} />;
}
