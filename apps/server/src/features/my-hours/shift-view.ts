import { hoursOf, minutesOf } from '@shiftclock/contract/hours';
import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { type ShiftRow, toShiftDto } from '../shifts/shift-dto.ts';
import type { TotalsBreak } from '../timesheets/shift-count.ts';
import type { ShiftFigures } from '../timesheets/shift-figures.ts';

/**
 * A shift as the employee's app shows it: its punches and marks, its breaks and what it counted
 * (timesheets/shift-figures.ts, as the manager's detailed export counts it). The originals are the
 * kiosk's punches only where a manager changed them: a shift never corrected has none to show.
 */
export function punchedShiftView(
  row: ShiftRow,
  breaks: readonly TotalsBreak[],
  figures: ShiftFigures,
  timezone: string,
) {
  const dto = toShiftDto(row);
  return {
    id: row.id,
    date: localDayOf(row.clockIn, timezone),
    clockIn: dto.clockIn,
    clockOut: dto.clockOut,
    originalClockIn: dto.corrected ? dto.originalClockIn : null,
    originalClockOut: dto.corrected ? dto.originalClockOut : null,
    corrected: dto.corrected,
    autoClosed: dto.autoClosed,
    awaitingReview: dto.awaitingReview,
    offline: dto.offline,
    source: dto.source,
    breaks: breaks.map((taken) => ({
      start: taken.start.toISOString(),
      end: taken.end?.toISOString() ?? null,
      paid: taken.paid,
    })),
    paidBreakMinutes: minutesOf(figures.paidBreakMs),
    unpaidBreakMinutes: minutesOf(figures.unpaidBreakMs),
    deductionMinutes: minutesOf(figures.deductionMs),
    hours: hoursOf(figures.workedMs),
  };
}
