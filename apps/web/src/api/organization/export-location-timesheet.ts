import type { ExportFormat } from '@shiftclock/contract/timesheet-export';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';

export interface ExportLocationTimesheetInput {
  locationId: string;
  /** Any day of the wanted pay period. */
  date: string;
  format: ExportFormat;
}

/**
 * The location's timesheet CSV, saved under the server's file name. The owner's own token ('token'),
 * not a manager session opened by direct access.
 */
export async function exportLocationTimesheet(
  organizationId: string,
  { locationId, date, format }: ExportLocationTimesheetInput,
): Promise<string> {
  const url = urlOf('GET /api/organization/:organizationId/locations/:locationId/timesheets/export', {
    params: { organizationId, locationId },
    query: { date, format },
  });
  const file = await apiDownload(url, { token: 'token' });
  const fileName = file.fileName ?? `timesheet-${locationId}-${date}-${format}.csv`;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useExportLocationTimesheet(organizationId: string) {
  return useMutation({
    mutationFn: (input: ExportLocationTimesheetInput) => exportLocationTimesheet(organizationId, input),
  });
}
