/*
 * Early start (docs/decisions/0166-early-calls.md). The kiosk's and the manager's pages load this
 * small script before the app's code, and it does what can be done while that code downloads:
 * - it sends the screen's first calls with the stored token, so on a slow connection their answers
 *   are in by the time the app has started instead of one round trip after it. The app takes each
 *   answer the first time it asks for the same address with the same token
 *   (src/lib/early-answers.ts); a unit test (src/lib/early-answers.test.ts) keeps these addresses
 *   equal to the ones the app asks first;
 * - it has the browser load its time-zone data (the first zoned date format costs ~50 ms on a slow
 *   tablet), now rather than during the screen's first render.
 *
 * Plain JavaScript outside the build, like sw.js: it must not wait for any of the app's files.
 */
(() => {
  // The app started first (a reload served from the service worker's copies): it asks for itself.
  if (window.__shiftclockEarlyCalls) return;
  const path = window.location.pathname;
  const kiosk = /^\/location\/(?!login\/?$)[^/]+\/?$/.test(path);
  const manager = /^\/manager\/(?!(?:login|settings|timesheets)\/?$)[^/]+\/?$/.test(path);
  if (!kiosk && !manager) return;
  // The same locale the app's zone helpers format with (src/lib/clock.ts).
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
  // The order in which the app picks a stored token for these screens (src/lib/api-client.ts).
  const keys = kiosk ? ['tempToken', 'adminToken', 'token'] : ['adminToken', 'token'];
  let token = null;
  try {
    token = keys.map((key) => localStorage.getItem(key)).find(Boolean) ?? null;
  } catch {
    return;
  }
  if (!token) return;
  const first = ['/api/auth/validate', '/api/admin/location-info', '/api/admin/location-settings'];
  const own = kiosk
    ? ['/api/shift/current']
    : ['/api/admin/employees', '/api/admin/devices', '/api/admin/shifts?limit=50'];
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
})();
