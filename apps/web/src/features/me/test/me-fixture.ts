import { employeeTokenKey } from '../../../lib/token-storage.ts';

/** GET /api/me's answer for a person who works at two locations. */
export const me = {
  person: { id: 'b3f1c1de-0000-4000-8000-000000000002', name: 'Grace Hopper', email: 'grace@example.com' },
  organization: { id: 'org-1', name: 'Demo Coffee' },
  locations: [
    {
      locationId: 'DEMNYC',
      locationName: 'Midtown',
      timezone: 'America/New_York',
      employeeId: '002',
      isActive: true,
    },
    {
      locationId: 'DEMLAX',
      locationName: 'Sunset Boulevard',
      timezone: 'America/Los_Angeles',
      employeeId: '014',
      isActive: true,
    },
  ],
};

export const signedInAs = (token = 'me-token') => localStorage.setItem(employeeTokenKey, token);
export const storedMeToken = () => localStorage.getItem(employeeTokenKey);

export const appSession = (id: string, device: string | null, current: boolean) => ({
  id,
  method: current ? ('code' as const) : ('link' as const),
  device,
  createdAt: '2026-11-20T14:00:00.000Z',
  lastUsedAt: '2026-11-28T09:30:00.000Z',
  expiresAt: '2027-01-19T14:00:00.000Z',
  current,
});
