import { DEVICE_MISSED_HEARTBEATS } from '@shiftclock/contract/devices';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenAt } from '../../shared/opening-hours.ts';
import { lastDayOfMonth, localDayOf, localDaysRange } from '../../shared/zoned-time.ts';
import { findOrganizationWithLocations, sumHoursStartedIn } from './locations.repository.ts';

/** "This month" of a location: from the first instant of its first day, in its own zone. */
function monthOf(location: { id: string; timezone: string }, at: Date) {
  const today = localDayOf(at, location.timezone);
  const { from, to } = localDaysRange(`${today.slice(0, 8)}01`, lastDayOfMonth(today), location.timezone);
  return { locationId: location.id, from, to };
}

/**
 * An organization with each of its locations and their figures: active employees, hours of the
 * shifts that started this month in the location's own zone (to one decimal), and its kiosks (how
 * many are registered and online, and whether the location is open now). The owner's dashboard
 * and the master's organization detail show the same numbers from here. Undefined when no such
 * organization exists.
 */
export async function organizationWithLocationStats(
  db: DbOrTx,
  organizationId: string,
  at: Date,
  heartbeatSeconds: number,
) {
  const onlineSince = new Date(at.getTime() - DEVICE_MISSED_HEARTBEATS * heartbeatSeconds * 1000);
  const row = await findOrganizationWithLocations(db, organizationId, onlineSince);
  if (!row) return undefined;
  const monthHours = await sumHoursStartedIn(
    db,
    row.locations.map((location) => monthOf(location, at)),
  );
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
      monthHours: Math.round((monthHours.get(l.id) ?? 0) * 10) / 10,
      kiosks: {
        registered: l.kiosks_registered,
        online: l.kiosks_online,
        openNow: isOpenAt(l.week_layout, l.timezone, at),
      },
    },
  }));
  return { row, locations };
}
