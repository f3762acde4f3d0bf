import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../lib/paths.ts';
import { startManagerSession, startSession } from '../../../lib/session.ts';

/** The session the server put in the fragment (never sent to a server), or null. */
function sessionOf(hash: string) {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fields.get('token');
  const organizationId = fields.get('organizationId');
  const kind = fields.get('kind');
  const locationId = fields.get('locationId');
  if (!token || !organizationId) return null;
  if (kind === 'orgAdmin') return { token, kind, organizationId } as const;
  if (kind === 'manager' && locationId) return { token, kind, locationId } as const;
  return null;
}

/**
 * /sso/done: where the server sends the browser after the provider signed the user in. The token is
 * stored as a password login stores it (lib/session.ts), the fragment is wiped from the address bar
 * and history, and the owner's or the manager's dashboard opens.
 */
export function SsoDonePage() {
  const navigate = useNavigate();

  useEffect(() => {
    const session = sessionOf(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    if (!session) {
      void navigate(`${paths.ssoError}?code=SSO_LOGIN_EXPIRED`, { replace: true });
      return;
    }
    if (session.kind === 'orgAdmin') {
      startSession(session.token);
      void navigate(paths.organizationDashboard(session.organizationId), { replace: true });
    } else {
      startManagerSession(session.token);
      void navigate(paths.accountDashboard('manager', session.locationId), { replace: true });
    }
  }, [navigate]);

  return <PageLoading />;
}
