import { Navigate, useParams } from 'react-router';
import { DashboardWrapper } from '../../features/dashboard/components/dashboard-wrapper.tsx';
import { loadStrings } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { type DashboardAccountType, isDashboardAccountType, paths } from '../../lib/paths.ts';

// Each view is a chunk of its own: a kiosk tablet never downloads the manager's calendar.
const KioskView = lazyComponent(() =>
  import('../../features/kiosk/components/kiosk-view.tsx').then((module) => module.KioskView),
);
const ManagerView = lazyComponent(() =>
  Promise.all([
    import('./manager-view.tsx'),
    loadStrings('pages', 'manager', 'calendar', 'timesheets', 'schedule-warnings', 'scheduleFill', 'publish'),
  ]).then(([module]) => module.ManagerView),
);

/** Loads the view an address of `accountType` shows, so the route can wait for its code (router.tsx). */
export function preloadView(accountType: DashboardAccountType): Promise<unknown> {
  return accountType === 'manager' ? ManagerView.preload() : KioskView.preload();
}

/**
 * The dashboard wrapper of /{accountType}/{locationId} (also /location/{id} and /manager/{id}).
 * It lives in app/ because it composes features: the dashboard feature guards the session and draws
 * the header; the view below is the manager view for managers and the kiosk for everyone else.
 *
 * The pattern also matches any other two-segment path (/foo/bar); only the two dashboard account
 * types get a dashboard, the rest go where docs/product.md sends any other path.
 */
export function AccountDashboardPage() {
  const { accountType, locationId = '' } = useParams();
  if (!isDashboardAccountType(accountType)) return <Navigate replace to={paths.organizationLogin} />;

  return (
    // Keyed by the address, so a redirect to the account's own dashboard starts a fresh check.
    <DashboardWrapper key={`${accountType}/${locationId}`} accountType={accountType} locationId={locationId}>
      {(session) =>
        session.accountType === 'manager' ? (
          <ManagerView session={session} />
        ) : (
          <KioskView session={session} />
        )
      }
    </DashboardWrapper>
  );
}
