import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { removeToken, tokenKeys } from '../../lib/token-storage.ts';

/** A 401 (no valid session) or a 403 (a valid token of another account): either way, not the master admin. */
export function isSessionError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The master admin's session on /admin and /admin/organizations.
 * - signOut: docs/product.md's Logout, and what a 401 from any call does: the token goes, /admin/login next.
 * - reportFailure: for a write that failed. docs/product.md section 8: approve, reject, status, license and
 *   limit failures are only logged, never shown; an ended session still sends the admin to log in.
 * A 403 means the stored token belongs to another account (an organization admin's, say): the admin
 * is sent to the master login too, but that token is left alone, since it is still that account's
 * valid session (docs/decisions/0030-master-admin-session.md).
 */
export function useMasterSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = useCallback(
    (clearToken: boolean) => {
      if (clearToken) removeToken(tokenKeys.token);
      navigate(paths.adminLogin, { replace: true });
      // Nothing of this session may flash up for whoever signs in next.
      queryClient.removeQueries({ queryKey: ['master'] });
    },
    [navigate, queryClient],
  );

  const signOut = useCallback(() => leave(true), [leave]);

  /** Leaves for the login when the error ended the session; says whether it did. */
  const leaveOnSessionError = useCallback(
    (error: unknown): boolean => {
      if (!isSessionError(error)) return false;
      leave(error.status === 401);
      return true;
    },
    [leave],
  );

  const reportFailure = useCallback(
    (error: unknown) => {
      if (!leaveOnSessionError(error)) console.error('[master admin] update failed', error);
    },
    [leaveOnSessionError],
  );

  return { signOut, leaveOnSessionError, reportFailure };
}

/** For the screens' queries: a session error leaves for the login; other errors stay for the screen to show. */
export function useLeaveOnSessionError(...errors: unknown[]): void {
  const { leaveOnSessionError } = useMasterSession();
  const error = errors.find(isSessionError);
  useEffect(() => {
    if (error) leaveOnSessionError(error);
  }, [error, leaveOnSessionError]);
}
