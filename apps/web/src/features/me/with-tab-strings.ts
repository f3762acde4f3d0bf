import type { ComponentType } from 'react';
import { loadStrings } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';

/**
 * A part of the employee app that comes after its first load, with the strings of the app's later
 * parts (locales/<language>/meTabs.json): the Shifts tab's schedule and the sign-in are in the first load;
 * the other tabs, and the open shifts and swaps under the schedule, when first shown. A cheap
 * phone's first visit counts each kB (docs/decisions/0192-the-employee-app-shell.md).
 */
export const withTabStrings = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(() => Promise.all([load(), loadStrings('meTabs')]).then(([component]) => component));
