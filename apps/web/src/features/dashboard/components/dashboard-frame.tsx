import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../../../lib/logout.ts';
import { paths } from '../../../lib/paths.ts';
import type { DashboardSession } from '../session-access.ts';
import { signOutOfDashboard } from '../sign-out.ts';
import { DashboardHeader } from './dashboard-header.tsx';

interface DashboardFrameProps {
  session: DashboardSession;
  /** The token the session was validated with; Logout removes it from every key. */
  sessionToken: string | null;
  children: ReactNode;
}

/** A validated dashboard: the location header above the account's view. */
export function DashboardFrame({ session, sessionToken, children }: DashboardFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isManager = session.accountType === 'manager';
  const title = isManager ? t('dashboard.managerTitle') : t('dashboard.locationTitle');

  useEffect(() => {
    document.title = `${title} · ${session.locationId} · ${t('app.name')}`;
  }, [title, session.locationId, t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader
        accountType={session.accountType}
        locationId={session.locationId}
        onSettings={isManager ? () => void navigate(paths.managerSettings) : undefined}
        onTimesheets={isManager ? () => void navigate(paths.managerTimesheets) : undefined}
        onLogout={() =>
          logOut(() => void navigate(signOutOfDashboard(session, sessionToken), { replace: true }))
        }
      />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">{children}</main>
    </div>
  );
}
