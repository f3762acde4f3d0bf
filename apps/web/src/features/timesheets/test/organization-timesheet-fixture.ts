import {
  type OrganizationHours,
  organizationTimesheetResponse,
} from '@shiftclock/contract/organization-timesheet';
import type { OrganizationTimesheet } from '../../../api/organization/organization-timesheet.ts';
import { timesheet } from './timesheet-fixture.tsx';

export const organizationTimesheetApi = 'GET /api/organization/timesheet';

/** Every figure 0 but those given; paid time off, absent from a period without it, only if given. */
export function hours(overrides: Partial<OrganizationHours> = {}): OrganizationHours {
  const figures = Object.keys(organizationTimesheetResponse.shape.totals.shape).filter(
    (figure) => figure !== 'paidTimeOffHours',
  );
  return { ...(Object.fromEntries(figures.map((figure) => [figure, 0])) as OrganizationHours), ...overrides };
}

/**
 * The week of Mon 16 to Sun 22 Nov 2026 at Main Street (ABC234, approved) and Harbour (XYZ789):
 * Ann worked 30 h at Main Street and 20 h at Harbour (40 regular, the 10 overtime charged to Harbour),
 * Bo 8 h at Harbour only.
 */
export function organizationTimesheet(overrides: Partial<OrganizationTimesheet> = {}): OrganizationTimesheet {
  const annMain = hours({
    regularHours: 30,
    totalHours: 30,
    actualHours: 30,
    shiftCount: 3,
    unpaidBreakMinutes: 90,
  });
  const annHarbour = hours({
    regularHours: 10,
    overtimeHours: 10,
    totalHours: 20,
    actualHours: 20,
    shiftCount: 2,
    unpaidBreakMinutes: 60,
  });
  const bo = hours({ regularHours: 8, totalHours: 8, actualHours: 8, shiftCount: 1, awaitingReview: 1 });
  return {
    period: timesheet().period,
    locations: [
      {
        id: 'ABC234',
        name: 'Main Street',
        approval: { approvedAt: '2026-11-23T09:15:00.000Z', approvedBy: 'Manager' },
        samePeriod: true,
        totals: annMain,
      },
      {
        id: 'XYZ789',
        name: 'Harbour',
        approval: null,
        samePeriod: false,
        totals: hours({
          regularHours: 18,
          overtimeHours: 10,
          totalHours: 28,
          actualHours: 28,
          shiftCount: 3,
          unpaidBreakMinutes: 60,
          awaitingReview: 1,
        }),
      },
    ],
    people: [
      {
        person: { id: 'p-ann', name: 'Ann Smith', payrollId: 'PR-17' },
        locations: [
          { locationId: 'ABC234', employeeId: '004', ...annMain },
          { locationId: 'XYZ789', employeeId: '011', ...annHarbour },
        ],
        total: hours({
          regularHours: 40,
          overtimeHours: 10,
          totalHours: 50,
          actualHours: 50,
          shiftCount: 5,
          unpaidBreakMinutes: 150,
        }),
      },
      {
        person: { id: 'p-bo', name: 'Bo Chen', payrollId: null },
        locations: [{ locationId: 'XYZ789', employeeId: '002', ...bo }],
        total: bo,
      },
    ],
    totals: hours({
      regularHours: 48,
      overtimeHours: 10,
      totalHours: 58,
      actualHours: 58,
      shiftCount: 6,
      unpaidBreakMinutes: 150,
      awaitingReview: 1,
    }),
    ...overrides,
  };
}
