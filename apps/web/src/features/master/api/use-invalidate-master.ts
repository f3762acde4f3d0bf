import { useQueryClient } from '@tanstack/react-query';
import { masterKeys } from './master-keys.ts';

/**
 * What every successful write does: reload the master admin's lists (SPEC.md section 4: "refresh
 * lists only on success"). The mutation waits for the reload, so a row does not flash back with
 * live buttons between the answer and the fresh list.
 */
export function useInvalidateMaster() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: masterKeys.all });
}
