import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ScheduledShift } from '../api/schedule/scheduled-shifts.ts';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// A location's schedule as the schedule's, the fill's and the publish's tests draw it.

export const locationId = 'ABC234';
export const timeZone = 'Europe/Paris';

export const employees = [
  { employeeId: '001', name: 'Ada Lovelace' },
  { employeeId: '007', name: 'Grace Hopper' },
  { employeeId: '070', name: 'Alan Turing' },
  { employeeId: '107', name: 'Katherine Johnson' },
];

export function scheduledShift(overrides: Partial<ScheduledShift> = {}): ScheduledShift {
  return {
    id: 'shift-1',
    _id: 'shift-1',
    employee: { id: 'uuid-007', name: 'Grace Hopper', employeeId: '007' },
    employeeName: 'Grace Hopper',
    // 09:00 to 17:00 in Paris (UTC+1 in March).
    scheduledStart: '2026-03-10T08:00:00.000Z',
    scheduledEnd: '2026-03-10T16:00:00.000Z',
    notes: 'Opening shift',
    state: 'published',
    ...overrides,
  };
}

/** `ui` inside the app's providers (toasts included), signed in as a manager. */
export function renderWithProviders(ui: ReactNode) {
  localStorage.setItem('token', 'manager-token');
  localStorage.setItem('adminToken', 'manager-token');
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
