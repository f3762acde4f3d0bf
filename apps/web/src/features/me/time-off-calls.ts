import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { meApi, meKey, useMeQuery } from './me-api.ts';

/** The employee's time off and availability (docs/decisions/0203-time-off-and-availability.md). */

export type MyTimeOff = ApiAnswer<'GET /api/me/time-off'>['requests'][number];
export type MyAvailability = ApiAnswer<'GET /api/me/availability'>;
export type TimeOffInput = {
  type: MyTimeOff['type'];
  startDate?: string;
  endDate?: string;
  start?: string;
  end?: string;
  note?: string;
};
export type AvailabilityInput = { weekday: number; start: string | null; end: string | null }[];

export const useMyTimeOff = () => useMeQuery('GET /api/me/time-off');
export const useMyAvailability = () => useMeQuery('GET /api/me/availability');

function useRefreshTimeOff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meKey('GET /api/me/time-off') });
}

export function useRequestTimeOff() {
  const refresh = useRefreshTimeOff();
  return useMutation({
    mutationFn: (body: TimeOffInput) => meApi('POST /api/me/time-off', { body }),
    onSuccess: refresh,
  });
}

export function useCancelTimeOff() {
  const refresh = useRefreshTimeOff();
  return useMutation({
    mutationFn: (id: string) => meApi('POST /api/me/time-off/:id/cancel', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: AvailabilityInput) => meApi('PUT /api/me/availability', { body: { days } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(meKey('GET /api/me/availability'), {
        days: answer.days,
        updatedAt: answer.updatedAt,
      });
    },
  });
}
