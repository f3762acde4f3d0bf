import { describe, expect, it } from 'vitest';
import { addShiftBody, correctShiftBody } from './corrections.ts';
import { timesheetMessages } from './messages.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('shift corrections', () => {
  it('checks the order and length of corrected times, and pads the employee ID', () => {
    const times = { clockIn: '2026-12-01T08:00:00Z', clockOut: '2026-12-01T16:00:00Z' };
    expect(correctShiftBody.parse({ ...times, reason: '  late bus  ' }).reason).toBe('late bus');
    expect(messagesOf(correctShiftBody.safeParse({ ...times, clockOut: times.clockIn }))).toEqual([
      timesheetMessages.clockOutAfterClockIn,
    ]);
    expect(messagesOf(correctShiftBody.safeParse({ ...times, clockOut: '2026-12-02T08:00:01Z' }))).toEqual([
      timesheetMessages.tooLong,
    ]);
    expect(messagesOf(correctShiftBody.safeParse({ clockIn: '', clockOut: times.clockOut }))).toEqual([
      timesheetMessages.clockInRequired,
    ]);
    expect(addShiftBody.parse({ ...times, employeeId: '7' }).employeeId).toBe('007');
  });
});
