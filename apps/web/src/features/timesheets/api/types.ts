// INTERIM: the shapes of issue 11's design, until packages/contract/src/timesheets.ts lands; then
// this file re-exports the contract's types and is gone.

export type PayPeriodType = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

export interface ShiftEmployee {
  id: string;
  name: string;
  employeeId: string;
}

/** An actual shift with issue 11's correction fields. Instants in UTC. */
export interface TimesheetShift {
  id: string;
  employee: ShiftEmployee;
  clockIn: string;
  clockOut: string | null;
  totalHours: number | null;
  isActive: boolean;
  corrected: boolean;
  autoClosed: boolean;
  source: 'kiosk' | 'manual';
  originalClockIn: string | null;
  originalClockOut: string | null;
}

export interface PayPeriod {
  type: PayPeriodType;
  startDate: string;
  endDate: string;
  previousDate: string;
  nextDate: string;
}

export interface Approval {
  approvedAt: string;
  approvedBy: string;
}

export interface TimesheetEmployeeRow {
  employee: ShiftEmployee & { isActive: boolean };
  daysWorked: number;
  regularHours: number;
  overtimeHours: number;
  totalHours: number;
  scheduledHours: number;
  shiftCount: number;
  lateArrivals: number;
  needsReview: number;
}

export interface Timesheet {
  period: PayPeriod;
  approval: Approval | null;
  settings: { weeklyOvertimeHours: number; dailyOvertimeHours: number | null };
  employees: TimesheetEmployeeRow[];
  totals: {
    regularHours: number;
    overtimeHours: number;
    totalHours: number;
    scheduledHours: number;
    shiftCount: number;
  };
  reviewShifts: TimesheetShift[];
}

export interface AuditTimes {
  clockIn: string;
  clockOut: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: 'create' | 'correct' | 'auto-close' | 'approve' | 'reopen';
  before: AuditTimes | null;
  after: AuditTimes | null;
  reason: string | null;
}

export interface CorrectShiftBody {
  clockIn: string;
  clockOut: string;
  reason?: string;
}

export interface AddShiftBody extends CorrectShiftBody {
  employeeId: string;
}

export type ExportFormat = 'summary' | 'detailed';
