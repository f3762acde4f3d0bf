import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { employee, renderEmployeesPanel, team } from '../test/employees-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts between renders; each test starts with none on screen.
  toast.dismiss();
});

async function openBulkImport(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Employees (2)' });
  await user.click(screen.getByRole('button', { name: 'Bulk Import' }));
  return screen.getByRole('dialog', { name: 'Bulk Import' });
}

describe('Bulk Import', () => {
  it('asks for names when the box is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: team } } });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Please enter employee names')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Employee names'), '   {Enter}{Enter}  ');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Please enter employee names')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('finds no valid names when every line is too long', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: team } } });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('No valid employee names found')).toBeVisible();
  });

  it('ignores blank lines, confirms the count, and reports the success', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees/bulk': ({ body }) => ({
        status: 200,
        body: {
          created: (body as { names: string[] }).names.map((name, i) => employee(`00${i + 4}`, name)),
          errors: [],
        },
      }),
    });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste('Katherine Johnson\n\n  Margaret Hamilton  \n   \nDorothy Vaughan\n');
    expect(within(dialog).getByText('3 names')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Bulk Import' });
    expect(within(confirm).getByText('Are you sure you want to add 3 employees?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Add Employees' }));

    expect(await screen.findByText('Successfully added 3 employees')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/admin/employees/bulk')?.body).toEqual({
      names: ['Katherine Johnson', 'Margaret Hamilton', 'Dorothy Vaughan'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation sends nothing and keeps the names', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'GET /api/admin/employees': { status: 200, body: { employees: team } } });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste('Only One');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to add 1 employee?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Employee names')).toHaveValue('Only One');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows 'Partial Success' with each refused name and its reason", async () => {
    const user = userEvent.setup();
    const long = 'y'.repeat(101);
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees/bulk': {
        status: 200,
        body: {
          created: [employee('004', 'Katherine Johnson')],
          errors: [
            { name: 'Margaret Hamilton', message: 'All employee IDs (001-999) are in use at this location' },
          ],
        },
      },
    });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste(`Katherine Johnson\nMargaret Hamilton\n${long}`);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    // The over-long line never goes to the server: two names are asked about.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Add Employees' }));

    expect(await within(dialog).findByText('Partial Success')).toBeVisible();
    expect(within(dialog).getByText('Added 1 of 3. These names were not added:')).toBeVisible();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `${long}: Employee name must be at most 100 characters`,
      'Margaret Hamilton: All employee IDs (001-999) are in use at this location',
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a failed import in the confirmation, with the reason', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees/bulk': { status: 400, body: { message: 'At most 500 names at once' } },
    });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste('A\nB');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Add Employees' }));
    expect(
      await within(confirm).findByText('Failed to add employees: At most 500 names at once'),
    ).toBeVisible();
  });
});

describe('Bulk Import duplicates', () => {
  it('flags names already employed or repeated, skips them by default, and every count agrees', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees/bulk': ({ body }) => ({
        status: 200,
        body: {
          created: (body as { names: string[] }).names.map((name, i) => employee(`00${i + 4}`, name)),
          errors: [],
        },
      }),
    });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    const existing = team.find((member) => member.isActive);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste(
      `Katherine Johnson\n${existing?.name.toUpperCase()}\nkatherine   johnson\nEdsger Dijkstra`,
    );

    expect(
      within(dialog).getByText('4 names: 2 new, 1 already an employee, 1 repeated in the list'),
    ).toBeVisible();
    const flagged = within(within(dialog).getByRole('list', { name: 'Names that need a look' })).getAllByRole(
      'listitem',
    );
    expect(flagged.map((item) => item.textContent)).toEqual([
      `${existing?.name.toUpperCase()} — already an employee (ID ${existing?.employeeId})`,
      'katherine   johnson — repeated in the list',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Skip the 2 duplicates' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bulk Import' });
    expect(
      within(confirm).getByText('Are you sure you want to add 2 employees? 2 duplicates will be skipped.'),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Add Employees' }));
    expect(await screen.findByText('Successfully added 2 employees; skipped 2 duplicates')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      names: ['Katherine Johnson', 'Edsger Dijkstra'],
    });
  });

  it('adds the duplicates when Skip is unticked', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/admin/employees': { status: 200, body: { employees: team } },
      'POST /api/admin/employees/bulk': ({ body }) => ({
        status: 200,
        body: {
          created: (body as { names: string[] }).names.map((name, i) => employee(`00${i + 4}`, name)),
          errors: [],
        },
      }),
    });
    renderEmployeesPanel();
    const dialog = await openBulkImport(user);
    await user.click(within(dialog).getByLabelText('Employee names'));
    await user.paste('Katherine Johnson\nKatherine Johnson');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skip the duplicate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bulk Import' });
    expect(within(confirm).getByText('Are you sure you want to add 2 employees?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Add Employees' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        names: ['Katherine Johnson', 'Katherine Johnson'],
      }),
    );
  });
});
