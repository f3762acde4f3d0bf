import type { Route } from '@shiftclock/contract/endpoints/all';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './me-api.ts';
import { readMeToken } from './me-token.ts';

/** What every tab's first render asks: who is signed in (the header) and the Record tab's badge. */
const everyTab: Route[] = ['GET /api/me', 'GET /api/me/corrections'];
/** The Shifts tab's own (/me itself): the schedule and the phone's clock. */
const shiftsTab: Route[] = ['GET /api/me/shifts', 'GET /api/me/phone-clock'];

/**
 * Asks the first render's calls while the app's code loads (app/router.tsx, preloadScreen), with the
 * screens' own query options, so the first render has their answers instead of drawing "Loading"
 * first: early-start.js sent the same addresses before the code started, and their answers are
 * usually in before it (docs/decisions/0192-the-employee-app-shell.md). `tab` is the address after
 * /me/ ('' for the Shifts tab). Nothing signed out, nor for an e-mailed link's landing.
 */
export function startMeApp(queryClient: QueryClient, tab: string): void {
  if (!readMeToken() || tab === 'sign-in') return;
  for (const route of [...everyTab, ...(tab === '' ? shiftsTab : [])]) {
    void queryClient.prefetchQuery(meQueryOptions(route));
  }
}
