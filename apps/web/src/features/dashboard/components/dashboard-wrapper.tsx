import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useValidateSession } from '../../../api/auth/validate-session.ts';
import { ApiError, getToken } from '../../../lib/api-client.ts';
import { type DashboardAccountType, paths } from '../../../lib/paths.ts';
import { keepKioskSession, keptKioskSession } from '../kept-kiosk-session.ts';
import { type DashboardSession, resolveDashboardAccess, tokenPreferenceFor } from '../session-access.ts';
import { AccessDenied } from './access-denied.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import { DashboardLoading } from './dashboard-loading.tsx';
import { SessionExpired } from './session-expired.tsx';
import { SignOutRedirect } from './sign-out-redirect.tsx';

interface DashboardWrapperProps {
  /** The account type and location id from the address bar, not yet trusted. */
  accountType: DashboardAccountType;
  locationId: string;
  /** The view under the header, given the validated session (the manager view or the kiosk). */
  children: (session: DashboardSession) => ReactNode;
}

/**
 * The session guard of /{accountType}/{locationId} (docs/product.md sections 2 and 4): no stored token goes
 * straight to the organization login; otherwise the token is validated and the answer decides
 * between the dashboard, Access Denied, a redirect to the account's own dashboard, or a sign-out.
 */
export function DashboardWrapper({ accountType, locationId, children }: DashboardWrapperProps) {
  const sessionToken = getToken(tokenPreferenceFor(accountType));
  if (!sessionToken) return <Navigate replace to={paths.organizationLogin} />;
  return (
    <ValidatedDashboard accountType={accountType} locationId={locationId} sessionToken={sessionToken}>
      {children}
    </ValidatedDashboard>
  );
}

/** Marks the one redirect to the account's own dashboard, so inconsistent storage cannot loop. */
interface RedirectState {
  fromAccountTypeRedirect?: boolean;
}

function ValidatedDashboard({
  accountType,
  locationId,
  sessionToken,
  children,
}: DashboardWrapperProps & { sessionToken: string }) {
  const validation = useValidateSession(tokenPreferenceFor(accountType));
  const routerLocation = useLocation();

  if (validation.isPending) return <DashboardLoading />;
  const status = validation.error instanceof ApiError ? validation.error.status : null;
  // A kiosk reloaded while the server is out of reach opens with its last session, to keep punches.
  const session =
    validation.data ?? (status === 0 && accountType === 'location' ? keptKioskSession(sessionToken) : null);
  if (!session) return status === 401 || status === 403 ? <SessionExpired /> : <SignOutRedirect />;
  if (validation.data) keepKioskSession(sessionToken, validation.data);

  const access = resolveDashboardAccess(session, { accountType, locationId });
  if (access.kind === 'denied') return <AccessDenied />;
  if (access.kind === 'redirect') {
    // Arriving here from our own redirect and still mismatched means the stored tokens disagree
    // with each other (e.g. a manager's tempToken beside a location's token); denying beats looping.
    if ((routerLocation.state as RedirectState | null)?.fromAccountTypeRedirect) return <AccessDenied />;
    const state: RedirectState = { fromAccountTypeRedirect: true };
    return <Navigate replace to={access.to} state={state} />;
  }
  return (
    <DashboardFrame session={access.session} sessionToken={sessionToken}>
      {children(access.session)}
    </DashboardFrame>
  );
}
