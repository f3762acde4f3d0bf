import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Employee } from '../../../api/employees/employees.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { EmployeesPanel } from '../components/employees-panel.tsx';

export const locationId = 'ABC234';

export function employee(employeeId: string, name: string, isActive = true): Employee {
  return {
    id: `uuid-${employeeId}`,
    _id: `uuid-${employeeId}`,
    employeeId,
    name,
    isActive,
    pinSet: false,
    pinLockedUntil: null,
  };
}

export const team = [
  employee('001', 'Ada Lovelace'),
  employee('002', 'Grace Hopper'),
  employee('003', 'Alan Turing', false),
];

/** The panel alone, inside the app's providers (toasts included) with a fresh query client. */
export function renderEmployeesPanel() {
  localStorage.setItem('token', 'manager-token');
  localStorage.setItem('adminToken', 'manager-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <EmployeesPanel locationId={locationId} />
    </AppProviders>,
  );
}

/** The list of employees on screen. */
export function employeeList() {
  return screen.getByRole('list', { name: 'Employees' });
}

export function employeeRow(name: string) {
  const row = within(employeeList()).getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
}

/** Picks an action from an employee's menu ('Actions for Ada Lovelace' → Edit, New PIN, Remove). */
export async function chooseAction(user: UserEvent, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
