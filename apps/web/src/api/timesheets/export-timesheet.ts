import type { ExportFormat } from '@shiftclock/contract/timesheet-export';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/timesheets/export';

export interface ExportInput {
  /** Any day of the period (its start date is simplest). */
  date: string;
  format: ExportFormat;
}

/** The CSV, saved under the server's file name. */
export async function downloadTimesheet({ date, format }: ExportInput): Promise<string> {
  const file = await apiDownload(urlOf(route, { query: { date, format } }));
  const fileName = file.fileName ?? `timesheet-${date}-${format}.csv`;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadTimesheet(locationId: string) {
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), route),
    mutationFn: downloadTimesheet,
  });
}
