import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import { DEFAULT_SETTINGS, type Settings } from '@shiftclock/contract/settings';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { actualShift, employee, scheduledShift } from '../test/shift-factory.ts';
import type { ActualShift, ScheduledShift } from '../types.ts';
import { WeeklyCalendar, type WeeklyCalendarProps } from './weekly-calendar.tsx';

// Wednesday 11 November 2026, 13:00 in Paris (UTC+1): the week shown is Monday 9 to Saturday 14.
const NOW = new Date('2026-11-11T12:00:00.000Z');
const ada = employee('001', 'Ada Lovelace');
const grace = employee('002', 'Grace Hopper');
const alan = employee('003', 'Alan Turing');

const layout = { startDay: 1, endDay: 6, startTime: '09:00', endTime: '17:00' };

interface Week {
  /** When the location's employees are busy at another location. */
  busy?: { employeeId: string; start: string; end: string; kind: 'scheduled' | 'worked' }[];
  scheduled?: ScheduledShift[];
  shifts?: ActualShift[];
  settings?: Settings;
  settingsStatus?: number;
}

function stubWeek({ busy = [], scheduled = [], shifts = [], settings, settingsStatus = 200 }: Week = {}) {
  return stubApi({
    'GET /api/admin/busy-elsewhere': { status: 200, body: { busy } },
    'GET /api/admin/employees': {
      status: 200,
      body: {
        employees: [ada, grace, alan].map((who) => ({
          id: who.id,
          _id: who.id,
          employeeId: who.employeeId,
          name: who.name,
          isActive: true,
          pinSet: true,
          pinLockedUntil: null,
        })),
      },
    },
    'GET /api/admin/location-info': {
      status: 200,
      body: {
        locationId: 'ABC234',
        locationName: 'Main Street',
        timezone: 'Europe/Paris',
        region: 'FR',
        address: null,
      },
    },
    'GET /api/admin/location-settings': {
      status: settingsStatus,
      body:
        settingsStatus === 200
          ? { settings: settings ?? { ...DEFAULT_SETTINGS, weekLayout: layout } }
          : { message: 'Server error' },
    },
    'GET /api/admin/scheduled-shifts': ({ url }) => {
      const from = Date.parse(url.searchParams.get('startDate') ?? '');
      const to = Date.parse(url.searchParams.get('endDate') ?? '');
      const overlapping = scheduled.filter(
        (shift) => Date.parse(shift.scheduledStart) < to && Date.parse(shift.scheduledEnd) > from,
      );
      return { status: 200, body: { scheduledShifts: overlapping, pendingRemovals: 0 } };
    },
    'GET /api/admin/shifts': ({ url }) => {
      const from = Date.parse(url.searchParams.get('startDate') ?? '');
      const to = Date.parse(url.searchParams.get('endDate') ?? '');
      const inRange = shifts.filter(
        (shift) => shift.isActive || (Date.parse(shift.clockIn) >= from && Date.parse(shift.clockIn) < to),
      );
      return { status: 200, body: { shifts: inRange, nextCursor: null } };
    },
  });
}

function renderCalendar(props: Partial<WeeklyCalendarProps> = {}) {
  localStorage.setItem('adminToken', 'manager-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <WeeklyCalendar locationId="ABC234" {...props} />
    </AppProviders>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
// By text, not by role: a role query computes the name of every slot button in the grid, which is slow.
const toolbarButton = (name: string) =>
  screen.getByText(name, { selector: 'button, button > span' }).closest('button') as HTMLButtonElement;
/**
 * A shift block by the employee's name in its accessible name (cheaper than a role query over the
 * grid): every block's name starts with the employee's ID, then the name (a thin block's with the
 * ID and short name it shows, then the full name).
 */
function block(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[data-shift]')].find((element) => {
    const label = element.getAttribute('aria-label') ?? '';
    return new RegExp(`^\\d{3}( [^,]*)?,? ${name}`).test(label);
  });
  if (!found) throw new Error(`no shift block for ${name}`);
  return found;
}
const findBlock = (name: string) => waitFor(() => block(name));
/** A slot button by its accessible name. */
const findSlot = (name: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-slot][aria-label="${name}"]`);
    if (!found) throw new Error(`no slot ${name}`);
    return found;
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toolbar', () => {
  it('shows the month and year of the week, and moves a week at a time', async () => {
    const { calls } = stubWeek();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar();

    await waitFor(() => expect(heading()).toHaveTextContent('November 2026'));
    expect(screen.getByText(/Nov 9 – Nov 14/)).toBeInTheDocument();
    // A day before Monday 09:00 Paris (08:00 UTC) to the end of the week's seventh day, Sunday, in
    // Paris: a shift on the Sunday the layout leaves out is fetched too (and gets a column).
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/shifts')).toBe(true));
    const shiftsCall = calls.find((call) => call.path === '/api/admin/shifts');
    expect(Object.fromEntries(shiftsCall?.url.searchParams ?? [])).toEqual({
      startDate: '2026-11-08T08:00:00.000Z',
      endDate: '2026-11-15T23:00:00.000Z',
      limit: '500',
    });

    for (let week = 0; week < 3; week++) await user.click(toolbarButton('Next'));
    expect(screen.getByText(/Nov 30 – Dec 5/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('November 2026');
    await user.click(toolbarButton('Next'));
    expect(heading()).toHaveTextContent('December 2026');

    await user.click(toolbarButton('Previous'));
    expect(screen.getByText(/Nov 30 – Dec 5/)).toBeInTheDocument();
    await user.click(toolbarButton('Today'));
    expect(screen.getByText(/Nov 9 – Nov 14/)).toBeInTheDocument();
  });

  it('goes to the week of a date picked in the pop-up, which opens on the month on screen', async () => {
    stubWeek();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar();
    await waitFor(() => expect(heading()).toHaveTextContent('November 2026'));

    await user.click(screen.getByRole('button', { name: 'Go to a date' }));
    const picker = await screen.findByRole('dialog', { name: 'Go to a date' });
    await within(picker).findByRole('grid');
    await user.click(within(picker).getByRole('button', { name: /next month/i }));
    await user.click(await within(picker).findByText('23', { selector: 'td:not([data-outside]) button' }));
    expect(screen.queryByRole('dialog', { name: 'Go to a date' })).not.toBeInTheDocument();
    expect(screen.getByText(/Dec 21 – Dec 26/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('December 2026');
  });

  it('asks for the week again on Refresh and tells the view', async () => {
    const { calls } = stubWeek();
    const onRefresh = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onRefresh });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/scheduled-shifts')).toHaveLength(1),
    );

    await user.click(toolbarButton('Refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/scheduled-shifts')).toHaveLength(2),
    );
    expect(calls.filter((call) => call.path === '/api/admin/shifts')).toHaveLength(2);
  });

  it('draws the days of the layout with its hours, in the time format', async () => {
    stubWeek({
      settings: { ...DEFAULT_SETTINGS, weekLayout: { ...layout, startDay: 5, endDay: 1 }, timeFormat: '12h' },
    });
    renderCalendar();
    await waitFor(() => expect(screen.getByText('9:00 AM')).toBeInTheDocument());
    expect(screen.getByText('4:00 PM')).toBeInTheDocument();
    // Friday 6 to Monday 9 November: the week that holds Wednesday the 11th begins on Friday the 6th.
    expect(screen.getByText(/Nov 6 – Nov 9/)).toBeInTheDocument();
    expect(screen.getAllByText(/^(Fri|Sat|Sun|Mon)$/)).toHaveLength(4);
  });
});

describe('Calendar Grid Unavailable', () => {
  it('shows when the settings cannot be loaded, with a retry', async () => {
    stubWeek({ settingsStatus: 500 });
    renderCalendar();
    expect(await screen.findByText('Calendar Grid Unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toolbarButton('Next')).toBeDisabled();
  });

  it('shows when the window is empty (start time equals end time)', async () => {
    stubWeek({ settings: { ...DEFAULT_SETTINGS, weekLayout: { ...layout, endTime: '09:00' } } });
    renderCalendar();
    expect(await screen.findByText('Calendar Grid Unavailable')).toBeInTheDocument();
    expect(screen.getByText(/starts and ends at the same hour/)).toBeInTheDocument();
  });
});

describe('shifts', () => {
  const plan = scheduledShift(ada, '2026-11-10T08:00:00Z', '2026-11-10T16:00:00Z', 'Opening');
  const worked = actualShift(ada, '2026-11-10T08:05:00Z', '2026-11-10T15:57:00Z');
  const working = actualShift(grace, '2026-11-11T08:00:00Z', null);
  const onlyPlanned = scheduledShift(alan, '2026-11-12T12:00:00Z', '2026-11-12T16:00:00Z');
  const short = actualShift(alan, '2026-11-09T09:00:00Z', '2026-11-09T09:30:00Z');

  it('shows merged shifts with their deviations, in-progress shifts and the legend', async () => {
    stubWeek({ scheduled: [plan, onlyPlanned], shifts: [worked, working, short] });
    renderCalendar();

    const merged = await findBlock('Ada Lovelace');
    expect(within(merged).getByText('+5m late')).toBeInTheDocument();
    expect(within(merged).getByText('-3m early')).toBeInTheDocument();
    const inProgress = block('Grace Hopper');
    expect(within(inProgress).getByText('In Progress')).toBeInTheDocument();
    expect(inProgress).toHaveAccessibleName(/In Progress/);

    const legend = screen.getByRole('list', { name: 'Employee Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Lovelace (001)', 'Grace Hopper (002)', 'Alan Turing (003)']);
  });

  it('names every block with the words it shows, so its label contains its visible text', async () => {
    // axe's label-content-name-mismatch, as it compares: the block's text nodes joined as they are,
    // punctuation removed, spaces collapsed, and that must appear whole inside the accessible name.
    const curated = (text: string) =>
      text
        .toLowerCase()
        .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&£¢¥§€()*+,\-./:;<=>?@[\]^_`{|}~±]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const crowd = ['004', '005', '006'].map((id) =>
      actualShift(employee(id, `Crowd ${id}`), '2026-11-12T12:10:00Z', '2026-11-12T15:00:00Z'),
    );
    stubWeek({ scheduled: [plan, onlyPlanned], shifts: [worked, working, short, ...crowd] });
    renderCalendar();
    await findBlock('Ada Lovelace');
    await findBlock('Crowd 006');

    const blocks = [...document.querySelectorAll<HTMLElement>('[data-shift]')];
    expect(blocks).toHaveLength(7);
    for (const element of blocks) {
      expect(curated(element.getAttribute('aria-label') ?? '')).toContain(curated(element.textContent ?? ''));
    }
  });

  it("says 'On time' for a shift that started on the minute", async () => {
    const onTime = actualShift(ada, '2026-11-10T08:00:20Z', '2026-11-10T16:00:00Z');
    stubWeek({ scheduled: [plan], shifts: [onTime] });
    renderCalendar();
    const merged = await findBlock('Ada Lovelace');
    expect(within(merged).getAllByText('On time')).toHaveLength(2);
  });

  it('shows the tooltip after 3 s of hover, and not before', async () => {
    stubWeek({ scheduled: [plan], shifts: [worked] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar();
    const merged = await findBlock('Ada Lovelace');

    await user.hover(merged);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Ada Lovelace');
    expect(tooltip).toHaveTextContent('ID 001');
    expect(tooltip).toHaveTextContent('09:00 – 17:00');
    expect(tooltip).toHaveTextContent('09:05 – 16:57');
    expect(tooltip).toHaveTextContent('Opening');
    expect(merged).toHaveAttribute('aria-describedby', tooltip.id);

    await user.unhover(merged);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip at once for a narrow shift (under 45 minutes)', async () => {
    stubWeek({ shifts: [short] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar();
    await user.hover(await findBlock('Alan Turing'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Alan Turing');
  });

  it('closes the tooltip with Escape', async () => {
    stubWeek({ shifts: [short] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar();
    await user.hover(await findBlock('Alan Turing'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens Edit Shift for a planned shift and shows the details of a punch without a plan', async () => {
    stubWeek({ scheduled: [plan, onlyPlanned], shifts: [worked, working] });
    const onEditShift = vi.fn();
    const onCreateShift = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onEditShift, onCreateShift });

    await user.click(await findBlock('Ada Lovelace'));
    // The click stays with the shift: it does not also schedule a new one in the slot beneath.
    expect(onCreateShift).not.toHaveBeenCalled();
    expect(onEditShift).toHaveBeenLastCalledWith(plan);
    block('Alan Turing').focus();
    await user.keyboard('{Enter}');
    expect(onEditShift).toHaveBeenLastCalledWith(onlyPlanned);

    await user.click(block('Grace Hopper'));
    expect(onEditShift).toHaveBeenCalledTimes(2);
    const details = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(details).toHaveTextContent('In Progress');
    expect(details).toHaveTextContent('09:00 – now');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("schedules from an empty slot: its start (the dialog adds the location's default length)", async () => {
    stubWeek();
    const onCreateShift = vi.fn();
    renderCalendar({ onCreateShift });

    // jsdom has no layout: the column's top is 0, so a click 5 rows down (plus a little) is 10:15.
    const wednesday = await waitFor(() => {
      const column = document.querySelector<HTMLElement>('[data-day-column="2026-11-11"]');
      if (!column) throw new Error('no column');
      return column;
    });
    fireEvent.click(wednesday, { clientY: 5 * 24 + 3 });
    expect(onCreateShift).toHaveBeenCalledWith(new Date('2026-11-11T09:15:00.000Z'));
  });

  it('moves between slots with the arrow keys and schedules with Enter', async () => {
    stubWeek();
    const onCreateShift = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onCreateShift });
    const first = await findSlot('Schedule a shift on Wed, Nov 11 at 09:00');
    expect(document.querySelectorAll('[data-slot]')).toHaveLength(1);

    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Schedule a shift on Thu, Nov 12 at 09:30');
    await user.keyboard('{Enter}');
    expect(onCreateShift).toHaveBeenCalledWith(new Date('2026-11-12T08:30:00.000Z'));
  });

  it('writes the short name beside the ID in a block too thin for lines of text', async () => {
    const crowd = ['004', '005', '006'].map((id, index) =>
      actualShift(employee(id, ['Ana Bauer', 'Ben Costa', 'Dev Ito'][index]), '2026-11-12T12:10:00Z', null),
    );
    stubWeek({ shifts: crowd });
    renderCalendar();
    const thin = await findBlock('Ana Bauer');
    expect(thin).toHaveTextContent('004 Ana B.');
    expect(thin).toHaveAccessibleName(/^004 Ana B\., Ana Bauer, /);
  });

  it('counts a shift outside the opening hours in its day header, and lists it on a click', async () => {
    // Tuesday 06:00-08:00 in Paris, before the 09:00 opening; Thursday 18:00-20:00, after closing.
    const early = scheduledShift(ada, '2026-11-10T05:00:00Z', '2026-11-10T07:00:00Z');
    const late = scheduledShift(grace, '2026-11-12T17:00:00Z', '2026-11-12T19:00:00Z');
    stubWeek({ scheduled: [early, late] });
    const onEditShift = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onEditShift });

    await user.click(await screen.findByText('1 shift before 09:00', { selector: 'button' }));
    const list = screen.getByRole('dialog', { name: 'Before 09:00 · Nov 10' });
    await user.click(within(list).getByText('Ada Lovelace'));
    expect(onEditShift).toHaveBeenCalledWith(early);
    expect(screen.getByText('1 shift after 17:00', { selector: 'button' })).toBeInTheDocument();
    // Both are in the legend of who is on this week.
    const legend = screen.getByRole('list', { name: 'Employee Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Lovelace (001)', 'Grace Hopper (002)']);
  });

  it('adds a column for a day the week layout leaves out when a shift is on it', async () => {
    // Monday to Saturday; Sunday 15 November 10:00-14:00.
    const sunday = scheduledShift(alan, '2026-11-15T09:00:00Z', '2026-11-15T13:00:00Z');
    stubWeek({ scheduled: [sunday] });
    renderCalendar();
    await findBlock('Alan Turing');
    const column = document.querySelector('[data-day-column="2026-11-15"]');
    expect(column).not.toBeNull();
    expect(screen.getByText('Not in the Week Layout')).toBeInTheDocument();
  });

  it("summarises the shifts past the 7th lane as '+2 more' when 9 overlap", async () => {
    const nine = Array.from({ length: 9 }, (_, index) =>
      scheduledShift(
        employee(String(index + 1).padStart(3, '0'), `Person ${index + 1}`),
        '2026-11-10T09:00:00Z',
        '2026-11-10T13:00:00Z',
      ),
    );
    stubWeek({ scheduled: nine });
    const onEditShift = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onEditShift });

    await user.click(await screen.findByRole('button', { name: '+2 more' }));
    expect(document.querySelectorAll('[data-shift]')).toHaveLength(7);
    const drawn = [...document.querySelectorAll('[data-shift]')].map((element) =>
      element.getAttribute('aria-label'),
    );
    const hidden = nine.find(
      (shift) => !drawn.some((label) => label?.startsWith(`${shift.employee.employeeId} `)),
    );
    const list = screen.getByRole('dialog', { name: 'More shifts' });
    await user.click(within(list).getByText(hidden?.employee.name ?? ''));
    expect(onEditShift).toHaveBeenCalledWith(hidden);
  });
});

describe('by employee', () => {
  // Ada: planned Tuesday 09:00-17:00 Paris, worked 09:05-16:57; Grace: at work since 10:00 today.
  const adaPlan = scheduledShift(ada, '2026-11-10T08:00:00Z', '2026-11-10T16:00:00Z');
  const adaWorked = actualShift(ada, '2026-11-10T08:05:00Z', '2026-11-10T15:57:00Z');
  const graceWorking = actualShift(grace, '2026-11-11T09:00:00Z', null);
  const alanPlan = scheduledShift(alan, '2026-11-13T09:00:00Z', '2026-11-13T13:30:00Z');

  beforeEach(() => localStorage.removeItem('shiftclock.view.calendar'));

  it('shows a row per employee with chips per day and the week’s totals, and the browser remembers it', async () => {
    stubWeek({ scheduled: [adaPlan, alanPlan], shifts: [adaWorked, graceWorking] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderCalendar();
    await findBlock('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'By employee' }));
    expect(screen.getByRole('button', { name: 'By employee' })).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: 'Shifts by employee from Nov 9 to Nov 14' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Ordered by name: Ada, Alan, Grace.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ada Lovelace001',
      'Alan Turing003',
      'Grace Hopper002',
    ]);
    const [adaRow, alanRow, graceRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const adaCells = within(adaRow).getAllByRole('cell');
    // Tuesday is the second day: the chip shows the plan and how the punches differ from it.
    expect(adaCells[1]).toHaveTextContent('09:00 – 17:00 Start +5m late End -3m early');
    expect(adaCells.at(-1)).toHaveTextContent('7.9 h worked8.0 h scheduled');
    expect(within(alanRow).getAllByRole('cell').at(-1)).toHaveTextContent('0.0 h worked4.5 h scheduled');
    // Grace has been at work for 3 hours (13:00 now), and is shown In Progress on Wednesday.
    const graceCells = within(graceRow).getAllByRole('cell');
    expect(graceCells[2]).toHaveTextContent('In Progress');
    expect(graceCells.at(-1)).toHaveTextContent('3.0 h worked');

    unmount();
    renderCalendar();
    expect(await screen.findByRole('table', { name: /Shifts by employee/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(localStorage.getItem('shiftclock.view.calendar')).toBe('"week"');
  });

  it('opens Edit Shift from a chip with a plan', async () => {
    stubWeek({ scheduled: [adaPlan], shifts: [adaWorked] });
    localStorage.setItem('shiftclock.view.calendar', '"employees"');
    const onEditShift = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCalendar({ onEditShift });
    const table = await screen.findByRole('table', { name: /Shifts by employee/ });
    await user.click(await within(table).findByRole('button', { name: /^001 Ada Lovelace, 09:00 – 17:00/ }));
    expect(onEditShift).toHaveBeenCalledWith(adaPlan);
  });
});

describe('busy elsewhere', () => {
  // Ada works at another location on Wednesday from 10:00 to 12:00 Paris time.
  const adaAway = {
    employeeId: '001',
    start: '2026-11-11T09:00:00.000Z',
    end: '2026-11-11T11:00:00.000Z',
    kind: 'scheduled' as const,
  };
  const band = () =>
    waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-busy-elsewhere="001"]');
      if (!found) throw new Error('no busy band');
      return found;
    });

  it("draws when an employee is busy at another location, in that day's column, saying nothing of where", async () => {
    const { calls } = stubWeek({ busy: [adaAway] });
    renderCalendar();
    const drawn = await band();
    expect(drawn).toHaveTextContent('Busy elsewhere001 Ada Lovelace');
    expect(drawn.closest('[data-day-column]')).toHaveAttribute('data-day-column', '2026-11-11');
    // 10:00 is an hour after the window's 09:00 start: four 15-minute rows down, two hours tall.
    expect(drawn.style.top).toBe(`${4 * CALENDAR_ROW_PX}px`);
    expect(drawn.style.height).toBe(`${8 * CALENDAR_ROW_PX}px`);
    // The location's days of the week, and the day before it (an overnight shift reaches in).
    const asked = calls.find((call) => call.path === '/api/admin/busy-elsewhere');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-15',
    });
  });

  it('takes a lane beside a shift at that time, and stays out of the legend', async () => {
    stubWeek({
      busy: [adaAway],
      scheduled: [scheduledShift(grace, '2026-11-11T08:00:00.000Z', '2026-11-11T12:00:00.000Z')],
    });
    renderCalendar();
    const drawn = await band();
    await findBlock('Grace Hopper');
    expect(drawn.style.width).toBe('calc(50% - 4px)');
    const legend = screen.getByRole('list', { name: 'Employee Legend' });
    expect(within(legend).queryByText(/Ada Lovelace/)).toBeNull();
    expect(within(legend).getByText(/Grace Hopper/)).toBeInTheDocument();
  });

  it("shows it in the phone's day view too", async () => {
    onNarrowScreen();
    stubWeek({ busy: [adaAway] });
    renderCalendar();
    // The phone opens on today, Wednesday.
    expect(await band()).toHaveTextContent('Busy elsewhere');
  });
});
