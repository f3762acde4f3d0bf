import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import { renderScheduleDialog, scheduledShift } from '../test/schedule-fixture.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const renderDialog = renderScheduleDialog;

const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent);

const setTime = (dialog: HTMLElement, label: 'Start' | 'End', value: string) =>
  setZonedField(dialog, label, value);

describe('Schedule New Shift: time off and availability', () => {
  it("shows the picked person's availability and warns, without refusing, of time off and hours outside it", async () => {
    const { calls } = stubApi({
      'GET /api/admin/busy-elsewhere': { status: 200, body: { busy: [] } },
      'GET /api/admin/time-off': {
        status: 200,
        body: {
          requests: [
            {
              id: 'r1',
              type: 'vacation',
              allDay: true,
              startDate: '2026-11-11',
              endDate: '2026-11-11',
              start: null,
              end: null,
              note: '',
              status: 'approved',
              paidHours: 8,
              decidedBy: 'Manager',
              decidedAt: '2026-11-01T10:00:00.000Z',
              decisionNote: '',
              createdAt: '2026-11-01T09:00:00.000Z',
              employee: { id: 'uuid-001', employeeId: '001', name: 'Ada Lovelace' },
            },
          ],
        },
      },
      'GET /api/admin/availability': {
        status: 200,
        body: {
          employees: [
            {
              employee: { id: 'uuid-001', employeeId: '001', name: 'Ada Lovelace' },
              days: [{ weekday: 3, start: '10:00', end: '18:00' }],
              updatedAt: '2026-11-01T09:00:00.000Z',
            },
          ],
        },
      },
    });
    // Wednesday 11 November, 09:00–14:00 in Paris: Ada's day off, and before her 10:00.
    const { dialog } = renderDialog({
      employeeId: '001',
      start: '2026-11-11T08:00:00.000Z',
      end: '2026-11-11T13:00:00.000Z',
    });
    expect(
      await within(dialog).findByText('This person has approved time off during this shift.'),
    ).toBeVisible();
    expect(within(dialog).getByText("This shift is outside the person's stated availability.")).toBeVisible();
    expect(within(dialog).getByText(/^Availability: Wed 10:00–18:00$/)).toBeVisible();
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/api/admin/time-off')?.url.searchParams ?? []),
    ).toEqual({ status: 'approved', startDate: '2026-11-10', endDate: '2026-11-11' });
    // A warning, not a refusal: the button stays.
    expect(within(dialog).getByRole('button', { name: 'Schedule Shift' })).toBeEnabled();
  });
});

describe('Schedule New Shift: the employee picker', () => {
  it('marks who is busy at another location at the chosen time, and lets them be picked all the same', async () => {
    const { calls } = stubApi({
      'GET /api/admin/busy-elsewhere': {
        status: 200,
        body: {
          busy: [
            // Grace works elsewhere 13:00–15:00 Paris, over the shift; Ada only that evening.
            {
              employeeId: '007',
              start: '2026-11-11T12:00:00.000Z',
              end: '2026-11-11T14:00:00.000Z',
              kind: 'scheduled',
            },
            {
              employeeId: '001',
              start: '2026-11-11T18:00:00.000Z',
              end: '2026-11-11T20:00:00.000Z',
              kind: 'worked',
            },
          ],
        },
      },
    });
    const { dialog } = renderDialog({ start: '2026-11-11T08:00:00.000Z', end: '2026-11-11T13:00:00.000Z' });
    await waitFor(() => expect(options(dialog)).toContain('007Grace HopperBusy elsewhere'));
    expect(options(dialog)).toContain('001Ada Lovelace');
    expect(
      Object.fromEntries(
        calls.find((call) => call.path === '/api/admin/busy-elsewhere')?.url.searchParams ?? [],
      ),
    ).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-11',
    });
    await userEvent.click(within(dialog).getByRole('option', { name: /Grace Hopper/ }));
    expect(within(dialog).getByText('Selected: Grace Hopper (007)')).toBeVisible();
  });

  it('finds employees by any part of the name, whatever the case', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const search = within(dialog).getByRole('combobox', { name: 'Employee' });
    expect(options(dialog)).toHaveLength(4);

    await user.type(search, 'HOPP');
    expect(options(dialog)).toEqual(['007Grace Hopper']);
    await user.clear(search);
    await user.type(search, 'LA');
    expect(options(dialog)).toEqual(['001Ada Lovelace', '070Alan Turing']);
  });

  it('finds employees by ID, the exact one first, and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const search = within(dialog).getByRole('combobox', { name: 'Employee' });

    await user.type(search, '07');
    expect(options(dialog)).toEqual(['007Grace Hopper', '070Alan Turing', '107Katherine Johnson']);
    await user.clear(search);
    await user.type(search, '070');
    expect(options(dialog)).toEqual(['070Alan Turing']);

    // Enter picks the highlighted match and does not submit the form.
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('option', { name: /Alan Turing/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('Selected: Alan Turing (070)')).toBeVisible();
    expect(within(dialog).queryByText('Please select a start time')).not.toBeInTheDocument();

    await user.clear(search);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(dialog).getByText('Selected: Grace Hopper (007)')).toBeVisible();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Employee' }), 'zzz');
    expect(within(dialog).getByText('No employee matches “zzz”')).toBeVisible();
    expect(options(dialog)).toEqual([]);
  });
});

describe('Schedule New Shift: the form', () => {
  it("shows docs/product.md's messages and sends nothing while the form is incomplete", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));

    expect(await within(dialog).findByText('Please select an employee')).toBeVisible();
    expect(within(dialog).getByText('Please select a start time')).toBeVisible();
    expect(within(dialog).getByText('Please select an end time')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { dialog } = renderDialog({ employeeId: '001' });
    setTime(dialog, 'Start', '2026-03-10T17:00');
    setTime(dialog, 'End', '2026-03-10T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible();
    // No shift is sent (the picker may have asked who is busy elsewhere on the way).
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends the times on the location's clock with its offset, and the notes trimmed", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/admin/scheduled-shifts': {
        status: 201,
        body: { message: 'Shift scheduled successfully', scheduledShift: scheduledShift() },
      },
    });
    const { dialog, onClose } = renderDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Employee' }), 'grace{Enter}');
    setTime(dialog, 'Start', '2026-03-10T22:00');
    // A start with no end yet gets the default duration (a new location's 6 hours).
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-03-11T04:00');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), '   Night inventory  ');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The picker asked who is busy elsewhere meanwhile (busy-elsewhere); the shift is the one POST.
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[0]?.body).toEqual({
      employeeId: '007',
      scheduledStart: '2026-03-10T22:00:00.000+01:00',
      scheduledEnd: '2026-03-11T04:00:00.000+01:00',
      notes: 'Night inventory',
    });
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer manager-token');
    expect(await screen.findByText('Shift scheduled successfully')).toBeVisible();
  });

  it('opens on a draft from the calendar', () => {
    const { dialog } = renderDialog({
      start: '2026-07-01T07:00:00.000Z',
      end: '2026-07-01T15:00:00.000Z',
      employeeId: '107',
    });
    expect(zonedFieldValue(dialog, 'Start')).toBe('2026-07-01T09:00');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T17:00');
    expect(within(dialog).getByText('Selected: Katherine Johnson (107)')).toBeVisible();
  });

  it('keeps the shift length when the start moves', () => {
    const { dialog } = renderDialog({ start: '2026-07-01T07:00:00.000Z', end: '2026-07-01T15:00:00.000Z' });
    setZonedField(dialog, 'Start', '2026-07-01T10:30');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T18:30');
  });

  it("shows the server's reason, or 'Failed to create shift'", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { message: 'This employee already has a scheduled shift at that time' },
    };
    stubApi({ 'POST /api/admin/scheduled-shifts': () => answer });
    const { dialog, onClose } = renderDialog({
      start: '2026-03-10T08:00:00.000Z',
      end: '2026-03-10T16:00:00.000Z',
      employeeId: '001',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(
      await within(dialog).findByText('This employee already has a scheduled shift at that time'),
    ).toBeVisible();

    answer = { status: 500 };
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('Failed to create shift')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
