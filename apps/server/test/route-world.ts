import { randomUUID } from 'node:crypto';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { defaultPayrollCloseSettings } from '@shiftclock/contract/payroll-close';
import { weekdayOf } from '@shiftclock/contract/time/week-range';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import { sql } from 'drizzle-orm';
import { retentionCutoff } from '../src/features/records-retention/retention-cutoff.ts';
import { periodContaining } from '../src/shared/pay-periods.ts';
import { employeeSignIn } from './employee-session.ts';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import type { httpClient } from './http-client.ts';
import { TEST_MASTER_KEY, type TestApp } from './test-app.ts';

/**
 * A sample request for every /api route, and the world it runs in: organization A
 * (a location with employees, one working, a future scheduled shift), organization B
 * (another tenant) and a pending organization, with a token for each kind of caller.
 * The access matrix and the fuzzing tests share these declarations; a route missing
 * here fails the access matrix.
 */

export type Actor =
  | 'none'
  | 'garbage'
  | 'expired'
  | 'revoked'
  | 'loggedOut'
  | 'location'
  | 'manager'
  | 'orgAdmin'
  | 'otherOrgAdmin'
  | 'otherManager'
  | 'master'
  | 'employee'
  | 'otherEmployee'
  | 'apiKey';

export const ACTORS: Actor[] = [
  'none',
  'garbage',
  'expired',
  'revoked',
  'loggedOut',
  'location',
  'manager',
  'orgAdmin',
  'otherOrgAdmin',
  'otherManager',
  'master',
  'employee',
  'otherEmployee',
  'apiKey',
];

/** What one test world holds: organization A (the owner's), organization B (another tenant), a pending one. */
export type World = Awaited<ReturnType<typeof createWorld>>;
export type Sample = { url: string; body?: unknown };
export type Declaration = {
  sample: (w: World) => Sample;
  /** The status of a caller the route allows (all callers, for public routes). */
  ok: number;
  /**
   * The status for the other tenant (organization B's admin, location B's manager, or a person of B
   * signed in to the employee app) when its
   * type is allowed: 404 where the call names A's resources, else `ok` (it acts on its own data).
   */
  crossTenant?: number;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const hoursAfter = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const strongPassword = 'Newpass1!';
const newLocation = {
  locationName: 'Annex',
  locationPassword: 'kiosk123',
  confirmLocationPassword: 'kiosk123',
  managerPassword: 'Manager1!',
  confirmManagerPassword: 'Manager1!',
  timezone: 'Europe/Paris',
};

/** Location A's position for punches from the phone, and a phone standing there. */
const A_POSITION = { latitude: 48.8566, longitude: 2.3522 };
const AT_A = { ...A_POSITION, accuracy: 10 };

export const declarations: Record<string, Declaration> = {
  'POST /api/me/sign-in-link': {
    sample: () => ({ url: '/api/me/sign-in-link', body: { email: `m-${randomUUID()}@example.com` } }),
    ok: 202,
  },
  // No code is outstanding in the world: a well-formed one is refused like a used one.
  'POST /api/me/sign-in': {
    sample: () => ({ url: '/api/me/sign-in', body: { code: 'ABCD-EFGH' } }),
    ok: 400,
  },
  // The employee app's own calls: each person acts on their own data.
  'GET /api/me': { sample: () => ({ url: '/api/me' }), ok: 200, crossTenant: 200 },
  'POST /api/me/sign-out': { sample: () => ({ url: '/api/me/sign-out' }), ok: 204, crossTenant: 204 },
  'GET /api/me/sessions': { sample: () => ({ url: '/api/me/sessions' }), ok: 200, crossTenant: 200 },
  // My shifts (features/my-shifts/): the person's own schedule, and the manager's address for it.
  'GET /api/me/shifts': { sample: () => ({ url: '/api/me/shifts' }), ok: 200, crossTenant: 200 },
  // API keys (features/api-keys/): the owner's, and the integration API that organization A's key
  // (all scopes, all locations) calls.
  'GET /api/organization/api-keys': {
    sample: () => ({ url: '/api/organization/api-keys' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/organization/api-keys': {
    sample: () => ({
      url: '/api/organization/api-keys',
      body: { name: 'Payroll sync', scopes: ['people:read'], allLocations: true },
    }),
    ok: 201,
    crossTenant: 201,
  },
  'POST /api/organization/api-keys/:keyId/revoke': {
    sample: (w) => ({ url: `/api/organization/api-keys/${w.apiKeyId}/revoke` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/organization/api-keys/:keyId/requests': {
    sample: (w) => ({ url: `/api/organization/api-keys/${w.apiKeyId}/requests` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/v1/locations': { sample: () => ({ url: '/api/v1/locations' }), ok: 200 },
  'GET /api/v1/people': { sample: () => ({ url: '/api/v1/people' }), ok: 200 },
  'POST /api/v1/people': {
    sample: (w) => ({ url: '/api/v1/people', body: { name: 'Eve Synced', locationIds: [w.a.code] } }),
    ok: 201,
  },
  'PUT /api/v1/people/:personId': {
    sample: (w) => ({ url: `/api/v1/people/${w.annPersonId}`, body: { payrollId: 'P-1' } }),
    ok: 200,
  },
  'GET /api/v1/punches': {
    sample: () => ({ url: `/api/v1/punches?from=${day(-30)}&to=${day(1)}` }),
    ok: 200,
  },
  'GET /api/v1/timesheets': {
    sample: () => ({ url: `/api/v1/timesheets?from=${day(-30).slice(0, 10)}&to=${day(0).slice(0, 10)}` }),
    ok: 200,
  },
  'GET /api/v1/scheduled-shifts': {
    sample: () => ({ url: `/api/v1/scheduled-shifts?from=${day(-1)}&to=${day(60)}` }),
    ok: 200,
  },
  'POST /api/me/shifts/seen': {
    sample: () => ({ url: '/api/me/shifts/seen', body: { seenAt: new Date().toISOString() } }),
    ok: 200,
    crossTenant: 200,
  },
  // Time off and availability (features/time-off/): the person's own; a request id no one has is
  // unknown (cross-location 404s are tested in time-off.test.ts).
  'GET /api/me/time-off': { sample: () => ({ url: '/api/me/time-off' }), ok: 200, crossTenant: 200 },
  'POST /api/me/time-off': {
    sample: () => {
      const start = new Date(Date.now() + 300 * 86_400_000 + Math.floor(Math.random() * 1e5) * 60_000);
      return {
        url: '/api/me/time-off',
        body: { type: 'other', start: start.toISOString(), end: hoursAfter(start.toISOString(), 0.5) },
      };
    },
    ok: 201,
    crossTenant: 201,
  },
  'POST /api/me/time-off/:id/cancel': {
    sample: () => ({ url: `/api/me/time-off/${randomUUID()}/cancel` }),
    ok: 404,
    crossTenant: 404,
  },
  'GET /api/me/availability': { sample: () => ({ url: '/api/me/availability' }), ok: 200, crossTenant: 200 },
  'PUT /api/me/availability': {
    sample: () => ({
      url: '/api/me/availability',
      body: { days: [{ weekday: 1, start: '09:00', end: '17:00' }] },
    }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/time-off': { sample: () => ({ url: '/api/admin/time-off' }), ok: 200, crossTenant: 200 },
  'POST /api/admin/time-off/:id/approve': {
    sample: () => ({ url: `/api/admin/time-off/${randomUUID()}/approve`, body: { paidHours: 0 } }),
    ok: 404,
    crossTenant: 404,
  },
  'POST /api/admin/time-off/:id/decline': {
    sample: () => ({ url: `/api/admin/time-off/${randomUUID()}/decline`, body: {} }),
    ok: 404,
    crossTenant: 404,
  },
  'GET /api/admin/availability': {
    sample: () => ({ url: '/api/admin/availability' }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/admin/location-address': {
    sample: () => ({ url: '/api/admin/location-address', body: { address: '1 Main Street' } }),
    ok: 200,
    crossTenant: 200,
  },
  'DELETE /api/me/sessions/:sessionId': {
    sample: (w) => ({ url: `/api/me/sessions/${w.annSessionId}` }),
    ok: 204,
    crossTenant: 404,
  },
  // The employee's record: Ann's own corrections; another person's correction is as unknown as none.
  'GET /api/me/corrections': {
    sample: () => ({ url: `/api/me/corrections?from=${day(-30).slice(0, 10)}` }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/me/corrections/:entryId/confirm': {
    sample: (w) => ({ url: `/api/me/corrections/${w.annCorrectionId}/confirm` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/me/corrections/:entryId/dispute': {
    sample: (w) => ({
      url: `/api/me/corrections/${w.annCorrectionId}/dispute`,
      body: { comment: 'I left at five' },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/organization/schedule-warnings-block': {
    sample: () => ({ url: '/api/organization/schedule-warnings-block' }),
    ok: 200,
    // The caller's own organization's setting.
    crossTenant: 200,
  },
  'PUT /api/organization/schedule-warnings-block': {
    sample: () => ({ url: '/api/organization/schedule-warnings-block', body: { block: false } }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/organization/records/retention': {
    sample: () => ({ url: '/api/organization/records/retention' }),
    ok: 200,
    // The caller's own organization's setting.
    crossTenant: 200,
  },
  'PUT /api/organization/records/retention': {
    sample: () => ({ url: '/api/organization/records/retention', body: { retentionYears: 4 } }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/organization/records/purge': {
    sample: () => ({ url: '/api/organization/records/purge' }),
    ok: 200,
    // The caller's own organization's archived records.
    crossTenant: 200,
  },
  'POST /api/organization/records/purge': {
    // Today's cutoff at the default retention, in the zone of both organizations' locations.
    sample: (w) => ({
      url: '/api/organization/records/purge',
      body: { cutoff: retentionCutoff(new Date(), w.a.location.timezone, 4), confirm: true },
    }),
    ok: 200,
    crossTenant: 200,
  },
  // The chain's verification (features/records-chain/): the caller's own organization's chain.
  'GET /api/organization/records/verify': {
    sample: () => ({ url: '/api/organization/records/verify' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/organization/correction-confirmation': {
    sample: () => ({ url: '/api/organization/correction-confirmation' }),
    ok: 200,
    // The caller's own organization's setting.
    crossTenant: 200,
  },
  'PUT /api/organization/correction-confirmation': {
    sample: () => ({ url: '/api/organization/correction-confirmation', body: { enabled: true } }),
    ok: 200,
    crossTenant: 200,
  },
  // A person of B does not work at A's location: 404, as for a location that does not exist.
  'GET /api/me/hours': {
    sample: (w) => ({ url: `/api/me/hours?locationId=${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/me/records': {
    sample: () => ({ url: '/api/me/records?from=2026-01-01&to=2026-12-31' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/me/records/export': {
    sample: () => ({ url: '/api/me/records/export?from=2026-01-01&to=2026-12-31' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/employees/:employeeId/sign-in-code': {
    sample: () => ({ url: '/api/admin/employees/001/sign-in-code' }),
    ok: 201,
    crossTenant: 404,
  },
  'GET /api/admin/employees/:employeeId/app-sessions': {
    sample: () => ({ url: '/api/admin/employees/001/app-sessions' }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/admin/employees/:employeeId/app-sessions/:sessionId': {
    sample: (w) => ({ url: `/api/admin/employees/001/app-sessions/${w.annSessionId}` }),
    ok: 204,
    crossTenant: 404,
  },
  // Punches from the phone at location A, which takes them (createWorld): Ann is not clocked in.
  'GET /api/me/phone-clock': { sample: () => ({ url: '/api/me/phone-clock' }), ok: 200, crossTenant: 200 },
  'POST /api/me/clock-in': {
    sample: (w) => ({ url: '/api/me/clock-in', body: { locationId: w.a.code, position: AT_A } }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/me/clock-out': {
    sample: (w) => ({ url: '/api/me/clock-out', body: { locationId: w.a.code, position: AT_A } }),
    ok: 409,
    crossTenant: 404,
  },
  'POST /api/me/break-start': {
    sample: (w) => ({ url: '/api/me/break-start', body: { locationId: w.a.code, position: AT_A } }),
    ok: 409,
    crossTenant: 404,
  },
  'POST /api/me/break-end': {
    sample: (w) => ({ url: '/api/me/break-end', body: { locationId: w.a.code, position: AT_A } }),
    ok: 409,
    crossTenant: 404,
  },
  'GET /api/health': { sample: () => ({ url: '/api/health' }), ok: 200 },
  'POST /api/auth/register-organization': {
    sample: () => {
      const email = `reg-${randomUUID()}@example.com`;
      return {
        url: '/api/auth/register-organization',
        body: { organizationName: 'X', email, password: strongPassword, confirmPassword: strongPassword },
      };
    },
    ok: 201,
  },
  'GET /api/auth/verify-email/status': {
    sample: () => ({ url: '/api/auth/verify-email/status?token=nope' }),
    ok: 200,
  },
  'POST /api/auth/verify-email': {
    sample: () => ({ url: '/api/auth/verify-email', body: { token: 'nope' } }),
    ok: 400,
  },
  'POST /api/auth/resend-verification': {
    sample: () => ({
      url: '/api/auth/resend-verification',
      body: { email: `r-${randomUUID()}@example.com` },
    }),
    ok: 200,
  },
  'POST /api/auth/forgot-password': {
    sample: () => ({ url: '/api/auth/forgot-password', body: { email: `f-${randomUUID()}@example.com` } }),
    ok: 200,
  },
  'POST /api/auth/reset-password': {
    sample: () => ({ url: '/api/auth/reset-password', body: { token: 'nope', password: strongPassword } }),
    ok: 400,
  },
  'POST /api/auth/login': {
    sample: (w) => ({
      url: '/api/auth/login',
      body: { locationId: w.a.code, password: w.a.locationPassword, accountType: 'location' },
    }),
    ok: 200,
  },
  'POST /api/master-auth/login': {
    sample: () => ({ url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } }),
    ok: 200,
  },
  'GET /api/auth/validate': { sample: () => ({ url: '/api/auth/validate' }), ok: 200, crossTenant: 200 },
  // Each allowed caller ends its own token (the matrix gives it a world of its own).
  'POST /api/auth/logout': { sample: () => ({ url: '/api/auth/logout' }), ok: 204, crossTenant: 204 },
  'POST /api/auth/direct-access': {
    sample: (w) => ({
      url: '/api/auth/direct-access',
      body: { locationId: w.a.code, accountType: 'manager' },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/master-admin/dashboard': { sample: () => ({ url: '/api/master-admin/dashboard' }), ok: 200 },
  'GET /api/master-admin/organizations': {
    sample: () => ({ url: '/api/master-admin/organizations?search=example' }),
    ok: 200,
  },
  'GET /api/master-admin/organizations/:id': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.orgA}` }),
    ok: 200,
  },
  'POST /api/master-admin/organizations/:id/approve': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.pending}/approve`, body: {} }),
    ok: 200,
  },
  'POST /api/master-admin/organizations/:id/reject': {
    sample: (w) => ({ url: `/api/master-admin/organizations/${w.pending}/reject` }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/status': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.pending}/status`,
      body: { status: 'suspended' },
    }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/license': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.orgA}/license`,
      body: { licenseType: 'yearly', duration: 1, durationUnit: 'years', autoRenew: false },
    }),
    ok: 200,
  },
  'PUT /api/master-admin/organizations/:id/location-limits': {
    sample: (w) => ({
      url: `/api/master-admin/organizations/${w.orgA}/location-limits`,
      body: { maxLocations: 9 },
    }),
    ok: 200,
  },
  'GET /api/organization/:organizationId/dashboard': {
    sample: (w) => ({ url: `/api/organization/${w.orgA}/dashboard` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/locations': {
    sample: () => ({ url: '/api/organization/locations', body: newLocation }),
    ok: 201,
    // Creates in the caller's own organization: never in someone else's.
    crossTenant: 201,
  },
  'PUT /api/organization/locations/:locationId': {
    sample: (w) => ({ url: `/api/organization/locations/${w.a.code}`, body: { locationName: 'Renamed' } }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/organization/locations/:locationId': {
    sample: (w) => ({ url: `/api/organization/locations/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'PUT /api/organization/change-password': {
    sample: (w) => ({
      url: '/api/organization/change-password',
      body: { locationId: w.a.code, accountType: 'manager', newPassword: strongPassword },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/org-admin/employees/:locationId': {
    sample: (w) => ({ url: `/api/org-admin/employees/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/org-admin/devices/:locationId': {
    sample: (w) => ({ url: `/api/org-admin/devices/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/org-admin/devices/:locationId/:deviceId': {
    sample: (w) => ({ url: `/api/org-admin/devices/${w.a.code}/00000000-0000-4000-8000-000000000000` }),
    ok: 404,
    crossTenant: 404,
  },
  'GET /api/org-admin/shifts/:locationId': {
    sample: (w) => ({
      url: `/api/org-admin/shifts/${w.a.code}?startDate=${day(-30).slice(0, 10)}&endDate=${day(1).slice(0, 10)}`,
    }),
    ok: 200,
    crossTenant: 404,
  },
  // Kiosk and manager calls address employees by their 3-digit ID inside the token's own location:
  // location B has no employee 001, so the other tenant finds nothing.
  'POST /api/shift/clock-in': {
    sample: () => ({ url: '/api/shift/clock-in', body: { employeeId: '001' } }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/shift/clock-out': {
    sample: () => ({ url: '/api/shift/clock-out', body: { employeeId: '002' } }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/shift/break-start': {
    sample: () => ({ url: '/api/shift/break-start', body: { employeeId: '002' } }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/shift/break-end': {
    sample: () => ({ url: '/api/shift/break-end', body: { employeeId: '003' } }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/shift/current': { sample: () => ({ url: '/api/shift/current' }), ok: 200, crossTenant: 200 },
  // A stream stays open; without Accept: text/event-stream the allowed caller gets 406, which
  // proves it passed the access check (src/features/live/live.test.ts reads the stream itself).
  'GET /api/events': { sample: () => ({ url: '/api/events' }), ok: 406, crossTenant: 406 },
  // The world's kiosk token comes from a login that named no device: its heartbeat records nothing
  // (src/features/devices/devices.test.ts registers one).
  'POST /api/devices/heartbeat': {
    sample: () => ({ url: '/api/devices/heartbeat', body: { appVersion: '1.0.0', queuedPunches: 0 } }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/devices': { sample: () => ({ url: '/api/admin/devices' }), ok: 200, crossTenant: 200 },
  'PUT /api/admin/devices/:deviceId': {
    sample: () => ({
      url: '/api/admin/devices/00000000-0000-4000-8000-000000000000',
      body: { name: 'Front' },
    }),
    ok: 404,
    crossTenant: 404,
  },
  'DELETE /api/admin/devices/:deviceId': {
    sample: () => ({ url: '/api/admin/devices/00000000-0000-4000-8000-000000000000' }),
    ok: 404,
    crossTenant: 404,
  },
  // Employee 998 does not exist: the punch goes to review and changes no shift of the world.
  'POST /api/shift/offline-punches': {
    sample: () => ({
      url: '/api/shift/offline-punches',
      body: {
        sentAt: new Date().toISOString(),
        punches: [
          {
            id: '00000000-0000-4000-8000-000000000998',
            type: 'clock-in',
            employeeId: '998',
            deviceTime: new Date().toISOString(),
          },
        ],
      },
    }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/offline-punches': {
    sample: () => ({ url: '/api/admin/offline-punches' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/offline-punches/:punchId/dismiss': {
    sample: () => ({ url: '/api/admin/offline-punches/00000000-0000-4000-8000-000000000000/dismiss' }),
    ok: 404,
    crossTenant: 404,
  },
  'GET /api/shift/debug/employees': {
    sample: () => ({ url: '/api/shift/debug/employees' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/location-info': {
    sample: () => ({ url: '/api/admin/location-info' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/location-settings': {
    sample: () => ({ url: '/api/admin/location-settings' }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/admin/location-settings': {
    sample: () => ({
      url: '/api/admin/location-settings',
      body: {
        settings: {
          weekLayout: { startDay: 1, endDay: 5, startTime: '08:00', endTime: '18:00' },
          defaultShiftDuration: 8,
          language: 'en',
          timeFormat: '24h',
          autoSave: true,
        },
      },
    }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/employees': { sample: () => ({ url: '/api/admin/employees' }), ok: 200, crossTenant: 200 },
  'POST /api/admin/employees': {
    sample: () => ({ url: '/api/admin/employees', body: { name: 'New Hire' } }),
    ok: 201,
    crossTenant: 201,
  },
  'POST /api/admin/employees/bulk': {
    sample: () => ({ url: '/api/admin/employees/bulk', body: { names: ['One', 'Two'] } }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/admin/employees/:employeeId': {
    sample: () => ({ url: '/api/admin/employees/001', body: { name: 'Renamed' } }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/admin/employees/:employeeId/pin': {
    sample: () => ({ url: '/api/admin/employees/001/pin' }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/admin/employees/:employeeId/pin-lock': {
    sample: () => ({ url: '/api/admin/employees/001/pin-lock' }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/pins': { sample: () => ({ url: '/api/admin/pins' }), ok: 200, crossTenant: 200 },
  // Creates PINs for the caller's own employees without one (a tenant acts on its own data).
  'POST /api/admin/pins': { sample: () => ({ url: '/api/admin/pins' }), ok: 200, crossTenant: 200 },
  'DELETE /api/admin/pin-locks': {
    sample: () => ({ url: '/api/admin/pin-locks' }),
    ok: 200,
    crossTenant: 200,
  },
  'DELETE /api/admin/employees/:employeeId': {
    sample: () => ({ url: '/api/admin/employees/001' }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/shifts': { sample: () => ({ url: '/api/admin/shifts' }), ok: 200, crossTenant: 200 },
  // The caller's own location's warnings: another location's shifts are never named.
  'GET /api/admin/schedule/warnings': {
    sample: () => ({ url: '/api/admin/schedule/warnings?week=current' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/scheduled-shifts': {
    sample: () => ({ url: `/api/admin/scheduled-shifts?startDate=${day(-1)}&endDate=${day(7)}` }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/scheduled-shifts': {
    sample: () => ({
      url: '/api/admin/scheduled-shifts',
      body: {
        employeeId: '001',
        scheduledStart: day(3),
        scheduledEnd: new Date(Date.parse(day(3)) + 4 * 3600_000).toISOString(),
      },
    }),
    ok: 201,
    crossTenant: 404,
  },
  'PUT /api/admin/scheduled-shifts/:id': {
    sample: (w) => ({
      url: `/api/admin/scheduled-shifts/${w.scheduledShiftId}`,
      body: { scheduledStart: day(5), scheduledEnd: new Date(Date.parse(day(5)) + 3600_000).toISOString() },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/admin/scheduled-shifts/:id': {
    sample: (w) => ({ url: `/api/admin/scheduled-shifts/${w.scheduledShiftId}` }),
    ok: 200,
    crossTenant: 404,
  },
  // Filling a week (features/schedule-fill/): the week of A's scheduled shift, copied and saved.
  'POST /api/admin/scheduled-shifts/copy': {
    sample: (w) => ({
      url: '/api/admin/scheduled-shifts/copy',
      body: {
        from: { startDate: w.scheduledWeekStart, endDate: addDaysToDay(w.scheduledWeekStart, 6) },
        to: { startDate: addDaysToDay(w.scheduledWeekStart, 7) },
      },
    }),
    ok: 200,
    crossTenant: 200,
  },
  // Publishing (features/publish/): a manager publishes and lists their own location's schedule.
  'POST /api/admin/schedule/publish': {
    sample: () => ({
      url: '/api/admin/schedule/publish',
      body: { startDate: day(-1).slice(0, 10), endDate: day(7).slice(0, 10) },
    }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/scheduled-shifts/:id/repeat': {
    sample: (w) => ({
      url: `/api/admin/scheduled-shifts/${w.scheduledShiftId}/repeat`,
      body: { until: addDaysToDay(w.scheduledWeekStart, 21) },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/schedule-templates': {
    sample: () => ({ url: '/api/admin/schedule-templates' }),
    ok: 200,
    crossTenant: 200,
  },
  // The other tenant's same week holds no shift to save.
  'POST /api/admin/schedule-templates': {
    sample: (w) => ({
      url: '/api/admin/schedule-templates',
      body: { name: `Week ${randomUUID()}`, fromWeekStart: w.scheduledWeekStart },
    }),
    ok: 201,
    crossTenant: 400,
  },
  'DELETE /api/admin/schedule-templates/:id': {
    sample: (w) => ({ url: `/api/admin/schedule-templates/${w.templateId}` }),
    ok: 204,
    crossTenant: 404,
  },
  'POST /api/admin/schedule-templates/:id/apply': {
    sample: (w) => ({
      url: `/api/admin/schedule-templates/${w.templateId}/apply`,
      body: { weekStart: addDaysToDay(w.scheduledWeekStart, 14) },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/schedule/publishes': {
    sample: () => ({ url: '/api/admin/schedule/publishes' }),
    ok: 200,
    crossTenant: 200,
  },
  // The person's own notifications; another's id changes nothing.
  'GET /api/me/notifications': {
    sample: () => ({ url: '/api/me/notifications' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/me/notifications/read': {
    sample: () => ({ url: '/api/me/notifications/read', body: { ids: [randomUUID()] } }),
    ok: 200,
    crossTenant: 200,
  },
  // Swaps and cover (features/shift-swaps/): Ann's offers and Bo's open one; B's person sees none of them.
  'GET /api/me/shift-swaps': { sample: () => ({ url: '/api/me/shift-swaps' }), ok: 200, crossTenant: 200 },
  'GET /api/me/shift-swaps/colleagues': {
    sample: (w) => ({ url: `/api/me/shift-swaps/colleagues?shiftId=${w.annFreeShiftId}` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/me/shift-swaps': {
    sample: (w) => ({ url: '/api/me/shift-swaps', body: { shiftId: w.annFreeShiftId } }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/me/shift-swaps/:id/accept': {
    sample: (w) => ({ url: `/api/me/shift-swaps/${w.openSwapId}/accept`, body: {} }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/me/shift-swaps/:id/withdraw': {
    sample: (w) => ({ url: `/api/me/shift-swaps/${w.takenSwapId}/withdraw` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/shift-swaps': {
    sample: () => ({ url: '/api/admin/shift-swaps' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/shift-swaps/:id/approve': {
    sample: (w) => ({ url: `/api/admin/shift-swaps/${w.takenSwapId}/approve` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/admin/shift-swaps/:id/decline': {
    sample: (w) => ({ url: `/api/admin/shift-swaps/${w.takenSwapId}/decline` }),
    ok: 200,
    crossTenant: 404,
  },
  // Open shifts (features/open-shifts/): ids name location A's rows, so the other tenant gets 404.
  'GET /api/admin/open-shifts': {
    sample: () => ({ url: '/api/admin/open-shifts' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/open-shifts': {
    sample: () => ({
      url: '/api/admin/open-shifts',
      body: { scheduledStart: day(5), scheduledEnd: hoursAfter(day(5), 4) },
    }),
    ok: 201,
    crossTenant: 201,
  },
  'POST /api/admin/open-shifts/:id/cancel': {
    sample: (w) => ({ url: `/api/admin/open-shifts/${w.openShiftId}/cancel` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/admin/open-shift-claims/:id/approve': {
    sample: (w) => ({ url: `/api/admin/open-shift-claims/${w.boClaimId}/approve` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/admin/open-shift-claims/:id/decline': {
    sample: (w) => ({ url: `/api/admin/open-shift-claims/${w.boClaimId}/decline` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/me/open-shifts': {
    sample: () => ({ url: '/api/me/open-shifts' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/me/open-shifts/:id/claim': {
    sample: (w) => ({ url: `/api/me/open-shifts/${w.openShiftId}/claim` }),
    ok: 201,
    crossTenant: 404,
  },
  'POST /api/me/open-shifts/:id/withdraw': {
    sample: (w) => ({ url: `/api/me/open-shifts/${w.annClaimedOpenShiftId}/withdraw` }),
    ok: 200,
    crossTenant: 404,
  },
  // Timesheets. Shift ids name location A's rows: the other tenant gets 404.
  'PUT /api/admin/shifts/:shiftId': {
    sample: (w) => ({
      url: `/api/admin/shifts/${w.pastShiftId}`,
      body: {
        clockIn: day(-10),
        clockOut: hoursAfter(day(-10), 5),
        breaks: [{ start: hoursAfter(day(-10), 2), end: hoursAfter(day(-10), 2.5), paid: false }],
        reason: 'Forgot to clock out',
      },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/admin/shifts': {
    sample: () => ({
      url: '/api/admin/shifts',
      body: {
        employeeId: '001',
        clockIn: day(-12),
        clockOut: hoursAfter(day(-12), 4),
        breaks: [{ start: hoursAfter(day(-12), 2), end: hoursAfter(day(-12), 2.25), paid: true }],
      },
    }),
    ok: 201,
    // Location B has no employee 001.
    crossTenant: 404,
  },
  'POST /api/admin/shifts/:shiftId/confirm': {
    sample: (w) => ({
      url: `/api/admin/shifts/${w.autoClosedShiftId}/confirm`,
      body: { reason: 'Stayed late' },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/shifts/:shiftId/breaks': {
    sample: (w) => ({ url: `/api/admin/shifts/${w.pastShiftId}/breaks` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/shifts/:shiftId/audit': {
    sample: (w) => ({ url: `/api/admin/shifts/${w.pastShiftId}/audit` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/timesheets': {
    sample: () => ({ url: '/api/admin/timesheets' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/admin/timesheets/approve': {
    sample: (w) => ({ url: '/api/admin/timesheets/approve', body: { startDate: w.quietPeriodStart } }),
    ok: 200,
    // Approves the same week of its own location.
    crossTenant: 200,
  },
  'POST /api/admin/timesheets/reopen': {
    sample: (w) => ({ url: '/api/admin/timesheets/reopen', body: { startDate: w.approvedPeriodStart } }),
    ok: 200,
    // Location B has no approved period: nothing to reopen.
    crossTenant: 409,
  },
  'GET /api/admin/timesheets/audit': {
    sample: () => ({ url: '/api/admin/timesheets/audit' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/admin/timesheets/export': {
    sample: () => ({ url: '/api/admin/timesheets/export?format=detailed' }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/organization/timesheet': {
    sample: () => ({ url: '/api/organization/timesheet' }),
    ok: 200,
    // The caller's own organization: another owner sees only theirs.
    crossTenant: 200,
  },
  'GET /api/organization/timesheet/export': {
    sample: () => ({ url: '/api/organization/timesheet/export?format=summary' }),
    ok: 200,
    crossTenant: 200,
  },
  // The inspector's export: the caller's own organization, all its locations.
  'GET /api/organization/records/export': {
    sample: () => ({ url: '/api/organization/records/export?from=2026-01-01&to=2026-01-31' }),
    ok: 200,
    crossTenant: 200,
  },
  // Single sign-on: each owner reads and saves their own organization's provider; the refused issuer
  // (nothing listens there) is refused for every owner alike.
  'GET /api/organization/sso': {
    sample: () => ({ url: '/api/organization/sso' }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/organization/sso': {
    sample: () => ({
      url: '/api/organization/sso',
      body: {
        issuer: 'https://127.0.0.1:1',
        clientId: 'c',
        clientSecret: 's',
        enabled: true,
        passwordSignInOff: false,
      },
    }),
    ok: 400,
    crossTenant: 400,
  },
  'PUT /api/organization/sso/managers': {
    sample: () => ({ url: '/api/organization/sso/managers', body: { managers: [] } }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/auth/sso/start': {
    sample: () => ({ url: '/api/auth/sso/start', body: { email: `sso-${randomUUID()}@example.com` } }),
    ok: 404,
  },
  'GET /api/auth/sso/callback': { sample: () => ({ url: '/api/auth/sso/callback?state=unknown' }), ok: 303 },
  // Payroll close: each owner reads and saves their own organization's settings.
  'GET /api/organization/payroll/settings': {
    sample: () => ({ url: '/api/organization/payroll/settings' }),
    ok: 200,
    crossTenant: 200,
  },
  'PUT /api/organization/payroll/settings': {
    sample: () => ({ url: '/api/organization/payroll/settings', body: defaultPayrollCloseSettings('gusto') }),
    ok: 200,
    crossTenant: 200,
  },
  'GET /api/organization/payroll': {
    sample: () => ({ url: '/api/organization/payroll?provider=gusto' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/organization/payroll/close': {
    sample: () => ({
      url: '/api/organization/payroll/close',
      body: { date: '2020-01-08', provider: 'gusto' },
    }),
    // No location approved that period, in either organization: refused, whatever ran before.
    ok: 409,
    crossTenant: 409,
  },
  // Webhooks (docs/api.md, "Webhooks"): A's endpoint, which another tenant finds no more than none.
  'GET /api/organization/webhooks': {
    sample: () => ({ url: '/api/organization/webhooks' }),
    ok: 200,
    crossTenant: 200,
  },
  'POST /api/organization/webhooks': {
    sample: () => ({
      url: '/api/organization/webhooks',
      body: { url: 'https://93.184.216.34/new-hook', events: ['period.reopened'] },
    }),
    ok: 201,
    crossTenant: 201,
  },
  'PUT /api/organization/webhooks/:id': {
    sample: (w) => ({
      url: `/api/organization/webhooks/${w.webhookId}`,
      body: { url: 'https://93.184.216.34/hook', events: ['person.created'], enabled: false },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'DELETE /api/organization/webhooks/:id': {
    sample: (w) => ({ url: `/api/organization/webhooks/${w.webhookId}` }),
    ok: 204,
    crossTenant: 404,
  },
  'POST /api/organization/webhooks/:id/rotate-secret': {
    sample: (w) => ({ url: `/api/organization/webhooks/${w.webhookId}/rotate-secret` }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/organization/webhooks/:id/deliveries': {
    sample: (w) => ({ url: `/api/organization/webhooks/${w.webhookId}/deliveries` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/webhooks/:id/deliveries/:deliveryId/resend': {
    sample: (w) => ({
      url: `/api/organization/webhooks/${w.webhookId}/deliveries/${w.webhookDeliveryId}/resend`,
    }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/webhooks/:id/ping': {
    sample: (w) => ({ url: `/api/organization/webhooks/${w.webhookId}/ping` }),
    ok: 201,
    crossTenant: 404,
  },
  'GET /api/organization/:organizationId/locations/:locationId/timesheets/export': {
    sample: (w) => ({
      url: `/api/organization/${w.orgA}/locations/${w.a.code}/timesheets/export?format=summary`,
    }),
    ok: 200,
    crossTenant: 404,
  },
  // People. Ann's person and a spare person of A (no location yet); another tenant finds neither.
  'GET /api/organization/people': {
    sample: (w) => ({ url: `/api/organization/people?q=ann&locationId=${w.a.code}&limit=10` }),
    ok: 200,
    // Lists its own organization's people.
    crossTenant: 200,
  },
  'POST /api/organization/people': {
    sample: (w) => ({
      url: '/api/organization/people',
      body: {
        name: 'Dee New',
        email: `dee-${randomUUID()}@example.com`,
        payrollId: randomUUID().slice(0, 8),
        hourlyRate: '18.50',
        locationIds: [w.a.code],
      },
    }),
    ok: 201,
    // Location A's code is not the other tenant's.
    crossTenant: 404,
  },
  'PUT /api/organization/people/:personId': {
    sample: (w) => ({
      url: `/api/organization/people/${w.annPersonId}`,
      body: { name: 'Ann Renamed', phone: '555 0100' },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/people/:personId/locations/:locationId': {
    sample: (w) => ({ url: `/api/organization/people/${w.sparePersonId}/locations/${w.a.code}` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/people/:personId/archive': {
    sample: (w) => ({ url: `/api/organization/people/${w.annPersonId}/archive` }),
    ok: 200,
    crossTenant: 404,
  },
  'POST /api/organization/people/merge': {
    sample: (w) => ({
      url: '/api/organization/people/merge',
      body: { keepId: w.annPersonId, mergeId: w.sparePersonId },
    }),
    ok: 200,
    crossTenant: 404,
  },
  'GET /api/admin/people': { sample: () => ({ url: '/api/admin/people?q=ann' }), ok: 200, crossTenant: 200 },
  'POST /api/admin/people/:personId/employee': {
    sample: (w) => ({ url: `/api/admin/people/${w.sparePersonId}/employee` }),
    ok: 201,
    crossTenant: 404,
  },
  'GET /api/admin/busy-elsewhere': {
    sample: () => ({
      url: `/api/admin/busy-elsewhere?startDate=${day(-1).slice(0, 10)}&endDate=${day(7).slice(0, 10)}`,
    }),
    ok: 200,
    crossTenant: 200,
  },
};

export type WorldContext = {
  t: TestApp;
  call: ReturnType<typeof httpClient>;
  /** Moves the app's clock, to issue a token that has already expired. */
  shiftClock: (ms: number) => void;
};

let nextIp = 1;
/** A client address per request, so per-IP rate limits never decide a test about something else. */
export const freshIp = () =>
  `10.${Math.floor(nextIp / 62500) % 250}.${Math.floor(nextIp / 250) % 250}.${nextIp++ % 250}`;

async function login({ call }: WorldContext, body: object) {
  const res = await call({ method: 'POST', url: '/api/auth/login', body, ip: freshIp() });
  if (res.status !== 200) throw new Error(`fixture login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export async function createWorld(ctx: WorldContext) {
  const { t, call } = ctx;
  const orgA = await createOrganization(t.db);
  const orgB = await createOrganization(t.db);
  const pending = await createOrganization(t.db, { status: 'pending', licenseEndsAt: null });
  const a = await createLocation(t.db, orgA.organization.id);
  const b = await createLocation(t.db, orgB.organization.id);
  const employee = await createEmployee(t.db, a.location.id, '001', { name: 'Ann' });
  // Location A takes punches from the phone (docs/api.md, "Punches from the app").
  const phonePunches = { enabled: true, ...A_POSITION, radiusMeters: 150 };
  await t.pool.query('update locations set settings = $2::jsonb where id = $1', [
    a.location.id,
    JSON.stringify({ phonePunches }),
  ]);
  const working = await createEmployee(t.db, a.location.id, '002', { name: 'Bo' });
  await t.pool.query('insert into shifts (location_id, employee_id, clock_in) values ($1, $2, now())', [
    a.location.id,
    working.id,
  ]);
  // At work and on a break since a minute after clocking in.
  const onBreak = await createEmployee(t.db, a.location.id, '003', { name: 'Cy' });
  await t.pool.query(
    `with started as (
       insert into shifts (location_id, employee_id, clock_in) values ($1, $2, now() - interval '2 hours')
       returning id, clock_in
     )
     insert into shift_breaks (location_id, shift_id, start_at, paid)
     select $1, id, clock_in + interval '1 hour', false from started`,
    [a.location.id, onBreak.id],
  );
  // A finished shift to correct, and an approved week long ago to reopen (default weekly periods).
  const past = await t.pool.query(
    `insert into shifts (location_id, employee_id, clock_in, clock_out)
     values ($1, $2, now() - interval '10 days', now() - interval '10 days' + interval '4 hours') returning id`,
    [a.location.id, employee.id],
  );
  // A forgotten clock-out the server closed at clock-in + 16 h, awaiting review.
  const autoClosed = await t.pool.query(
    `insert into shifts (location_id, employee_id, clock_in, clock_out, corrected, auto_closed)
     values ($1, $2, now() - interval '20 days', now() - interval '20 days' + interval '16 hours', true, true)
     returning id`,
    [a.location.id, employee.id],
  );
  const approved = periodContaining(
    addDaysToDay(localDayOf(new Date(), a.location.timezone), -70),
    DEFAULT_PAYROLL,
  );
  await t.pool.query(
    `insert into pay_period_approvals (location_id, start_date, end_date, approved_by) values ($1, $2, $3, 'Manager')`,
    [a.location.id, approved.startDate, approved.endDate],
  );
  // A person of A working nowhere yet: to assign, add at a location, or merge into Ann.
  const spare = await t.pool.query(
    `insert into people (organization_id, name) values ($1, 'Dee Spare') returning id`,
    [orgA.organization.id],
  );
  // Organization A asks employees to confirm corrections, and a manager corrected Ann's past shift
  // since: a correction waiting for her answer.
  await t.pool.query(
    `update organizations set confirm_corrections_since = now() - interval '1 day' where id = $1`,
    [orgA.organization.id],
  );
  const correction = await t.pool.query(
    `insert into audit_entries (location_id, shift_id, action, actor, before, after, reason)
     select location_id, id, 'correct', 'Manager',
       jsonb_build_object('clockIn', clock_in, 'clockOut', clock_out),
       jsonb_build_object('clockIn', clock_in, 'clockOut', clock_out + interval '1 hour'), 'Stayed late'
     from shifts where id = $1 returning id`,
    [past.rows[0].id],
  );
  const scheduled = await t.pool.query(
    `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end)
     values ($1, $2, now() + interval '2 days', now() + interval '2 days 8 hours') returning id`,
    [a.location.id, employee.id],
  );
  // Swaps (features/shift-swaps/): published shifts of Ann's (days 25 and 27) and Bo's (day 26), after
  // every other sample's shifts (a move, a copy, a repeat, a template). Ann offered day 25 and Cy took
  // it (awaiting the manager); Bo offers day 26 to anyone; day 27 is free.
  const publishedShift = async (employeeId: string, days: number) =>
    (
      await t.pool.query(
        `with at as (select date_trunc('minute', now()) + make_interval(days => $3) as s)
         insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end,
                                       published_start, published_end, published_at)
         select $1, $2, s, s + interval '6 hours', s, s + interval '6 hours', now() from at
         returning id, scheduled_start, scheduled_end, person_id`,
        [a.location.id, employeeId, days],
      )
    ).rows[0];
  const annDay25 = await publishedShift(employee.id, 25);
  const boDay26 = await publishedShift(working.id, 26);
  const annDay27 = await publishedShift(employee.id, 27);
  const takenSwap = await t.pool.query(
    `insert into shift_swaps (location_id, shift_id, shift_start, shift_end, offered_by_employee_id,
                              offered_by_person_id, status, accepted_by_employee_id, accepted_by_person_id, accepted_at)
     values ($1, $2, $3, $4, $5, $6, 'accepted', $7, $8, now()) returning id`,
    [
      a.location.id,
      annDay25.id,
      annDay25.scheduled_start,
      annDay25.scheduled_end,
      employee.id,
      employee.personId,
      onBreak.id,
      onBreak.personId,
    ],
  );
  const openSwap = await t.pool.query(
    `insert into shift_swaps (location_id, shift_id, shift_start, shift_end, offered_by_employee_id, offered_by_person_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [a.location.id, boDay26.id, boDay26.scheduled_start, boDay26.scheduled_end, working.id, working.personId],
  );
  // A week template of A's holding Ann's Monday 09:00-17:00, and the Monday of the scheduled shift's week.
  const template = await t.pool.query(
    `with made as (insert into schedule_templates (location_id, name) values ($1, 'Usual week') returning id)
     insert into schedule_template_shifts (template_id, employee_id, day_offset, start_time, duration_minutes)
     select id, $2, 0, '09:00', 480 from made returning template_id`,
    [a.location.id, employee.id],
  );
  const scheduledDay = localDayOf(new Date(Date.now() + 2 * 86_400_000), a.location.timezone);
  // Two open shifts of A (features/open-shifts/) three days ahead, when Ann is free: one with Bo's
  // pending claim (to approve, decline, cancel, or for Ann to claim), one with Ann's (to withdraw).
  const openShifts = await t.pool.query(
    `insert into open_shifts (location_id, scheduled_start, scheduled_end, posted_by)
     values ($1, now() + interval '3 days', now() + interval '3 days 4 hours', 'Manager'),
            ($1, now() + interval '4 days', now() + interval '4 days 4 hours', 'Manager')
     returning id`,
    [a.location.id],
  );
  const boClaim = await t.pool.query(
    `insert into open_shift_claims (open_shift_id, employee_id, person_id) values ($1, $2, $3), ($4, $5, $6)
     returning id`,
    [
      openShifts.rows[0].id,
      working.id,
      working.personId,
      openShifts.rows[1].id,
      employee.id,
      employee.personId,
    ],
  );

  const asLocation = (loc: typeof a, accountType: 'location' | 'manager') =>
    login(ctx, {
      locationId: loc.code,
      password: accountType === 'manager' ? loc.managerPassword : loc.locationPassword,
      accountType,
    });

  // An expired token: issued 13 hours ago (manager tokens live 12).
  ctx.shiftClock(-13 * 3600_000);
  const expired = await asLocation(a, 'manager');
  ctx.shiftClock(13 * 3600_000);
  // A revoked token: issued, then the account's password changed (its token version bumped).
  const revoked = await asLocation(a, 'location');
  await t.db.execute(
    sql`update location_accounts set token_version = token_version + 1 where location_id = ${a.location.id} and type = 'location'`,
  );

  const orgAdmin = await login(ctx, { email: orgA.email, password: orgA.password, accountType: 'orgAdmin' });
  // A token ended by Logout: refused everywhere, while the account's other tokens work.
  // Opened by direct access, which costs no password hash.
  const access = await call({
    method: 'POST',
    url: '/api/auth/direct-access',
    token: orgAdmin,
    body: { locationId: a.code, accountType: 'manager' },
    ip: freshIp(),
  });
  const loggedOut = access.body.token as string;
  const logout = await call({ method: 'POST', url: '/api/auth/logout', token: loggedOut, ip: freshIp() });
  if (logout.status !== 204) throw new Error(`fixture logout failed: ${logout.status}`);

  // Ann signed in to the employee app (a code her manager created), and a person of organization B,
  // whose kiosk ID there (901) no sample of location A names.
  const manager = await asLocation(a, 'manager');
  const otherManager = await asLocation(b, 'manager');
  const annApp = await employeeSignIn(call, manager, '001');
  await createEmployee(t.db, b.location.id, '901', { name: 'Zed' });
  const zedApp = await employeeSignIn(call, otherManager, '901');

  // Organization A's API key: every scope, every location.
  const apiKey = await call({
    method: 'POST',
    url: '/api/organization/api-keys',
    token: orgAdmin,
    body: {
      name: 'Integration',
      scopes: [
        'locations:read',
        'people:read',
        'people:write',
        'punches:read',
        'timesheets:read',
        'schedule:read',
      ],
      allLocations: true,
    },
    ip: freshIp(),
  });
  if (apiKey.status !== 201) throw new Error(`fixture API key failed: ${JSON.stringify(apiKey.body)}`);

  const tokens: Record<Actor, string | undefined> = {
    none: undefined,
    garbage: 'not.a.token',
    expired,
    revoked,
    loggedOut,
    location: await asLocation(a, 'location'),
    manager,
    orgAdmin,
    otherOrgAdmin: await login(ctx, { email: orgB.email, password: orgB.password, accountType: 'orgAdmin' }),
    otherManager,
    master: (
      await call({ method: 'POST', url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } })
    ).body.token,
    employee: annApp.token,
    otherEmployee: zedApp.token,
    apiKey: apiKey.body.secret as string,
  };
  // A webhook endpoint of A, turned off (nothing is sent anywhere), with one failed delivery to resend.
  const webhook = await t.pool.query(
    `insert into webhook_endpoints (organization_id, url, events, enabled, secret)
     values ($1, 'https://93.184.216.34/hook', '{person.created}', false, 'whsec_world') returning id`,
    [orgA.organization.id],
  );
  const webhookDelivery = await t.pool.query(
    `with e as (insert into webhook_events (organization_id, type, row) values ($1, 'ping', '{"message":"world"}') returning id)
     insert into webhook_deliveries (event_id, endpoint_id, status, give_up_at)
     select e.id, $2, 'failed', now() from e returning id`,
    [orgA.organization.id, webhook.rows[0].id],
  );
  return {
    orgA: orgA.organization.id,
    webhookId: webhook.rows[0].id as string,
    webhookDeliveryId: webhookDelivery.rows[0].id as string,
    pending: pending.organization.id,
    a,
    /** Organization B's location code: a `locationId` a client of location A may not name. */
    otherLocationCode: b.code,
    scheduledShiftId: scheduled.rows[0].id as string,
    /** Ann's published shift nobody was offered yet. */
    annFreeShiftId: annDay27.id as string,
    /** Ann's offer that Cy accepted, awaiting the manager. */
    takenSwapId: takenSwap.rows[0].id as string,
    /** Bo's offer to anyone at A. */
    openSwapId: openSwap.rows[0].id as string,
    templateId: template.rows[0].template_id as string,
    /** An open shift of A with Bo's pending claim, and one with Ann's. */
    openShiftId: openShifts.rows[0].id as string,
    boClaimId: boClaim.rows[0].id as string,
    annClaimedOpenShiftId: openShifts.rows[1].id as string,
    /** The Monday (A's first day of the week) of the week holding the scheduled shift. */
    scheduledWeekStart: addDaysToDay(scheduledDay, -((weekdayOf(scheduledDay) + 6) % 7)),
    annPersonId: employee.personId,
    apiKeyId: apiKey.body.key.id as string,
    /** The session of Ann's employee-app token. */
    annSessionId: annApp.sessionId,
    sparePersonId: spare.rows[0].id as string,
    pastShiftId: past.rows[0].id as string,
    /** A correction of Ann's past shift waiting for her answer. */
    annCorrectionId: correction.rows[0].id as string,
    autoClosedShiftId: autoClosed.rows[0].id as string,
    approvedPeriodStart: approved.startDate,
    // A week with no shift at all: the current one has shifts still open, which an approval waits for
    // (docs/api.md, "Approval"), and the ones 10 and 20 days back hold shifts to correct and review.
    quietPeriodStart: periodContaining(
      addDaysToDay(localDayOf(new Date(), a.location.timezone), -35),
      DEFAULT_PAYROLL,
    ).startDate,
    tokens,
  };
}
