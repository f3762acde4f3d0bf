import type { ExportFormat } from '@shiftclock/contract/timesheets';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { timesheetsKey } from './keys.ts';

export interface ExportInput {
  /** Any day of the period (its start date is simplest). */
  date: string;
  format: ExportFormat;
}

/** GET /api/admin/timesheets/export?date=&format=: the CSV, saved under the server's file name. */
export async function downloadTimesheet({ date, format }: ExportInput): Promise<string> {
  const query = new URLSearchParams({ date, format });
  const file = await apiDownload(`/api/admin/timesheets/export?${query}`);
  const fileName = file.fileName ?? `timesheet-${date}${format === 'detailed' ? '-detailed' : ''}.csv`;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadTimesheet(locationId: string) {
  return useMutation({
    mutationKey: [...timesheetsKey(locationId), 'export'],
    mutationFn: downloadTimesheet,
  });
}
