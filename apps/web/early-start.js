/*
 * Early start (docs/decisions/0166-early-calls.md). The kiosk's, the manager's, the owner's and the employee app's
 * pages load this small script before the app's code, and it does what can be done while that code
 * downloads:
 * - it sends the screen's first calls with the stored token, so on a slow connection their answers
 *   are in by the time the app has started instead of one round trip after it. The app takes each
 *   answer the first time it asks for the same address with the same token
 *   (src/lib/early-answers.ts); a unit test (src/lib/early-answers.test.ts) keeps these addresses
 *   equal to the ones the app asks first;
 * - the manager's week goes out with them as `week=current` (the server resolves the week in the
 *   location's zone and layout; docs/decisions/0184-the-week-asked-by-name.md), not after the app has
 *   learnt the zone and the layout from two of these answers;
 * - then, with the calls on their way, it has the browser load its time-zone data (the first zoned
 *   date format costs ~50 ms on a slow tablet, 450 ms before the first load of the zone tables), now
 *   rather than during the screen's first render. After the calls: they wait for none of it.
 *
 * Plain JavaScript outside the module graph: it must not wait for any of the app's files. The build
 * copies it under assets/ with its content's hash (screen-preload-plugin.ts), so a reload takes it
 * from the cache and its calls leave before the app has started.
 */
(() => {
  // The app started first (a reload served from the service worker's copies): it asks for itself.
  if (window.__shiftclockEarlyCalls) return;
  const path = window.location.pathname;
  const kiosk = /^\/location\/(?!login\/?$)[^/]+\/?$/.test(path);
  const manager = /^\/manager\/(?!(?:login|settings|timesheets)\/?$)[^/]+\/?$/.test(path);
  // The employee app's tabs (not its sign-in link's landing, which has no session yet).
  const me = /^\/me(?:\/(?!sign-in\/?$)[^/]*)?\/?$/.test(path);
  // The owner's dashboard, and its organization's id as the address carries it.
  const owner = /^\/organization\/([^/]+)\/dashboard\/?$/.exec(path);
  if (!kiosk && !manager && !me && !owner) return;
  // The order in which the app picks a stored token for these screens (src/lib/api-client.ts): the
  // owner's calls send their own token only, even when a direct access left a manager's under
  // adminToken; the employee's own is under its own key (src/lib/token-storage.ts).
  const keys = kiosk
    ? ['tempToken', 'adminToken', 'token']
    : manager
      ? ['adminToken', 'token']
      : owner
        ? ['token']
        : ['meToken'];
  let token = null;
  try {
    token = keys.map((key) => localStorage.getItem(key)).find(Boolean) ?? null;
  } catch {
    return;
  }
  if (!token) return;
  // The employee app's header asks who is signed in (src/features/me/me-api.ts, useMe) and its Record
  // tab's badge the corrections (src/features/me/record/record-calls.ts), on every tab; the Shifts tab,
  // /me itself, its shifts and the phone's clock (my-shifts-page.tsx, phone-clock.tsx). Its notes,
  // open shifts and swaps come after the schedule is painted (use-after-paint.ts).
  // The owner's dashboard is one call (src/api/organization/organization-dashboard.ts).
  const first = owner
    ? [`/api/organization/${owner[1]}/dashboard`]
    : me
      ? ['/api/me', '/api/me/corrections']
      : ['/api/auth/validate', '/api/admin/location-info', '/api/admin/location-settings'];
  const own = owner
    ? []
    : me
      ? /^\/me\/?$/.test(path)
        ? ['/api/me/shifts', '/api/me/phone-clock']
        : []
      : kiosk
        ? ['/api/shift/current']
        : [
            '/api/admin/employees',
            '/api/admin/devices',
            '/api/admin/shifts?limit=50',
            // The calendar's week (src/app/routes/manager-calls.ts asks the same addresses).
            '/api/admin/shifts?week=current&limit=500',
            '/api/admin/scheduled-shifts?week=current',
          ];
  const answers = {};
  for (const address of [...first, ...own]) {
    const answer = fetch(address, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the app's to report when it takes the answer; not an unhandled rejection here.
    answer.catch(() => undefined);
    answers[address] = answer;
  }
  window.__shiftclockEarlyCalls = { token, at: Date.now(), answers };
  // In a task of its own, so the requests are handed to the network first. The same locale the app's
  // zone helpers format with (packages/contract/src/time/zoned-time.ts).
  setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0));
})();
