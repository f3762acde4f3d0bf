/** What a new shift starts from: empty, or a start (and an end) proposed by the view that opens it. */
export interface ScheduleDraft {
  /** Instants (ISO); shown on the location's wall clock. */
  start?: string;
  end?: string;
  employeeId?: string;
}

const HOUR_MS = 3_600_000;

/**
 * A new shift from its start: the location's Default Shift Duration after it, whether the start is a
 * calendar slot or the Schedule Shift button's proposal (one default for both:
 * docs/decisions/0174-the-whole-week-in-view.md). Real hours, so a night shift across a
 * daylight-saving change still lasts as long as the setting says.
 */
export function draftFromStart(start: number, durationHours: number): ScheduleDraft {
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + durationHours * HOUR_MS).toISOString(),
  };
}
