import { organizationExportFileName } from '@shiftclock/contract/organization-timesheet';
import type { PayPeriod } from '@shiftclock/contract/timesheets';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiDownload, callApi, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const route = 'GET /api/organization/timesheet';
const exportRoute = 'GET /api/organization/timesheet/export';

/** Each person's hours of a pay period at each location and in total (docs/api.md, "Organization timesheet"). */
export type OrganizationTimesheet = ApiAnswer<typeof route>;
export type OrganizationTimesheetPerson = OrganizationTimesheet['people'][number];
export type OrganizationTimesheetLocation = OrganizationTimesheet['locations'][number];

/**
 * The period holding `date` (the server's today when null). Under the owner's key, so signing out
 * or a change at a location refreshes it with the dashboard; sent with the owner's own token, not a
 * manager token left by a direct access.
 */
export function organizationTimesheetQuery(organizationId: string, date: string | null) {
  const query = date ? { date } : {};
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), route, { query }),
    queryFn: ({ signal }) => callApi(route, { query }, { token: 'token', signal }),
    // Previous/Next keep the last period on screen (dimmed) instead of a skeleton between periods.
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationTimesheet(organizationId: string, date: string | null) {
  return useQuery(organizationTimesheetQuery(organizationId, date));
}

/** The summary CSV (one row per person, summed across locations), saved under the server's file name. */
export async function downloadOrganizationTimesheet(period: PayPeriod): Promise<string> {
  const url = urlOf(exportRoute, { query: { date: period.startDate, format: 'summary' } });
  const file = await apiDownload(url, { token: 'token' });
  const fileName = file.fileName ?? organizationExportFileName(period);
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadOrganizationTimesheet() {
  return useMutation({ mutationFn: downloadOrganizationTimesheet });
}
