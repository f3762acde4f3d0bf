import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { paths } from '../../../lib/paths.ts';
import { registerServiceWorker } from '../../../lib/service-worker.ts';
import { readMeToken, useMeToken } from '../me-token.ts';
import { withTabStrings } from '../with-tab-strings.ts';
import { MeLayout } from './me-layout.tsx';
import { MyShiftsPage } from './my-shifts-page.tsx';
import { PhoneClock } from './phone-clock.tsx';

// The sign-in's code (its form, and the server's messages in the page's language) only when signed
// out: a phone signs in once in weeks and opens on its shifts every day. Loaded before the first
// render when it is the first screen (preloadMeScreen); its strings are in the first load's.
const SignInPage = lazyComponent(() => import('./sign-in-page.tsx').then((m) => m.SignInPage));
const SignInLinkPage = lazyComponent(() => import('./sign-in-link-page.tsx').then((m) => m.SignInLinkPage));

// The Shifts tab comes with the app's first load; the other tabs when first opened.
const tab = withTabStrings;
const MyHoursPage = tab(() => import('./my-hours-page.tsx').then((m) => m.MyHoursPage));
const MyRecordPage = tab(() => import('./my-record-page.tsx').then((m) => m.MyRecordPage));
const TimeOffPage = tab(() => import('./time-off-page.tsx').then((m) => m.TimeOffPage));
const AccountPage = tab(() => import('./account-page.tsx').then((m) => m.AccountPage));
// The printable register of the person's records: outside the tabs' layout, nothing but the page.
const MyRecordsPrintPage = tab(() => import('./my-records-print-page.tsx').then((m) => m.MyRecordsPrintPage));

/** The Shifts tab: the phone's clock in/out above the schedule. */
function ShiftsTab() {
  return (
    <>
      <PhoneClock />
      <MyShiftsPage />
    </>
  );
}

/**
 * The code the first render of /me/`tab` needs beyond this file ('' for the Shifts tab), loaded with
 * it before that render (app/router.tsx): the sign-in's, when nobody is signed in or on an e-mailed
 * link's landing.
 */
export function preloadMeScreen(tab: string): Promise<unknown> | undefined {
  if (tab === 'sign-in') return SignInLinkPage.preload();
  if (!readMeToken()) return SignInPage.preload();
  return undefined;
}

/**
 * The employee's own app under /me (docs/decisions/0192-the-employee-app-shell.md): its own routes,
 * one entry in the app's route table (app/router.tsx). Signed out, /me is the sign-in and every other
 * tab leads there; /me/sign-in is an e-mailed link's landing.
 */
export function MeApp() {
  const token = useMeToken();
  const { pathname } = useLocation();
  useInstallableAsEmployeeApp();
  // The app opens offline with what it last loaded (offline-copy.ts): its page and code kept by the
  // service worker the kiosk uses too.
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const signedIn = [
    { index: true, element: <ShiftsTab /> },
    { path: 'hours', element: <MyHoursPage /> },
    { path: 'record', element: <MyRecordPage /> },
    { path: 'time-off', element: <TimeOffPage /> },
    { path: 'account', element: <AccountPage /> },
    { path: '*', element: <Navigate replace to={paths.me} /> },
  ];
  const screen = useRoutes([
    { path: 'sign-in', element: <SignInLinkPage /> },
    ...(token
      ? [
          { path: 'print', element: <MyRecordsPrintPage /> },
          { element: <MeLayout />, children: signedIn },
        ]
      : [
          {
            path: '*',
            element:
              pathname.replace(/\/+$/, '') === paths.me ? <SignInPage /> : <Navigate replace to={paths.me} />,
          },
        ]),
  ]);
  return screen;
}

/**
 * The page's manifest is the employee app's while /me is on screen (public/me.webmanifest: start_url
 * and scope /me), so "Add to Home screen" installs the employee's app, not the kiosk. The page sent
 * for /me already links it (vite.config.ts); this covers arriving from another screen.
 */
function useInstallableAsEmployeeApp() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.getAttribute('href');
    link.setAttribute('href', '/me.webmanifest');
    return () => {
      if (before) link.setAttribute('href', before);
    };
  }, []);
}
