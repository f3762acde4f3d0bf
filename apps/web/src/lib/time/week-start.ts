import { createContext } from 'react';

/**
 * The location's first day of the week (0 Sunday … 6 Saturday: the manager's week layout), for the
 * date fields' calendar pop-ups below it; undefined leaves each language's own first day
 * (docs/decisions/0170-date-fields.md). A screen that knows its location provides it once.
 */
export const WeekStartContext = createContext<number | undefined>(undefined);
