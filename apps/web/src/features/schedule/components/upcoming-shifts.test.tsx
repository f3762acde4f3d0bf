import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { locationId, renderWithProviders, scheduledShift, timeZone } from '../test/schedule-fixture.tsx';
import { UpcomingShifts } from './upcoming-shifts.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (iso: string) => new Date(iso).toISOString();

describe('Upcoming scheduled shifts', () => {
  it("lists what hasn't ended yet, in order: not this morning's shift, the one under way, then later ones", async () => {
    // 13:00 in Paris on Tuesday 10 March 2026.
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), shouldAdvanceTime: true });
    const shift = (id: string, name: string, start: string, end: string) =>
      scheduledShift({
        id,
        _id: id,
        employee: { id: `uuid-${id}`, name, employeeId: id },
        employeeName: name,
        scheduledStart: at(start),
        scheduledEnd: at(end),
      });
    stubApi({
      'GET /api/admin/scheduled-shifts': {
        status: 200,
        body: {
          // As the server may answer: by employee, not by time.
          scheduledShifts: [
            shift('003', 'Evening Eve', '2026-03-10T17:00:00Z', '2026-03-10T21:00:00Z'),
            shift('001', 'Morning Mo', '2026-03-10T06:00:00Z', '2026-03-10T11:00:00Z'),
            shift('004', 'Tomorrow Tom', '2026-03-11T08:00:00Z', '2026-03-11T16:00:00Z'),
            shift('002', 'Midday Mia', '2026-03-10T10:00:00Z', '2026-03-10T14:00:00Z'),
          ],
          pendingRemovals: 0,
        },
      },
    });
    renderWithProviders(
      <UpcomingShifts locationId={locationId} timeZone={timeZone} timeFormat="24h" onEdit={() => {}} />,
    );
    const card = await screen.findByRole('region', { name: 'Upcoming scheduled shifts' });
    const rows = await within(card).findAllByRole('listitem');
    expect(
      rows.map((row) => row.textContent?.match(/Morning Mo|Midday Mia|Evening Eve|Tomorrow Tom/)?.[0]),
    ).toEqual(['Midday Mia', 'Evening Eve', 'Tomorrow Tom']);
  });
});
