import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { stubApi } from './stub-api.ts';

/** Location ABC234 ('Main Street', Paris) as the location screens' first calls find it. */
export const stubbedLocationInfo = {
  locationId: 'ABC234',
  locationName: 'Main Street',
  timezone: 'Europe/Paris',
  region: 'FR',
  address: null,
};

/**
 * A server for a location screen of ABC234, signed in as its manager or its kiosk: the session, the
 * location and its default settings, and empty lists (employees, devices, shifts, schedule, who is at work).
 */
export function stubLocation(accountType: 'manager' | 'location') {
  return stubApi({
    'GET /api/auth/validate': {
      status: 200,
      body: { valid: true, accountType, locationId: 'ABC234', organizationId: 'org-1' },
    },
    'GET /api/admin/location-info': { status: 200, body: stubbedLocationInfo },
    'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
    'GET /api/admin/employees': { status: 200, body: { employees: [] } },
    'GET /api/admin/devices': { status: 200, body: { devices: [], heartbeatSeconds: 60 } },
    'GET /api/admin/scheduled-shifts': { status: 200, body: { scheduledShifts: [], pendingRemovals: 0 } },
    'GET /api/admin/schedule/warnings': {
      status: 200,
      body: {
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        warnings: [],
        totals: { days: [], week: { hours: 0, cost: 0 }, noRate: [] },
        settings: DEFAULT_SETTINGS.scheduleWarnings,
        block: false,
      },
    },
    'GET /api/admin/shifts': { status: 200, body: { shifts: [], nextCursor: null } },
    'GET /api/shift/current': { status: 200, body: { shifts: [], serverTime: new Date().toISOString() } },
  });
}
