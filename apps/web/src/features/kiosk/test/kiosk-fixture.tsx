import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { KioskShift } from '../../../api/kiosk/current-shifts.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { aShift } from '../../../test/shift-fixture.ts';
import { KioskView } from '../components/kiosk-view.tsx';

export const kioskSession = {
  accountType: 'location',
  locationId: 'ABC234',
  organizationId: 'org-1',
} as const;

export const locationInfo = {
  locationId: 'ABC234',
  locationName: 'Main Street',
  timezone: 'America/New_York',
  region: 'US',
  address: null,
};

export function shiftFixture(overrides: Partial<KioskShift> & { name?: string; employeeId?: string } = {}) {
  const { name = 'Ada Lovelace', employeeId = '007', ...rest } = overrides;
  return aShift({
    id: `shift-${employeeId}`,
    employee: { id: `emp-${employeeId}`, name, employeeId },
    ...rest,
  });
}

/** The kiosk alone, inside the app's providers with a fresh query client. */
export function renderKiosk() {
  localStorage.setItem('token', 'location-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <KioskView session={kioskSession} />
    </AppProviders>,
  );
}

/**
 * Fake timers that still let promises and Testing Library's waits run: the clock starts at `now`
 * and moves on its own with real time; tests jump it forward with vi.advanceTimersByTimeAsync.
 */
export function startKioskClock(now: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(now) });
}
