/**
 * Zones for stories that need the location's clock at a given time of day whenever they run. The
 * offsets of these zones span the day, at most five hours apart, so any window of six hours or more
 * holds one of them.
 */
const candidateZones = [
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'UTC',
];

/** An instant on a zone's clock: its day, its hour and a datetime-local value. */
export function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    /** A datetime-local value ('2026-11-23T14:05'). */
    input: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
  };
}

/** A zone where the hour now is at least `from` and below `to`. */
export function zoneWhereHourIsIn(from: number, to: number): string {
  const zone = candidateZones.find((candidate) => {
    const { hour } = wallClock(Date.now(), candidate);
    return hour >= from && hour < to;
  });
  if (!zone) throw new Error(`no candidate zone is between ${from}:00 and ${to}:00 now`);
  return zone;
}
