import type { ShiftCorrectionAnswer } from '@shiftclock/contract/my-record';
import type { DbOrTx } from '../../db/client.ts';
import { answerOf } from './answer-status.ts';
import { listLatestCorrectionsOfShifts } from './corrections.repository.ts';

/**
 * For the manager's timesheet: the employee's answer to the latest correction of each shift of these
 * locations that began in [from, to), where one is asked or given (pending, confirmed, disputed).
 */
export async function listShiftCorrectionAnswers(
  db: DbOrTx,
  locationIds: readonly string[],
  from: Date,
  to: Date,
): Promise<ShiftCorrectionAnswer[]> {
  const rows = await listLatestCorrectionsOfShifts(db, locationIds, from, to);
  return rows.flatMap((row) => {
    const answer = answerOf(row, row.since);
    return answer ? [{ shiftId: row.shiftId, entryId: row.id, ...answer }] : [];
  });
}
