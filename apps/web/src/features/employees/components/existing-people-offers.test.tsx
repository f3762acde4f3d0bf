import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { employee, employeeList, renderEmployeesPanel, team } from '../test/employees-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const maria = { id: '4b0c9a52-8f0e-4b8a-9d7c-1a2b3c4d5e6f', name: 'Maria Lopez', employeeId: null };
const mariaHere = { id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', name: 'Maria Gomez', employeeId: '002' };

describe('Add employee with the organization’s people', () => {
  it('offers the people of other locations matching the name, and adds the one picked', async () => {
    const user = userEvent.setup();
    let employees = team;
    const { calls } = stubApi({
      'GET /api/admin/employees': () => ({ status: 200, body: { employees } }),
      'GET /api/admin/people': { status: 200, body: { people: [maria, mariaHere] } },
      [`POST /api/admin/people/${maria.id}/employee`]: () => {
        const added = employee('004', 'Maria Lopez');
        employees = [...employees, added];
        return { status: 201, body: { message: 'Employee added successfully!', employee: added } };
      },
    });
    renderEmployeesPanel();
    await screen.findByRole('button', { name: 'Employees (2)' });

    await user.type(screen.getByLabelText('Employee name'), 'Maria');
    const offers = await screen.findByRole('region', { name: 'People of your organization' });
    // Only who does not work here yet; nothing of where they work.
    expect(
      within(offers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add Maria Lopez (works at another location)']);
    // One search for the pause after typing, not one per letter.
    expect(calls.filter((call) => call.path === '/api/admin/people').map((call) => call.url.search)).toEqual([
      '?q=Maria',
    ]);

    await user.click(
      within(offers).getByRole('button', { name: 'Add Maria Lopez (works at another location)' }),
    );
    expect(await screen.findByText('ID: 004 · Name: Maria Lopez')).toBeVisible();
    await waitFor(() => expect(within(employeeList()).getByText('Maria Lopez')).toBeVisible());
    expect(screen.getByLabelText('Employee name')).toHaveValue('');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/employees')).toBe(false);
  });

  it("shows the server's refusal when the person cannot be added here", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'GET /api/admin/people': { status: 200, body: { people: [maria] } },
      [`POST /api/admin/people/${maria.id}/employee`]: {
        status: 409,
        body: { message: 'This person already works at this location' },
      },
    });
    renderEmployeesPanel();
    await screen.findByRole('button', { name: 'Employees (2)' });
    await user.type(screen.getByLabelText('Employee name'), 'Maria');
    await user.click(
      await screen.findByRole('button', { name: 'Add Maria Lopez (works at another location)' }),
    );
    expect(
      await screen.findByText('Failed to add employee: This person already works at this location'),
    ).toBeVisible();
  });
});
