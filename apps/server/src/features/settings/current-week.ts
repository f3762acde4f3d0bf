import { currentWeekFetchRange, type WeekRange } from '@shiftclock/contract/time/week-range';
import type { DbOrTx } from '../../db/client.ts';
import { findStoredSettings } from './settings.repository.ts';
import { withDefaults } from './settings.service.ts';

/** A week call names its week by a range or by `week=current`: one of the two. */
export const weekOrRange = 'Send startDate and endDate, or week=current';

/**
 * The instants the manager's calendar asks for to draw the week holding `at` (`week=current`,
 * docs/api.md): the location's zone and week layout, with the web app's own rule
 * (packages/contract/src/time/week-range.ts), so a page can ask for the week before it knows either.
 * Null for a layout with no hours, which draws no week.
 */
export async function currentWeekOf(
  db: DbOrTx,
  account: { locationId: string; timezone: string },
  at: Date,
): Promise<WeekRange | null> {
  const { weekLayout } = withDefaults(await findStoredSettings(db, account.locationId));
  return currentWeekFetchRange(at.getTime(), weekLayout, account.timezone);
}
