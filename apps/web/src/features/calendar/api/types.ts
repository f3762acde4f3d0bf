/** An employee as the shift answers carry them. */
export interface CalendarEmployee {
  id: string;
  name: string;
  employeeId: string;
}

/**
 * A scheduled shift as GET /api/admin/scheduled-shifts answers it (CONTRACT.md section 4). The same
 * shape the schedule feature's Edit Shift dialog takes, so a click can hand it over unchanged.
 */
export interface ScheduledShift {
  id: string;
  _id: string;
  employee: CalendarEmployee;
  employeeName: string;
  scheduledStart: string;
  scheduledEnd: string;
  notes: string;
}

/** An actual shift as GET /api/admin/shifts answers it. */
export interface ActualShift {
  id: string;
  employee: CalendarEmployee;
  clockIn: string;
  clockOut: string | null;
  totalHours: number | null;
  isActive: boolean;
  corrected: boolean;
  autoClosed: boolean;
}
