import type { AuditResponse } from '@shiftclock/contract/timesheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shiftAuditKey } from './keys.ts';

/** GET /api/admin/shifts/{id}/audit: the shift's changes, oldest first. */
export function getShiftAudit(shiftId: string, signal?: AbortSignal) {
  return apiClient.get<AuditResponse>(`/api/admin/shifts/${encodeURIComponent(shiftId)}/audit`, {
    signal,
  });
}

export function shiftAuditQueryOptions(locationId: string, shiftId: string) {
  return queryOptions({
    queryKey: shiftAuditKey(locationId, shiftId),
    queryFn: ({ signal }) => getShiftAudit(shiftId, signal),
    select: (data) => data.entries,
    // The trail changes only through this screen's own saves, which invalidate it.
    staleTime: 0,
  });
}

export function useShiftAudit(locationId: string, shiftId: string | null) {
  return useQuery({
    ...shiftAuditQueryOptions(locationId, shiftId ?? ''),
    enabled: shiftId !== null,
  });
}
