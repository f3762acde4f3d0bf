import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrganizationDashboard } from '../../api/organization/organization-dashboard.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useOwnerSignOut } from './use-owner-sign-out.ts';

/**
 * What every owner page beside the dashboard starts with: the organization of the URL, its dashboard
 * (the header's name and the locations), sign-out, the window's title, and whether the session was
 * refused (the page then shows the lock screen).
 */
export function useOwnerPage(title: string) {
  const { t } = useTranslation();
  const { organizationId = '' } = useParams();
  const dashboard = useOrganizationDashboard(organizationId);
  const signOut = useOwnerSignOut();

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  const refused =
    dashboard.error instanceof ApiError && (dashboard.error.status === 401 || dashboard.error.status === 403);
  return { organizationId, dashboard, signOut, refused };
}
