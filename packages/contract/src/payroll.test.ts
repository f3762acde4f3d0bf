import { describe, expect, it } from 'vitest';
import { timesheetMessages } from './messages.ts';
import { DEFAULT_PAYROLL, payrollSettingsSchema } from './payroll.ts';
import { DEFAULT_SETTINGS, settingsBody, settingsSchema } from './settings.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('payroll settings', () => {
  it('accepts the default payroll and refuses out-of-range values with their messages', () => {
    expect(payrollSettingsSchema.parse(DEFAULT_PAYROLL)).toEqual(DEFAULT_PAYROLL);
    expect(settingsSchema.parse(DEFAULT_SETTINGS).payroll).toEqual(DEFAULT_PAYROLL);
    const check = (patch: object) =>
      messagesOf(payrollSettingsSchema.safeParse({ ...DEFAULT_PAYROLL, ...patch }));
    expect(check({ weeklyOvertimeHours: 0.5 })).toEqual([timesheetMessages.weeklyOvertimeRange]);
    expect(check({ weeklyOvertimeHours: 37.5, dailyOvertimeHours: 8 })).toEqual([]);
    expect(check({ dailyOvertimeHours: 7.25 })).toEqual([timesheetMessages.halfHours]);
    expect(check({ period: 'monthly', periodStart: '2026-01-31' })).toEqual([
      timesheetMessages.monthlyStartDay,
    ]);
    expect(check({ period: 'weekly', periodStart: '2026-01-31' })).toEqual([]);
    expect(check({ periodStart: '2026-02-29' })).toEqual([timesheetMessages.periodStartInvalid]);
    expect(check({ periodStart: '0050-01-05' })).toEqual([timesheetMessages.periodStartInvalid]);
  });

  it('lets an older client save settings without payroll', () => {
    const { payroll: _payroll, ...older } = DEFAULT_SETTINGS;
    expect(settingsBody.safeParse({ settings: older }).success).toBe(true);
    expect(settingsSchema.safeParse(older).success).toBe(false);
  });
});
