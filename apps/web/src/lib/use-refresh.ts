import { useCallback, useState } from 'react';

/**
 * A Refresh button's state: busy while the refresh the user asked for runs, and not during the
 * background refetches that live updates and polling make, so the button does not flicker at every
 * punch (docs/decisions/0156-live-updates.md).
 */
export function useRefresh(refetch: () => Promise<unknown>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  }, [refetch]);
  return { refreshing, refresh };
}
