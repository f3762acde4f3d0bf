import { DEFAULT_SETTINGS, type Settings } from '@shiftclock/contract/settings';
import { expect } from 'vitest';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import type { httpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/** When the fixtures' employees were added: before every test's clock. */
export const EMPLOYED_SINCE = new Date('2026-01-01T00:00:00Z');

/**
 * A new location with `settings` saved by its manager, its kiosk's and manager's tokens from real
 * logins, and Ann Lee as employee 007: the start of the kiosk rules' tests (PINs, early clock-in).
 */
export async function kioskLocation(
  t: Pick<TestApp, 'db'>,
  call: ReturnType<typeof httpClient>,
  settings: Partial<Settings> = {},
) {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id);
  const login = async (accountType: 'location' | 'manager', password: string) =>
    (
      await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { locationId: loc.code, password, accountType },
      })
    ).body.token as string;
  const kiosk = await login('location', loc.locationPassword);
  const manager = await login('manager', loc.managerPassword);
  await saveSettings(call, manager, settings);
  // Employed since before any test clock: an offline punch before the employee existed goes to review.
  await createEmployee(t.db, loc.location.id, '007', { name: 'Ann Lee', createdAt: EMPLOYED_SINCE });
  return { kiosk, manager, location: loc.location };
}

/** Saves the location's settings (the defaults with `settings` on top) as its manager. */
export async function saveSettings(
  call: ReturnType<typeof httpClient>,
  manager: string,
  settings: Partial<Settings>,
) {
  const saved = await call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token: manager,
    body: { settings: { ...DEFAULT_SETTINGS, ...settings } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
