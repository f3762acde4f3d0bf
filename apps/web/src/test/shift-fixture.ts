import { type Shift, shiftSchema } from '@shiftclock/contract/shifts';

/**
 * A shift as the server answers it, parsed by the contract's schema: a fixture the server could not
 * send fails here. An open kiosk shift unless `overrides` say otherwise; the originals follow the times.
 */
export function aShift(overrides: Partial<Shift> = {}): Shift {
  const id = overrides.id ?? 'shift-1';
  const clockIn = overrides.clockIn ?? '2026-03-10T13:00:00.000Z';
  const clockOut = overrides.clockOut ?? null;
  return shiftSchema.parse({
    id,
    _id: id,
    employee: { id: 'uuid-007', name: 'Ada Lovelace', employeeId: '007' },
    clockIn,
    clockOut,
    totalHours: clockOut ? Math.round((Date.parse(clockOut) - Date.parse(clockIn)) / 36_000) / 100 : null,
    isActive: clockOut === null,
    onBreakSince: null,
    corrected: false,
    autoClosed: false,
    awaitingReview: false,
    offline: false,
    source: 'kiosk',
    originalClockIn: clockIn,
    originalClockOut: clockOut,
    ...overrides,
  });
}
