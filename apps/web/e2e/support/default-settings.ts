/**
 * A location's default settings as the server answers them, written out: the contract package is
 * TypeScript source that the Playwright loader does not compile from node_modules.
 */
export const defaultSettings = {
  weekLayout: { startDay: 1, endDay: 6, startTime: '09:00', endTime: '17:00' },
  defaultShiftDuration: 6,
  language: 'en',
  timeFormat: '24h',
  autoSave: true,
  // The payroll settings' defaults (a weekly period from a Monday, 40 h a week).
  payroll: {
    period: 'weekly',
    periodStart: '2026-01-05',
    weeklyOvertimeHours: 40,
    dailyOvertimeHours: null,
    // No double time, no seventh-day rule, unpaid breaks, no automatic deduction, no rounding.
    doubleTimeDailyHours: null,
    seventhDayRule: false,
    // The workday starts at midnight (docs/decisions/0171-the-workday.md).
    workdayStart: '00:00',
    breaksPaid: false,
    autoDeductMinutes: null,
    autoDeductAfterHours: 6,
    roundingMinutes: null,
  },
  // No PIN and no early clock-in limit at the kiosk.
  pinLength: 0,
  earlyClockInMinutes: null,
  // Audit item 8: an offline punch older than 12 hours waits for the manager.
  offlinePunchMaxAgeHours: 12,
  // At most 50 kiosks registered at once.
  maxKiosks: 50,
  // No punches from the employee app (docs/api.md, "Punches from the app").
  phonePunches: { enabled: false, latitude: null, longitude: null, radiusMeters: 150 },
  // No minimum rest and no labour budgets (docs/api.md, "Schedule warnings").
  scheduleWarnings: { minRestHours: null, labourBudgetDay: null, labourBudgetWeek: null },
  // The manager approves each claim on an open shift (docs/api.md, "Open shifts").
  openShifts: { autoApproveFirstClaim: false },
};
