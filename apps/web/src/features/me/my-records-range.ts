import { RECORDS_MAX_DAYS } from '@shiftclock/contract/my-hours-messages';
import { addDaysToDay, daysBetween } from '@shiftclock/contract/time/zoned-time';

/**
 * The range of the records to download or print (docs/decisions/0194-my-hours-and-records.md): what
 * the server accepts, checked before asking so the form says what is wrong in the page's words.
 */
export type RecordsRange = { from: string; to: string };
export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** The last 31 days up to `today` (the phone's own day): a month of records. */
export const defaultRecordsRange = (today: string): RecordsRange => ({
  from: addDaysToDay(today, -30),
  to: today,
});

/** Why the server would refuse the range, or null. */
export function rangeProblem({ from, to }: RecordsRange): RangeProblem | null {
  if (!from || !to) return 'missing';
  if (to < from) return 'reversed';
  if (daysBetween(from, to) + 1 > RECORDS_MAX_DAYS) return 'tooLong';
  return null;
}

/** The phone's own day, 'YYYY-MM-DD'. */
export function todayOnThisPhone(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
