import type { AuditEntry } from '@shiftclock/contract/audit';
import type { Shift } from '@shiftclock/contract/shifts';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { aShift } from '../../../test/shift-fixture.ts';

export const locationId = 'ABC234';
export const timeZone = 'Europe/Paris';

export const employees = [
  { employeeId: '001', name: 'Ada Lovelace' },
  { employeeId: '002', name: 'Grace Hopper' },
];

/** A kiosk shift of Grace Hopper: clock-in Fri 20 Nov 2026 08:58 in Paris (07:58 UTC), still open. */
export function shift(overrides: Partial<Shift> = {}): Shift {
  return aShift({
    employee: { id: 'uuid-002', name: 'Grace Hopper', employeeId: '002' },
    clockIn: '2026-11-20T07:58:00.000Z',
    // The kiosk's punch stays the original whatever times a test gives the shift.
    originalClockIn: '2026-11-20T07:58:00.000Z',
    originalClockOut: null,
    ...overrides,
  });
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    at: '2026-11-21T09:00:00.000Z',
    actor: 'Manager',
    action: 'correct',
    before: { clockIn: '2026-11-20T07:58:00.000Z', clockOut: null, breaks: null },
    after: { clockIn: '2026-11-20T07:58:00.000Z', clockOut: '2026-11-20T16:00:00.000Z', breaks: null },
    reason: 'Forgot to clock out',
    shiftId: 'shift-1',
    employee: { id: 'uuid-002', name: 'Grace Hopper', employeeId: '002' },
    period: null,
    ...overrides,
  };
}

/** The week of Mon 16 to Sun 22 Nov 2026, two employees, one shift to review. */
export function timesheet(overrides: Partial<TimesheetResponse> = {}): TimesheetResponse {
  return {
    period: {
      type: 'weekly',
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      previousDate: '2026-11-09',
      nextDate: '2026-11-23',
    },
    approval: null,
    settings: {
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: null,
      doubleTimeDailyHours: null,
      seventhDayRule: false,
      workdayStart: '00:00',
      breaksPaid: false,
      autoDeductMinutes: null,
      autoDeductAfterHours: 6,
      roundingMinutes: null,
    },
    employees: [
      {
        employee: { id: 'uuid-001', name: 'Ada Lovelace', employeeId: '001', isActive: true },
        daysWorked: 5,
        regularHours: 40,
        overtimeHours: 2.333,
        doubleTimeHours: 0,
        totalHours: 42.333,
        actualHours: 42.333,
        paidBreakMinutes: 0,
        unpaidBreakMinutes: 150,
        deductionMinutes: 0,
        scheduledHours: 40,
        shiftCount: 5,
        lateArrivals: 1,
        hoursElsewhere: false,
        needsReview: 0,
        awaitingReview: 0,
        workdays: [
          { workday: '2026-11-16', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0 },
          { workday: '2026-11-17', regularHours: 8, overtimeHours: 2.333, doubleTimeHours: 0 },
        ],
        pendingShifts: [],
      },
      {
        employee: { id: 'uuid-002', name: 'Grace Hopper', employeeId: '002', isActive: false },
        daysWorked: 2,
        regularHours: 15.5,
        overtimeHours: 0,
        doubleTimeHours: 0,
        totalHours: 15.5,
        actualHours: 15.5,
        paidBreakMinutes: 0,
        unpaidBreakMinutes: 0,
        deductionMinutes: 0,
        scheduledHours: 16,
        shiftCount: 2,
        lateArrivals: 0,
        hoursElsewhere: false,
        needsReview: 1,
        awaitingReview: 0,
        workdays: [],
        pendingShifts: [],
      },
    ],
    // The server sums exact durations; the screen shows its totals, never a sum of rounded rows.
    totals: {
      regularHours: 55.5,
      overtimeHours: 2.333,
      doubleTimeHours: 0,
      totalHours: 57.833,
      actualHours: 57.833,
      paidBreakMinutes: 0,
      unpaidBreakMinutes: 150,
      deductionMinutes: 0,
      scheduledHours: 56,
      shiftCount: 7,
    },
    // Grace is still clocked in: listed to correct, not flagged for review.
    reviewShifts: [],
    openShifts: [shift()],
    correctionAnswers: [],
    ...overrides,
  };
}

/** `ui` inside the app's providers (toasts included), signed in as a manager. */
export function renderWithProviders(ui: ReactNode) {
  localStorage.setItem('token', 'manager-token');
  localStorage.setItem('adminToken', 'manager-token');
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
