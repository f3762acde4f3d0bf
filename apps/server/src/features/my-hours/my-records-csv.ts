import { csvHeaders, MY_RECORDS_CSV_COLUMNS } from '@shiftclock/contract/csv-headers';
import type { Language } from '@shiftclock/contract/languages';
import type { MyRecords } from '@shiftclock/contract/my-hours';
import { localDateTime, localTimeOfDay } from '@shiftclock/contract/time/zoned-time';
import { toCsv } from '../timesheets/csv.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The person's records as a CSV file (csv.ts: RFC 4180, a BOM, and no cell a spreadsheet would run as
 * a formula: a name or location starting with `=` is shown as text). Times on each location's clock,
 * as the manager's detailed export writes them; Hours with two decimals.
 */
export function myRecordsCsv(records: MyRecords, headerLanguage?: Language): string {
  return toCsv(
    csvHeaders(MY_RECORDS_CSV_COLUMNS, headerLanguage),
    records.records.map((record) => {
      const time = (iso: string | null) => (iso ? localDateTime(new Date(iso), record.timezone) : '');
      const clock = (iso: string) => localTimeOfDay(new Date(iso), record.timezone);
      return [
        record.locationId,
        record.locationName,
        record.date,
        time(record.clockIn),
        time(record.clockOut),
        time(record.originalClockIn),
        time(record.originalClockOut),
        record.hours.toFixed(2),
        yesNo(record.corrected),
        yesNo(record.autoClosed),
        yesNo(record.awaitingReview),
        yesNo(record.offline),
        record.source,
        record.breaks
          .map(
            (taken) =>
              `${clock(taken.start)}-${taken.end ? clock(taken.end) : ''} ${taken.paid ? 'paid' : 'unpaid'}`,
          )
          .join(';'),
        String(record.paidBreakMinutes),
        String(record.unpaidBreakMinutes),
        String(record.deductionMinutes),
      ];
    }),
  );
}
