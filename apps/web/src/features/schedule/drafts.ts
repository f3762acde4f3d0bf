import { CALENDAR_CLICK_SHIFT_HOURS } from '@shiftclock/contract/constants';

/** What a new shift starts from: empty from the button, a slot's times from the calendar. */
export interface ScheduleDraft {
  /** Instants (ISO); shown on the location's wall clock. */
  start?: string;
  end?: string;
  employeeId?: string;
}

/**
 * The draft for a click on an empty calendar slot (docs/product.md section 9): the slot's start and a
 * shift of 8 hours. Real hours, so a night shift across a daylight-saving change still lasts 8.
 */
export function draftFromSlot(slotStart: Date, employeeId?: string): ScheduleDraft {
  const end = new Date(slotStart.getTime() + CALENDAR_CLICK_SHIFT_HOURS * 3_600_000);
  return {
    start: slotStart.toISOString(),
    end: end.toISOString(),
    ...(employeeId ? { employeeId } : {}),
  };
}
