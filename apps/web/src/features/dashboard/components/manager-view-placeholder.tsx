import { useTranslation } from 'react-i18next';
import type { DashboardSession } from '../session-access.ts';
import { ViewPlaceholder } from './view-placeholder.tsx';

/**
 * Stands in for the manager view (calendar, employees, recent shifts) until it is built. It takes
 * the props the real `ManagerView` will take, so swapping it in app/routes is a one-line change.
 */
export function ManagerViewPlaceholder(_props: { session: DashboardSession }) {
  const { t } = useTranslation();
  return (
    <ViewPlaceholder title={t('dashboard.views.managerTitle')} note={t('dashboard.views.managerNote')} />
  );
}
