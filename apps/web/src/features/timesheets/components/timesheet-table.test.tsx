import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
import { renderWithProviders, timesheet } from '../test/timesheet-fixture.tsx';
import { TimesheetTable } from './timesheet-table.tsx';

afterEach(() => vi.unstubAllGlobals());

const where = { timeZone: 'Europe/Paris', timeFormat: '24h' } as const;

describe('Timesheet hours', () => {
  it('shows a card per employee on a phone, with every column labelled, and the totals last', () => {
    onNarrowScreen();
    renderWithProviders(<TimesheetTable timesheet={timesheet()} {...where} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Hours per employee' });
    const cards = [...list.children];
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Ada Lovelace 001');
    expect(cards[0]).toHaveTextContent('Total42.33');
    expect(cards[0]).toHaveTextContent('Overtime2.33');
    expect(cards[1]).toHaveTextContent('Grace Hopper 002');
    expect(cards[1]).toHaveTextContent('1 to review');
    expect(cards[2]).toHaveTextContent('Totals');
    expect(cards[2]).toHaveTextContent('Total57.83');
  });

  it('shows paid time off as its own column only when the period holds some', () => {
    const plain = renderWithProviders(<TimesheetTable timesheet={timesheet()} {...where} />);
    expect(screen.queryByRole('columnheader', { name: 'Paid time off' })).not.toBeInTheDocument();
    plain.unmount();
    const sheet = timesheet();
    const withTimeOff = {
      ...sheet,
      employees: sheet.employees.map((row, index) => ({ ...row, paidTimeOffHours: index === 0 ? 8 : 0 })),
      totals: { ...sheet.totals, paidTimeOffHours: 8 },
    };
    renderWithProviders(<TimesheetTable timesheet={withTimeOff} {...where} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Paid time off' })).toBeVisible();
    const headings = within(table).getAllByRole('columnheader');
    const column = headings.findIndex((heading) => heading.textContent?.endsWith('Paid time off'));
    const ada = within(table).getAllByRole('row')[1] as HTMLElement;
    const grace = within(table).getAllByRole('row')[2] as HTMLElement;
    // The row's cells in heading order (its name is a row header).
    const cellAt = (row: HTMLElement) => [...row.children][column];
    expect(cellAt(ada)).toHaveTextContent(/^8(\.00)?$/);
    expect(cellAt(grace)).toHaveTextContent(/^0(\.00)?$/);
  });

  it('is a table on a wider screen', () => {
    renderWithProviders(<TimesheetTable timesheet={timesheet()} {...where} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('shortens the long headings in German, keeping the whole words for screen readers and on hover', async () => {
    await switchLanguage('de');
    const rules = { ...timesheet().settings, roundingMinutes: 15 };
    renderWithProviders(<TimesheetTable timesheet={timesheet({ settings: rules })} {...where} />);
    const headings = within(screen.getByRole('table')).getAllByRole('columnheader');
    const shown = (heading: HTMLElement) => heading.querySelector('[aria-hidden="true"]')?.textContent;
    const byName = (name: string) => headings.find((heading) => heading.textContent?.endsWith(name));
    for (const [name, short] of [
      ['Mitarbeiter-ID', 'ID'],
      ['Überstunden', 'Überst.'],
      ['Tatsächlich', 'Ist'],
      ['Verspätet', 'Verspät.'],
    ]) {
      const heading = screen.getByRole('columnheader', { name });
      expect(shown(heading)).toBe(short);
      expect(heading.querySelector(`[title="${name}"]`)).toBeVisible();
    }
    // A heading short enough already shows as it is.
    expect(byName('Gesamt')).toHaveAccessibleName('Gesamt');
  });

  it('opens a row onto its hours by workday, overtime where the daily rules put it', async () => {
    renderWithProviders(<TimesheetTable timesheet={timesheet()} {...where} />);
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace: 5 days, show the hours by workday' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = within(screen.getByRole('list', { name: 'Hours by workday, Ada Lovelace' })).getAllByRole(
      'listitem',
    );
    expect(days.map((day) => day.textContent)).toEqual([
      'Mon, Nov 168.00 regular',
      'Tue, Nov 178.00 regular2.33 overtime',
    ]);
    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'Hours by workday, Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('marks a row provisional and names the auto-closed shift it waits for', () => {
    const sheet = timesheet();
    const [ada, grace] = sheet.employees;
    if (!ada || !grace) throw new Error('fixture');
    const pending = { ...ada, pendingShifts: [{ id: 's6', clockIn: '2026-11-21T07:00:00Z' }] };
    renderWithProviders(<TimesheetTable timesheet={{ ...sheet, employees: [pending, grace] }} {...where} />);
    expect(screen.getByRole('table')).toHaveTextContent(
      'Provisional: waits for the review of the auto-closed shift of Nov 21, 08:00.',
    );
  });

  it('marks who also worked at another location, naming no other location, on a laptop and on a phone', () => {
    const sheet = timesheet();
    const [ada, grace] = sheet.employees;
    if (!ada || !grace) throw new Error('fixture');
    const rows = { ...sheet, employees: [{ ...ada, hoursElsewhere: true }, grace] };
    const text = 'Also works at another location: overtime counts all their hours';
    const { unmount } = renderWithProviders(<TimesheetTable timesheet={rows} {...where} />);
    const mark = screen.getByRole('img', { name: text });
    expect(mark).toHaveAttribute('title', text);
    expect(within(screen.getByRole('rowheader', { name: /^Ada Lovelace/ })).getByRole('img')).toBe(mark);
    expect(screen.getAllByRole('img', { name: text })).toHaveLength(1);
    unmount();

    onNarrowScreen();
    renderWithProviders(<TimesheetTable timesheet={rows} {...where} />);
    const [adaCard, graceCard] = [...screen.getByRole('list', { name: 'Hours per employee' }).children];
    expect(adaCard).toHaveTextContent(text);
    expect(graceCard).not.toHaveTextContent(text);
  });
});
