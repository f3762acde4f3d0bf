import type { MyCorrection } from '@shiftclock/contract/my-record';
import { auditTimes } from '../shifts/audit.repository.ts';
import { answerOf } from './answer-status.ts';
import type { RecordEntryRow } from './corrections.repository.ts';

type ShiftColumns = Pick<
  RecordEntryRow,
  | 'shiftId'
  | 'clockIn'
  | 'clockOut'
  | 'offline'
  | 'autoClosed'
  | 'source'
  | 'locationCode'
  | 'locationName'
  | 'timezone'
>;

export const toRecordShift = (row: ShiftColumns): MyCorrection['shift'] => ({
  id: row.shiftId,
  clockIn: row.clockIn.toISOString(),
  clockOut: row.clockOut?.toISOString() ?? null,
  offline: row.offline,
  autoClosed: row.autoClosed,
  source: row.source,
  location: { locationId: row.locationCode, locationName: row.locationName, timezone: row.timezone },
});

/** An entry of the person's record, with their answer as the organization's setting (`since`) makes it. */
export const toMyCorrection = (row: RecordEntryRow, since: Date | null): MyCorrection => ({
  id: row.id,
  action: row.action as MyCorrection['action'],
  at: row.at.toISOString(),
  actor: row.actor,
  reason: row.reason,
  before: auditTimes(row.before),
  after: auditTimes(row.after),
  shift: toRecordShift(row),
  answer: answerOf(row, since),
});
