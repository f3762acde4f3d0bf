import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, stubApi } from '../../../test/stub-api.ts';
import { setZonedField, zonedField, zonedFieldValue } from '../../../test/zoned-field.ts';
import type { ScheduleDraft } from '../drafts.ts';
import {
  employees,
  locationId,
  renderWithProviders,
  scheduledShift,
  timeZone,
} from '../test/schedule-fixture.tsx';
import { EditShiftDialog } from './edit-shift-dialog.tsx';
import { ScheduleShiftDialog } from './schedule-shift-dialog.tsx';

/** What the dialogs sent: the picker's look-up of who is busy elsewhere (a GET) is not a change. */
const sent = (calls: readonly RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

// A typed date is taken when it is complete (docs/decisions/0170-date-fields.md): '11/30/2' on the
// way to '11/30/2026' is not Nov 30, 2002, and a shift's end does not follow it there.

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const created = {
  'POST /api/admin/scheduled-shifts': {
    status: 201,
    body: { message: 'Shift scheduled successfully', scheduledShift: scheduledShift() },
  },
};

// 09:00 to 17:00 in Paris on Jul 1, 2026.
const julyDraft: ScheduleDraft = {
  employeeId: '007',
  start: '2026-07-01T07:00:00.000Z',
  end: '2026-07-01T15:00:00.000Z',
};

function renderSchedule(draft: ScheduleDraft = julyDraft, timeFormat: '24h' | '12h' = '24h') {
  const onClose = vi.fn();
  renderWithProviders(
    <ScheduleShiftDialog
      locationId={locationId}
      timeZone={timeZone}
      timeFormat={timeFormat}
      employees={employees}
      draft={draft}
      onClose={onClose}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Schedule New Shift' }), onClose };
}

describe('Schedule New Shift: typing a date', { timeout: 20_000 }, () => {
  it("moves the end once, by the right days, when '11/30/2026' is typed over the start's date", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(created);
    const { dialog, onClose } = renderSchedule();
    const { date } = zonedField(dialog, 'Start');

    await user.tripleClick(date);
    let typed = '';
    for (const key of '11/30/202') {
      await user.keyboard(key);
      typed += key;
      // What is typed stays as typed, and the end stays where it was.
      expect(date).toHaveValue(typed);
      expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T17:00');
    }
    await user.keyboard('6');
    expect(date).toHaveValue('11/30/2026');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-11-30T17:00');

    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(within(dialog).queryByText('A scheduled shift can be at most 24 hours long')).toBeNull();
    expect(sent(calls)[0]?.body).toEqual({
      employeeId: '007',
      scheduledStart: '2026-11-30T09:00:00.000+01:00',
      scheduledEnd: '2026-11-30T17:00:00.000+01:00',
      notes: '',
    });
  });

  it('takes a short year when the field is left, and Enter takes the date without sending the form', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(created);
    const { dialog, onClose } = renderSchedule();
    const { date, time } = zonedField(dialog, 'Start');

    await user.tripleClick(date);
    await user.keyboard('7/3/26');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T17:00');
    await user.click(time);
    expect(date).toHaveValue('07/03/2026');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-03T17:00');

    await user.tripleClick(date);
    await user.keyboard('7/4/26{Enter}');
    expect(date).toHaveValue('07/04/2026');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-04T17:00');
    expect(sent(calls)).toEqual([]);
    // The date is taken (a browser's next Enter sends the form; jsdom sends none for a button outside it).
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls)[0]?.body).toMatchObject({ scheduledStart: '2026-07-04T09:00:00.000+02:00' });
  });

  it("keeps the shift's length while a time is typed through an unreadable moment", async () => {
    const user = userEvent.setup();
    const { dialog } = renderSchedule();
    const { time } = zonedField(dialog, 'Start');
    await user.tripleClick(time);
    // '10:' is no time; '10:3' and '10:30' are.
    await user.keyboard('10:30');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T18:30');
  });
});

describe('Schedule New Shift: the calendar pop-up', { timeout: 20_000 }, () => {
  it('fills the start with the day picked, moves the end with it, and gives the focus back', async () => {
    const user = userEvent.setup();
    const { dialog } = renderSchedule();
    const button = within(dialog).getByRole('button', { name: 'Choose date: Start' });
    await user.click(button);
    const popup = await screen.findByRole('dialog', { name: 'Choose date: Start' });
    // The month of the field's day, with its day selected.
    expect(await within(popup).findByRole('grid', { name: 'July 2026' })).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: /July 15th, 2026/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose date: Start' })).toBeNull());
    expect(zonedField(dialog, 'Start').date).toHaveValue('07/15/2026');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-15T17:00');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('works from the keyboard: the arrows move the day, Enter picks it, Escape closes', async () => {
    const user = userEvent.setup();
    const { dialog } = renderSchedule();
    const button = within(dialog).getByRole('button', { name: 'Choose date: End' });
    button.focus();
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Choose date: End' });
    // The field's day has the focus.
    await waitFor(() => expect(within(popup).getByRole('button', { name: /July 1st, 2026/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose date: End' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-01T17:00');

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Choose date: End' })).getByRole('button', {
          name: /July 1st, 2026/,
        }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(zonedFieldValue(dialog, 'End')).toBe('2026-07-02T17:00'));
    // The start stays: only the end was picked.
    expect(zonedFieldValue(dialog, 'Start')).toBe('2026-07-01T09:00');
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('Schedule New Shift: a time that is not one', () => {
  it("says what to type, not 'Must be an ISO date-time'", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { dialog } = renderSchedule();
    setZonedField(dialog, 'Start', '2026-07-01Tnoon');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('Enter a time such as 14:30')).toBeVisible();
    expect(within(dialog).queryByText('Must be an ISO date-time')).toBeNull();
    expect(sent(calls)).toEqual([]);
  });

  it('gives a 12-hour example on a 12-hour clock', async () => {
    const user = userEvent.setup();
    stubApi({});
    const { dialog } = renderSchedule(julyDraft, '12h');
    setZonedField(dialog, 'End', '2026-07-01T5 o clock');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('Enter a time such as 2:30 PM')).toBeVisible();
  });

  it('says what to type for a date that is not one', async () => {
    const user = userEvent.setup();
    stubApi({});
    const { dialog } = renderSchedule();
    const { date } = zonedField(dialog, 'Start');
    await user.tripleClick(date);
    await user.keyboard('13/45/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Shift' }));
    expect(await within(dialog).findByText('Enter a date such as 11/30/2026')).toBeVisible();
  });
});

describe('Edit Shift: typing a date', { timeout: 20_000 }, () => {
  it('keeps partial input as typed without touching the other field, and takes it on Enter', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'PUT /api/admin/scheduled-shifts/shift-1': {
        status: 200,
        body: { message: 'Shift updated successfully', scheduledShift: scheduledShift() },
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <EditShiftDialog
        locationId={locationId}
        timeZone={timeZone}
        shift={scheduledShift()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    const start = zonedField(dialog, 'Start').date;

    await user.tripleClick(start);
    await user.keyboard('3/11/2');
    expect(start).toHaveValue('3/11/2');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-03-10T17:00');
    await user.keyboard('6{Enter}');
    expect(start).toHaveValue('03/11/2026');
    expect(zonedFieldValue(dialog, 'End')).toBe('2026-03-10T17:00');
    expect(sent(calls)).toEqual([]);

    const end = zonedField(dialog, 'End').date;
    await user.tripleClick(end);
    await user.keyboard('3/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls)[0]?.body).toEqual({
      scheduledStart: '2026-03-11T09:00:00.000+01:00',
      scheduledEnd: '2026-03-11T17:00:00.000+01:00',
    });
  });
});
