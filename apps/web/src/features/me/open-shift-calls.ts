import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meApi, meKey, useMeQuery } from './me-api.ts';

const listRoute = 'GET /api/me/open-shifts';

/** The open shifts the person may claim, and those they claimed (docs/decisions/0201-open-shifts.md). */
export const useMyOpenShifts = () => useMeQuery(listRoute);

/** Claims or withdraws; the list and the person's shifts (an approved claim is one) are asked again. */
export function useOpenShiftAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'claim' | 'withdraw' }) =>
      action === 'claim'
        ? meApi('POST /api/me/open-shifts/:id/claim', { params: { id } })
        : meApi('POST /api/me/open-shifts/:id/withdraw', { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKey(listRoute) }),
        queryClient.invalidateQueries({ queryKey: meKey('GET /api/me/shifts') }),
      ]),
  });
}
