import type { ScheduledShift } from '../../api/schedule/scheduled-shifts.ts';
import type { Shift } from '../../api/shifts/shifts.ts';

// The calendar's names for the answers it draws, derived from the endpoints' definitions.

export type { ScheduledShift };
export type ActualShift = Shift;
export type CalendarEmployee = Shift['employee'];
