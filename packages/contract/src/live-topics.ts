import type { Route } from './endpoints/all.ts';

/**
 * What a live-updates `change` event says changed at a location (docs/api.md, "Live updates";
 * docs/decisions/0164-live-change-topics.md), so that a screen asks again only for what it shows of
 * it. A change without topics is a change to anything: the screen asks again for everything.
 *
 * No zod here: the kiosk's code reads these tables and must stay free of the schemas.
 */
const LIVE_TOPICS = ['shifts', 'schedule', 'devices'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * The one topic a location write changes. A write that is not listed (employees, settings, a pay
 * period's approval) changes anything, and so does a punch refused because wrong PINs locked the
 * employee (the employee list shows the lock).
 */
export const WRITE_TOPICS: Partial<Record<Route, LiveTopic>> = {
  'POST /api/shift/clock-in': 'shifts',
  'POST /api/shift/clock-out': 'shifts',
  'POST /api/shift/break-start': 'shifts',
  'POST /api/shift/break-end': 'shifts',
  'POST /api/shift/offline-punches': 'shifts',
  'POST /api/admin/offline-punches/:punchId/dismiss': 'shifts',
  'POST /api/admin/shifts': 'shifts',
  'PUT /api/admin/shifts/:shiftId': 'shifts',
  'POST /api/admin/shifts/:shiftId/confirm': 'shifts',
  'POST /api/admin/scheduled-shifts': 'schedule',
  'PUT /api/admin/scheduled-shifts/:id': 'schedule',
  'DELETE /api/admin/scheduled-shifts/:id': 'schedule',
  'POST /api/devices/heartbeat': 'devices',
  'DELETE /api/admin/devices/:deviceId': 'devices',
};

/**
 * The topics a location read shows, besides what changes anything. A read that is not listed is
 * asked again on every change, so a read forgotten here costs calls, never a stale screen. Listed
 * with no topic: asked again only on a change to anything.
 */
export const READ_TOPICS: Partial<Record<Route, readonly LiveTopic[]>> = {
  'GET /api/shift/current': ['shifts'],
  'GET /api/admin/shifts': ['shifts'],
  'GET /api/admin/shifts/:shiftId/breaks': ['shifts'],
  'GET /api/admin/shifts/:shiftId/audit': ['shifts'],
  'GET /api/admin/offline-punches': ['shifts'],
  'GET /api/admin/scheduled-shifts': ['schedule'],
  'GET /api/admin/timesheets': ['shifts', 'schedule'],
  'GET /api/admin/devices': ['devices'],
  'GET /api/admin/location-info': [],
  'GET /api/admin/location-settings': [],
  'GET /api/admin/employees': [],
  'GET /api/admin/pins': [],
  'GET /api/admin/timesheets/audit': [],
};

/**
 * Whether a read must be asked again after a change to `topics` (undefined or empty: a change to
 * anything).
 */
export function readIsAffected(route: string, topics: readonly string[] | undefined): boolean {
  if (!topics || topics.length === 0) return true;
  const shows = READ_TOPICS[route as Route];
  return shows === undefined || shows.some((topic) => topics.includes(topic));
}
