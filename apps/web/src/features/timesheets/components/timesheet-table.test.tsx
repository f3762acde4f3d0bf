import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
import { renderWithProviders, timesheet } from '../test/timesheet-fixture.tsx';
import { TimesheetTable } from './timesheet-table.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Timesheet hours', () => {
  it('shows a card per employee on a phone, with every column labelled, and the totals last', () => {
    onNarrowScreen();
    renderWithProviders(<TimesheetTable timesheet={timesheet()} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Hours per employee' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Ada Lovelace 001');
    expect(cards[0]).toHaveTextContent('Total42.33');
    expect(cards[0]).toHaveTextContent('Overtime2.33');
    expect(cards[1]).toHaveTextContent('Grace Hopper 002');
    expect(cards[1]).toHaveTextContent('1 to review');
    expect(cards[2]).toHaveTextContent('Totals');
    expect(cards[2]).toHaveTextContent('Total57.83');
  });

  it('is a table on a wider screen', () => {
    renderWithProviders(<TimesheetTable timesheet={timesheet()} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });
});
