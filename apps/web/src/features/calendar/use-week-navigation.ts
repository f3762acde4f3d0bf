import { useState } from 'react';
import { currentWeekAnchor, type DateKey, moveWeek, type WeekLayout, weekAnchor } from './week.ts';

/**
 * Which week is shown. Until the manager moves, the calendar follows the current week at the location
 * (so it rolls over by itself); Previous and Next step whole calendar weeks from the week on screen,
 * and a date picked goes to the week that holds it.
 * The chosen week is kept as a date, not as a first day: after the layout's start day changes, the
 * same date finds its week under the new layout.
 */
export function useWeekNavigation(layout: WeekLayout | undefined, timeZone: string | null, now: number) {
  const [chosen, setChosen] = useState<DateKey | null>(null);
  const anchor =
    layout && timeZone
      ? chosen
        ? weekAnchor(chosen, layout)
        : currentWeekAnchor(now, layout, timeZone)
      : null;
  const step = (weeks: number) => {
    if (anchor && timeZone) setChosen(moveWeek(anchor, weeks));
  };
  return {
    anchor,
    previous: () => step(-1),
    next: () => step(1),
    today: () => setChosen(null),
    goTo: (day: DateKey) => setChosen(day),
  };
}
