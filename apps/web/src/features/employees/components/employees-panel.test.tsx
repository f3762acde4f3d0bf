import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '../../../api/employees/employees.ts';
import { stubApi } from '../../../test/stub-api.ts';
import {
  chooseAction,
  employee,
  employeeList,
  employeeRow,
  locationId,
  renderEmployeesPanel,
  team,
} from '../test/employees-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts between renders; each test starts with none on screen.
  toast.dismiss();
});

describe('Employees panel', () => {
  it('counts the active employees and hides the inactive ones until asked', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: team } } });
    renderEmployeesPanel();

    expect(await screen.findByRole('button', { name: 'Employees (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(employeeList()).getByText('Ada Lovelace')).toBeVisible();
    expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer manager-token');

    await user.click(screen.getByLabelText('Show inactive (1)'));
    const row = employeeRow('Alan Turing');
    expect(within(row).getByText('(Inactive)')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reactivate Alan Turing' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    // The panel folds away under its heading.
    await user.click(screen.getByRole('button', { name: 'Employees (2)' }));
    expect(screen.queryByRole('list', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('adds an employee and names the ID the server gave', async () => {
    const user = userEvent.setup();
    let employees = team;
    const { calls } = stubApi({
      'GET /api/admin/employees': () => ({ status: 200, body: { employees } }),
      'POST /api/admin/employees': ({ body }) => {
        const created = employee('004', (body as { name: string }).name);
        employees = [...employees, created];
        return { status: 201, body: { message: 'Employee added successfully!', employee: created } };
      },
    });
    renderEmployeesPanel();
    await screen.findByRole('button', { name: 'Employees (2)' });

    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Please enter employee name')).toBeVisible();
    expect(screen.getByLabelText('Employee name')).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The message follows the typing once Add was refused.
    await user.type(screen.getByLabelText('Employee name'), 'K');
    expect(screen.queryByText('Please enter employee name')).toBeNull();
    await user.clear(screen.getByLabelText('Employee name'));

    await user.type(screen.getByLabelText('Employee name'), '  Katherine Johnson  {Enter}');
    expect(await screen.findByText('Employee added successfully!')).toBeVisible();
    expect(screen.getByText('ID: 004 · Name: Katherine Johnson')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Katherine Johnson' });
    expect(await screen.findByRole('button', { name: 'Employees (3)' })).toBeVisible();
    expect(screen.getByLabelText('Employee name')).toHaveValue('');
    // Ready for the next name.
    expect(screen.getByLabelText('Employee name')).toHaveFocus();
  });

  it('says why an add failed', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees': {
        status: 409,
        body: { message: 'All employee IDs (001-999) are in use at this location' },
      },
    });
    renderEmployeesPanel();
    await user.type(await screen.findByLabelText('Employee name'), 'One Too Many{Enter}');
    expect(
      await screen.findByText(
        'Failed to add employee: All employee IDs (001-999) are in use at this location',
      ),
    ).toBeVisible();
  });

  it("puts each employee's actions in one menu, usable from the keyboard", async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: team } } });
    renderEmployeesPanel();
    await screen.findByText('Ada Lovelace');
    const row = employeeRow('Ada Lovelace');
    // One button beside the name, whatever the employee's actions.
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    const menuButton = within(row).getByRole('button', { name: 'Actions for Ada Lovelace' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');

    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'New PIN', 'App sign-in', 'Remove']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    expect(within(dialog).getByLabelText('Employee name')).toHaveValue('Ada Lovelace');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('renames an employee in a small dialog', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'PUT /api/admin/employees/002': {
        status: 200,
        body: { message: 'Employee updated successfully!', employee: employee('002', 'Grace B. Hopper') },
      },
    });
    renderEmployeesPanel();
    await chooseAction(user, 'Grace Hopper', 'Edit');

    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    const field = within(dialog).getByLabelText('Employee name');
    expect(field).toHaveValue('Grace Hopper');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter employee name')).toBeVisible();

    await user.type(field, 'Grace B. Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee updated successfully!')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Grace B. Hopper' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes an employee after the confirmation, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'DELETE /api/admin/employees/001': () =>
        refuse
          ? { status: 409, body: { message: 'Employee is clocked in. Clock them out first.' } }
          : {
              status: 200,
              body: { message: 'Employee removed successfully!', employee: employee('001', 'Ada', false) },
            },
    });
    renderEmployeesPanel();
    await chooseAction(user, 'Ada Lovelace', 'Remove');

    const confirm = screen.getByRole('alertdialog', { name: 'Remove Employee' });
    expect(within(confirm).getByText('Are you sure you want to remove this employee?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await within(confirm).findByText(
        'Failed to remove employee: Employee is clocked in. Clock them out first.',
      ),
    ).toBeVisible();

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Employee removed successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('brings an inactive employee back', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'PUT /api/admin/employees/003': {
        status: 200,
        body: { message: 'Employee updated successfully!', employee: employee('003', 'Alan Turing') },
      },
    });
    renderEmployeesPanel();
    await user.click(await screen.findByLabelText('Show inactive (1)'));
    await user.click(screen.getByRole('button', { name: 'Reactivate Alan Turing' }));
    expect(await screen.findByText('Employee updated successfully!')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: true });
  });

  it('has a designed empty state', async () => {
    stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: [] } } });
    renderEmployeesPanel();
    expect(await screen.findByText('No employees yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Employees (0)' })).toBeVisible();
  });
});

describe('Employees panel: PINs', () => {
  const settings = (pinLength: 0 | 4 | 6) => ({
    'GET /api/admin/location-settings': {
      status: 200,
      body: { settings: { ...DEFAULT_SETTINGS, pinLength } },
    },
    'GET /api/admin/location-info': {
      status: 200,
      body: {
        locationId,
        locationName: 'Main Street',
        timezone: 'America/New_York',
        region: 'US',
        address: null,
      },
    },
  });

  it('gives a new PIN after asking, shows it once, and marks who has none', async () => {
    const user = userEvent.setup();
    let ada = employee('001', 'Ada Lovelace');
    const { calls } = stubApi({
      ...settings(4),
      'GET /api/admin/employees': () => ({ status: 200, body: { employees: [ada] } }),
      'POST /api/admin/employees/001/pin': () => {
        ada = { ...ada, pinSet: true };
        return { status: 200, body: { message: 'New PIN set', employee: ada, pin: '4821' } };
      },
    });
    renderEmployeesPanel();
    expect(await screen.findByText('No PIN yet: cannot clock in')).toBeVisible();

    await chooseAction(user, 'Ada Lovelace', 'New PIN');
    const confirm = await screen.findByRole('alertdialog', { name: 'New PIN for Ada Lovelace' });
    await user.click(within(confirm).getByRole('button', { name: 'Create PIN' }));
    const shown = await screen.findByRole('dialog', { name: "Ada Lovelace's new PIN" });
    expect(within(shown).getByText('4821')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/admin/employees/001/pin')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('No PIN yet: cannot clock in')).not.toBeInTheDocument());
  });

  it("shows a lock at the location's clock and lifts it", async () => {
    const user = userEvent.setup();
    let ada: Employee = {
      ...employee('001', 'Ada Lovelace'),
      pinSet: true,
      pinLockedUntil: '2026-03-10T19:05:00.000Z',
    };
    const { calls } = stubApi({
      ...settings(4),
      'GET /api/admin/employees': () => ({ status: 200, body: { employees: [ada] } }),
      'DELETE /api/admin/employees/001/pin-lock': () => {
        ada = { ...ada, pinLockedUntil: null };
        return { status: 200, body: { message: 'PIN unlocked', employee: ada } };
      },
    });
    renderEmployeesPanel();
    // 19:05 UTC is 15:05 in New York, two days into daylight saving time.
    expect(await screen.findByText('PIN locked until 15:05')).toBeVisible();
    await user.click(screen.getByRole('button', { name: "Unlock Ada Lovelace's PIN" }));
    expect(await screen.findByText("Ada Lovelace's PIN is unlocked")).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/PIN locked/)).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/api/admin/employees/001/pin-lock')).toBe(true);
  });

  it('lifts every PIN lock at the location after a confirmation', async () => {
    const user = userEvent.setup();
    const locked = (code: string, name: string): Employee => ({
      ...employee(code, name),
      pinSet: true,
      pinLockedUntil: '2026-03-10T19:05:00.000Z',
    });
    let employees = [locked('001', 'Ada Lovelace'), locked('002', 'Grace Hopper')];
    const { calls } = stubApi({
      ...settings(4),
      'GET /api/admin/employees': () => ({ status: 200, body: { employees } }),
      'DELETE /api/admin/pin-locks': () => {
        employees = employees.map((one) => ({ ...one, pinLockedUntil: null }));
        return {
          status: 200,
          body: { message: 'PIN locks lifted', employeesUnlocked: 2, devicesResumed: 1 },
        };
      },
    });
    renderEmployeesPanel();
    expect(await screen.findAllByText('PIN locked until 15:05')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Lift all PIN locks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lift all PIN locks?' });
    expect(calls.some((call) => call.path === '/api/admin/pin-locks')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lift all PIN locks' }));
    expect(await screen.findByText('All PIN locks lifted')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/PIN locked/)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/admin/pin-locks')).toHaveLength(1);
  });

  it('makes the PINs of everyone without one in one step, and shows them on a sheet', async () => {
    const user = userEvent.setup();
    let employees = [
      employee('001', 'Ada Lovelace'),
      { ...employee('002', 'Grace Hopper'), pinSet: true },
      employee('003', 'Alan Turing'),
    ];
    const { calls } = stubApi({
      ...settings(4),
      'GET /api/admin/employees': () => ({ status: 200, body: { employees } }),
      'POST /api/admin/pins': () => {
        employees = employees.map((one) => ({ ...one, pinSet: true }));
        const pins = [
          { employeeId: '001', name: 'Ada Lovelace', pin: '4821' },
          { employeeId: '003', name: 'Alan Turing', pin: '7350' },
        ];
        return { status: 200, body: { message: 'PINs created', pins, remaining: 0 } };
      },
    });
    renderEmployeesPanel();
    await user.click(await screen.findByRole('button', { name: 'Create PINs for 2 employees' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create PINs for 2 employees?' });
    await user.click(within(confirm).getByRole('button', { name: 'Create PINs' }));
    const sheet = await screen.findByRole('dialog', { name: 'New PINs for 2 employees' });
    expect(within(sheet).getByRole('row', { name: /Alan Turing 003/ })).toHaveTextContent('7350');
    expect(calls.filter((call) => call.path === '/api/admin/pins')).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('No PIN yet: cannot clock in')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Create PINs/ })).not.toBeInTheDocument();
  });

  it('marks nobody while PINs are off', async () => {
    stubApi({
      ...settings(0),
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
    });
    renderEmployeesPanel();
    await within(await screen.findByRole('list', { name: 'Employees' })).findByText('Ada Lovelace');
    expect(screen.queryByText('No PIN yet: cannot clock in')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create PINs/ })).not.toBeInTheDocument();
  });
});
