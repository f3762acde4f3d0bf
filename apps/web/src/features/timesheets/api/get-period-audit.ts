import type { AuditResponse } from '@shiftclock/contract/timesheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { timesheetsKey } from './keys.ts';

/**
 * GET /api/admin/timesheets/audit?date=: the period's approvals and reopenings and the changes of
 * its shifts, newest first.
 */
export function getPeriodAudit(date: string, signal?: AbortSignal) {
  return apiClient.get<AuditResponse>(`/api/admin/timesheets/audit?${new URLSearchParams({ date })}`, {
    signal,
  });
}

export function periodAuditQueryOptions(locationId: string, startDate: string) {
  return queryOptions({
    // Under the timesheet's key: an approval, a reopening or a correction refreshes it.
    queryKey: [...timesheetsKey(locationId), 'audit', startDate],
    queryFn: ({ signal }) => getPeriodAudit(startDate, signal),
    select: (data) => data.entries,
  });
}

export function usePeriodAudit(locationId: string, startDate: string) {
  return useQuery(periodAuditQueryOptions(locationId, startDate));
}
