import { DEVICE_MISSED_HEARTBEATS } from '@shiftclock/contract/devices';
import { hoursOf } from '@shiftclock/contract/hours';
import {
  lastDayOfMonth,
  localDayOf,
  localDaysRange,
  type WallClock,
  wallClockAt,
} from '@shiftclock/contract/time/zoned-time';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isOpenAtWallClock } from '../../shared/opening-hours.ts';
import { findOrganizationWithLocations, sumWorkedMsStartedIn } from './locations.repository.ts';
import { MAX_AGE_MS, OrganizationStatsCache } from './organization-stats-cache.ts';

type MonthRange = { locationId: string; from: Date; to: Date };

/** The rows behind the figures, as read at one time: kept by the cache, turned into figures per call. */
type OrganizationStatsRows = {
  row: NonNullable<Awaited<ReturnType<typeof findOrganizationWithLocations>>>;
  /** The month each location's hours were counted for. */
  months: MonthRange[];
  monthWorkedMs: Map<string, number>;
};

/**
 * Kept at most one heartbeat interval: a routine heartbeat is announced to no one (decision 0163),
 * so a kept last-seen time may be that much behind; a kiosk beating on time is then seen at most
 * two intervals ago, inside the three that count as online.
 */
export const createOrganizationStatsCache = (heartbeatSeconds: number) =>
  new OrganizationStatsCache<OrganizationStatsRows>(Date.now, Math.min(MAX_AGE_MS, heartbeatSeconds * 1000));
export type DashboardStatsCache = ReturnType<typeof createOrganizationStatsCache>;

/**
 * What a service that judges kiosks online needs: the database, the clock, and the heartbeats'
 * interval (DEVICE_HEARTBEAT_SECONDS). The owner's and the master's location figures count kiosks too
 * (devices.service.ts, organization.service.ts, master.service.ts).
 */
export type KioskAwareDeps = { db: Db; now: () => Date; heartbeatSeconds: number };

export type LocationStatsDeps = {
  db: DbOrTx;
  heartbeatSeconds: number;
  organizationStats: DashboardStatsCache;
};

/**
 * Each zone's month as last worked out. Reading a zone's calendar costs a dozen Intl calls, and
 * the month is the same for every call until it turns: an instant inside the kept range is in
 * that month, by construction. (At most one entry per time zone there is.)
 */
const monthByZone = new Map<string, { from: Date; to: Date }>();

/** "This month" of a location: from the first instant of its first day, in its own zone. */
function monthOf(location: { id: string; timezone: string }, at: Date): MonthRange {
  let month = monthByZone.get(location.timezone);
  if (!month || at < month.from || at >= month.to) {
    const today = localDayOf(at, location.timezone);
    month = localDaysRange(`${today.slice(0, 8)}01`, lastDayOfMonth(today), location.timezone);
    monthByZone.set(location.timezone, month);
  }
  return { locationId: location.id, from: month.from, to: month.to };
}

async function readRows(db: DbOrTx, organizationId: string, at: Date) {
  const row = await findOrganizationWithLocations(db, organizationId);
  if (!row) return undefined;
  const months = row.locations.map((location) => monthOf(location, at));
  return { row, months, monthWorkedMs: await sumWorkedMsStartedIn(db, months) };
}

/**
 * An organization with each of its locations and their figures: active employees, hours of the
 * shifts that started this month in the location's own zone (to one decimal), and its kiosks (how
 * many are registered and online, and whether the location is open now). The owner's dashboard
 * and the master's organization detail show the same numbers from here. The rows come from the
 * cache while it holds them for this month (organization-stats-cache.ts); what moves with the
 * clock (kiosks online, open now) is judged at `at`. Undefined when no such organization exists.
 */
export async function organizationWithLocationStats(
  { db, heartbeatSeconds, organizationStats }: LocationStatsDeps,
  organizationId: string,
  at: Date,
) {
  const rows = await organizationStats.get(
    organizationId,
    () => readRows(db, organizationId, at),
    (value) => value.row.locations.map((location) => location.id),
    // Counted for this month: `at` lies in every location's counted month (a new time zone empties
    // the cache: it is a change to `locations`).
    (value) => value.months.every((month) => month.from <= at && at < month.to),
  );
  if (!rows) return undefined;
  const { row, monthWorkedMs } = rows;
  const onlineSince = at.getTime() - DEVICE_MISSED_HEARTBEATS * heartbeatSeconds * 1000;
  // One wall clock per zone, not per location: a chain has many locations in few zones.
  const zones = new Set(row.locations.map((l) => l.timezone));
  const wallClocks = new Map([...zones].map((zone) => [zone, wallClockAt(at, zone)]));
  const locations = row.locations.map((l) => ({
    _id: l.id,
    id: l.id,
    locationId: l.code,
    locationName: l.name,
    timezone: l.timezone,
    timeFormat: l.time_format,
    createdAt: new Date(l.created_at).toISOString(),
    stats: {
      employeeCount: l.employee_count,
      monthHours: hoursOf(monthWorkedMs.get(l.id) ?? 0, 1),
      kiosks: {
        registered: l.kiosks_last_seen.length,
        online: l.kiosks_last_seen.filter((seen) => Date.parse(seen) >= onlineSince).length,
        openNow: isOpenAtWallClock(l.week_layout, wallClocks.get(l.timezone) as WallClock),
      },
    },
  }));
  return { row, locations };
}
