import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client.ts';
import { paths } from './paths.ts';
import { clearAllTokens } from './token-storage.ts';

/** Every query and mutation of the manager view is keyed under ['admin', locationId, …]. */
const isManagerCall = (key: readonly unknown[] | undefined) => key?.[0] === 'admin';

/**
 * docs/product.md section 8: a 401 from the manager's calls clears the stored tokens and goes to the
 * manager login. One watcher on TanStack Query's caches covers every list and every action of the
 * view, so no panel can forget it. The cached manager data goes too, so the next login starts clean.
 */
export function useUnauthorizedRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let leaving = false;
    const leaveOn = (error: unknown, key: readonly unknown[] | undefined) => {
      if (leaving || !(error instanceof ApiError) || error.status !== 401 || !isManagerCall(key)) return;
      leaving = true;
      clearAllTokens();
      void navigate(paths.managerLogin, { replace: true });
      // After the navigation has unmounted the view, so no mounted query refetches what is removed.
      setTimeout(() => queryClient.removeQueries({ queryKey: ['admin'] }));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        leaveOn(event.action.error, event.query.queryKey);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        leaveOn(event.action.error, event.mutation.options.mutationKey);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);
}
