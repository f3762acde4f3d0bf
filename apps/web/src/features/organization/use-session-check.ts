import { SESSION_CHECK_INTERVAL_MS } from '@shiftclock/contract/constants';
import { useEffect, useEffectEvent } from 'react';
import { validateSession } from '../../api/auth/validate-session.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * docs/product.md section 4: the organization area checks its session every 5 minutes, so an owner whose
 * token expired or was revoked (password reset elsewhere) is sent to log in even while idle.
 * Only 401/403 end the session; a network blip or a server error leaves the owner where they are.
 */
export function useOrganizationSessionCheck(onExpired: () => void) {
  const expire = useEffectEvent(onExpired);
  useEffect(() => {
    const timer = setInterval(() => {
      validateSession('token').catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) expire();
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
