import { scopedKeys } from '../../../lib/query-keys.ts';
// Every timesheet query sits under the manager view's ['admin', locationId] prefix: a 401 on any of
// them signs the manager out (features/manager's watcher), and a correction made from the dashboard
// refreshes the timesheet and Recent Shifts with one invalidation.
export const managerKey = (locationId: string) => scopedKeys.manager(locationId);
export const timesheetsKey = (locationId: string) => [...managerKey(locationId), 'timesheets'] as const;
export const timesheetKey = (locationId: string, date: string | null) =>
  [...timesheetsKey(locationId), 'period', date ?? 'current'] as const;
export const shiftAuditKey = (locationId: string, shiftId: string) =>
  [...managerKey(locationId), 'shift-audit', shiftId] as const;
