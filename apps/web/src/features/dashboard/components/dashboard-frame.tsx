import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LiveUpdatesContext, useLiveUpdates } from '../../../api/live/use-live-updates.ts';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { logOut } from '../../../lib/logout.ts';
import { paths } from '../../../lib/paths.ts';
import type { DashboardSession } from '../session-access.ts';
import { signOutOfDashboard } from '../sign-out.ts';
import { useDeviceHeartbeat } from '../use-device-heartbeat.ts';
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
  // The same query the view under the header reads (the kiosk's own key for a location account).
  const locationName = useLocationInfo(session.locationId, isManager ? 'manager' : 'kiosk').data
    ?.locationName;
  const live = useLiveUpdates(session.locationId, isManager ? 'manager' : 'kiosk');
  useDeviceHeartbeat(session.locationId, session.accountType === 'location');

  useEffect(() => {
    document.title = `${title} · ${locationName ?? session.locationId} · ${t('app.name')}`;
  }, [title, locationName, session.locationId, t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-medium text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('dashboard.skipToContent')}
      </a>
      <DashboardHeader
        compact={!isManager}
        accountType={session.accountType}
        locationId={session.locationId}
        locationName={locationName}
        onSettings={isManager ? () => void navigate(paths.managerSettings) : undefined}
        onTimesheets={isManager ? () => void navigate(paths.managerTimesheets) : undefined}
        onLogout={() =>
          logOut(() => void navigate(signOutOfDashboard(session, sessionToken), { replace: true }))
        }
      />
      {/* A column, so that a view may take the height left under the header (the kiosk, flex-1). */}
      <main
        id="main"
        tabIndex={-1}
        className={`mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 outline-none sm:px-6 ${isManager ? 'py-6' : 'py-3 md:py-4'}`}
      >
        <LiveUpdatesContext value={live}>{children}</LiveUpdatesContext>
      </main>
    </div>
  );
}
