import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import {
  checklist,
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  errorOf,
  field,
  locationFixture,
  signInOwner,
} from '../test/dashboard-fixture.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const valid = {
  'Location Name': 'Harbour',
  'Location Password': 'kiosk123',
  'Confirm Location Password': 'kiosk123',
  'Manager Password': 'Manager1!',
  'Confirm Manager Password': 'Manager1!',
};

async function openCreateDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Location' }));
  return screen.findByRole('dialog', { name: 'Create New Location' });
}

/** Pastes each value: one input event per field keeps these tests quick on a busy machine. */
async function fill(dialog: HTMLElement, values: Partial<Record<string, string>>, user = userEvent.setup()) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label, dialog));
    if (value) await user.paste(value);
  }
}

const submit = (dialog: HTMLElement, user = userEvent.setup()) =>
  user.click(within(dialog).getByRole('button', { name: 'Create Location' }));

// Dialogs with live checklists re-render on every keystroke; jsdom is slow at that on a shared machine.
describe('Create New Location', { timeout: 20_000 }, () => {
  it("shows docs/product.md's message for each empty field and sends nothing", async () => {
    signInOwner();
    const { calls } = stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    // Opening focuses the first field.
    expect(field('Location Name', dialog)).toHaveFocus();
    await submit(dialog);
    await waitFor(() => expect(errorOf('Location Name', dialog)).toBe('Location name is required'));
    expect(errorOf('Location Password', dialog)).toBe('Location password is required');
    expect(errorOf('Confirm Location Password', dialog)).toBe('Please confirm location password');
    expect(errorOf('Manager Password', dialog)).toBe('Manager password is required');
    expect(errorOf('Confirm Manager Password', dialog)).toBe('Please confirm manager password');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('reports short names, weak passwords and mismatches in one submit', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, {
      'Location Name': 'H',
      'Location Password': 'kiosk',
      'Confirm Location Password': 'kiosk',
      'Manager Password': 'manager1',
      'Confirm Manager Password': 'manager1',
    });
    await submit(dialog);
    await waitFor(() =>
      expect(errorOf('Location Name', dialog)).toBe('Location name must be at least 2 characters'),
    );
    expect(errorOf('Location Password', dialog)).toBe('Location password does not meet requirements');
    expect(errorOf('Manager Password', dialog)).toBe('Manager password does not meet requirements');

    await fill(dialog, {
      'Location Name': 'Harbour',
      'Location Password': 'kiosk123',
      'Confirm Location Password': 'kiosk124',
      'Manager Password': 'Manager1!',
      'Confirm Manager Password': 'Manager1?',
    });
    await submit(dialog);
    await waitFor(() =>
      expect(errorOf('Confirm Location Password', dialog)).toBe('Location passwords do not match'),
    );
    expect(errorOf('Confirm Manager Password', dialog)).toBe('Manager passwords do not match');
    expect(errorOf('Location Name', dialog)).toBeNull();
  });

  it('ticks the live checklists while typing', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, { 'Location Password': 'kiosk', 'Manager Password': 'Manager1' });
    expect(checklist('Location password requirements', dialog)).toEqual([
      '✗ At least 6 characters',
      '✓ One letter',
      '✗ One number',
    ]);
    expect(checklist('Manager password requirements', dialog)).toEqual([
      '✓ At least 8 characters',
      '✓ One uppercase letter',
      '✓ One lowercase letter',
      '✓ One number',
      '✗ One special character (@ $ ! % * ? &)',
      '✓ Only letters, numbers and @ $ ! % * ? &',
    ]);
    await fill(dialog, { 'Confirm Location Password': 'kiosk' });
    const [locationMatch] = within(dialog).getAllByRole('list', { name: 'Passwords match' });
    expect(within(locationMatch as HTMLElement).getByRole('listitem')).toHaveAttribute('data-ok', 'true');
  });

  it('clears a field error about 300 ms after the field is edited', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await submit(dialog);
    await waitFor(() => expect(errorOf('Location Name', dialog)).toBe('Location name is required'));

    // Fake time from the edit on; a plain change event, since nothing else needs to run meanwhile.
    vi.useFakeTimers();
    fireEvent.change(field('Location Name', dialog), { target: { value: 'H' } });
    expect(errorOf('Location Name', dialog)).toBe('Location name is required');
    act(() => vi.advanceTimersByTime(250));
    expect(errorOf('Location Name', dialog)).toBe('Location name is required');
    act(() => vi.advanceTimersByTime(50));
    expect(errorOf('Location Name', dialog)).toBeNull();
    // Only the edited field: the others keep their messages.
    expect(errorOf('Location Password', dialog)).toBe('Location password is required');
  });

  it('keeps the message of a submit made within 300 ms of an edit', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await submit(dialog);
    await waitFor(() => expect(errorOf('Location Name', dialog)).toBe('Location name is required'));

    vi.useFakeTimers();
    fireEvent.change(field('Location Name', dialog), { target: { value: 'H' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    });
    expect(errorOf('Location Name', dialog)).toBe('Location name must be at least 2 characters');
    act(() => vi.advanceTimersByTime(1_000));
    expect(errorOf('Location Name', dialog)).toBe('Location name must be at least 2 characters');
  });

  it('creates the location with the browser time zone, says so, and warns at the limit for 12 s', async () => {
    // Fake from the start, so the notice's timer is a fake one; real time still flows for the calls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOwner();
    let created = false;
    const { calls } = stubApi({
      [dashboardApi]: () => ({
        status: 200,
        body: created
          ? dashboardFixture({ locationLimits: { maxLocations: 2, currentLocations: 2 } }, [
              locationFixture(),
              locationFixture({
                locationId: 'NEW234',
                locationName: 'Harbour',
                stats: {
                  employeeCount: 0,
                  monthHours: 0,
                  kiosks: { registered: 0, online: 0, openNow: false },
                },
              }),
            ])
          : dashboardFixture({ locationLimits: { maxLocations: 2, currentLocations: 1 } }),
      }),
      'POST /api/organization/locations': () => {
        created = true;
        return {
          status: 201,
          body: {
            message: 'Location created successfully',
            location: {
              _id: 'loc-new',
              id: 'loc-new',
              locationId: 'NEW234',
              locationName: 'Harbour',
              timezone: 'Europe/Paris',
              createdAt: '2026-03-10T12:00:00.000Z',
            },
          },
        };
      },
    });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, valid);
    // Enter in a field submits too: e2e/organization.spec.ts checks that in a real browser, since
    // jsdom's implicit submission ignores a submit button tied to its form by the form attribute.
    await submit(dialog);

    expect(await screen.findByText('Success!')).toBeVisible();
    expect(
      screen.getByText('Location "Harbour" created successfully. Its Location ID is NEW234.'),
    ).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      locationName: 'Harbour',
      locationPassword: 'kiosk123',
      confirmLocationPassword: 'kiosk123',
      managerPassword: 'Manager1!',
      confirmManagerPassword: 'Manager1!',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const notice = 'You have reached your location limit. Contact sales to increase your limit.';
    expect(screen.getByText(notice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add New Location' })).toBeDisabled();
    expect(screen.getByRole('article', { name: 'Harbour' })).toBeVisible();

    act(() => vi.advanceTimersByTime(11_000));
    expect(screen.getByText(notice)).toBeVisible();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('shows a server refusal as a banner and keeps the form', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'POST /api/organization/locations': {
        status: 403,
        body: { message: 'Location limit reached. Contact sales to increase your limit.' },
      },
    });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, valid);
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Location limit reached. Contact sales to increase your limit.',
    );
    expect(field('Location Name', dialog)).toHaveValue('Harbour');
  });

  it("falls back to 'Failed to create location' when the server says nothing", async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'POST /api/organization/locations': { status: 502 },
    });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, valid);
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create location');
  });

  it('shows Creating... while saving, and Escape cancels', async () => {
    signInOwner();
    let answer: (value: Response) => void = () => {};
    const { fetchMock } = stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const dialog = await openCreateDialog();
    await fill(dialog, valid);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : (original?.(input, init) as Promise<Response>),
    );
    await submit(dialog);
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'Nope' }), { status: 400 }));
    await within(dialog).findByRole('alert');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening again starts empty.
    const again = await openCreateDialog();
    expect(field('Location Name', again)).toHaveValue('');
  });
});
