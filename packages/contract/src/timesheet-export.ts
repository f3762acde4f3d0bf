import { z } from 'zod';
import { dayString } from './dates.ts';
import { LANGUAGES } from './languages.ts';

/** A pay period's timesheet as a CSV file (docs/api.md, "Timesheets"); its header row: csv-headers.ts. */

const EXPORT_FORMATS = ['summary', 'detailed'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuery = z.object({
  date: dayString().optional(),
  format: z.enum(EXPORT_FORMATS).default('summary'),
  locationId: z.string().max(6).optional(),
  /**
   * The header row in another language, for a person opening the file; payroll imports rely on the
   * default English headers (docs/api.md, "Timesheets"). The values never change.
   */
  headerLanguage: z.enum(LANGUAGES).optional(),
});

/**
 * The file name the export answers with (Content-Disposition): the location, the period and the
 * kind, so a summary and a detailed export of two periods never overwrite each other in Downloads.
 */
export const exportFileName = (
  locationCode: string,
  period: { startDate: string; endDate: string },
  format: ExportFormat,
) => `timesheet-${locationCode}-${period.startDate}_${period.endDate}-${format}.csv`;
