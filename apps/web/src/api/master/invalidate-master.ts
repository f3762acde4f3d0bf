import { useQueryClient } from '@tanstack/react-query';

/**
 * What every successful master write does: reload the master admin's lists (docs/product.md section 4:
 * "refresh lists only on success"). An approval changes the counters, the pending list, the card grid
 * and the table at once, and they are cheap to reload. The mutation waits for the reload, so a row does
 * not flash back with live buttons between the answer and the fresh list.
 */
export function useInvalidateMaster() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['master'] });
}
