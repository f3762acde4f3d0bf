import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { onNarrowScreen } from '../../../test/narrow-screen.ts';
import { aShift } from '../../../test/shift-fixture.ts';
import { RecentShiftsTable } from './recent-shifts-table.tsx';

afterEach(() => vi.unstubAllGlobals());

const done = aShift({
  id: 'done',
  clockIn: '2026-03-10T08:00:00.000Z',
  clockOut: '2026-03-10T16:30:00.000Z',
});
const open = aShift({ id: 'open', clockIn: '2026-03-10T13:00:00.000Z' });

function renderTable(onCorrect = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RecentShiftsTable
        shifts={[open, done]}
        timeZone="Europe/Paris"
        timeFormat="24h"
        onCorrect={onCorrect}
      />
    </AppProviders>,
  );
  return onCorrect;
}

describe('Recent Shifts on a phone', () => {
  it('shows a card per shift with the same facts and a Correct button, and no table', async () => {
    onNarrowScreen();
    const onCorrect = renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Recent Shifts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ada Lovelace 007');
    expect(cards[0]).toHaveTextContent('Active');
    expect(cards[0]).toHaveTextContent('Clock Out—Still working');
    expect(cards[1]).toHaveTextContent('Clock InMar 10, 09:00');
    expect(cards[1]).toHaveTextContent('Total Hours8.5');
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', {
        name: 'Correct the shift of Ada Lovelace from Mar 10, 09:00',
      }),
    );
    expect(onCorrect).toHaveBeenCalledWith(done);
  });

  it('keeps the table on a wider screen', () => {
    renderTable();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent Shifts' })).not.toBeInTheDocument();
  });
});
