import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, isValidElement, Suspense } from 'react';
import {
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { organizationDashboardQuery } from '../api/organization/organization-dashboard.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { LocationLanguage } from '../features/dashboard/components/location-language.tsx';
import { startMeApp } from '../features/me/me-start.ts';
import { getToken } from '../lib/api-client.ts';
import { loadStrings, type StringsArea } from '../lib/i18n.ts';
import { lazyComponent, lazyScreen } from '../lib/lazy-component.tsx';
import { isDashboardAccountType, paths, routePatterns as route } from '../lib/paths.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { startLocationSession } from './routes/location-session.ts';

// Every screen is a chunk of its own, fetched when first visited: the first chunk holds only the
// router and the providers, so a kiosk tablet downloads the kiosk and nothing of the master's
// console, the owner's dashboard, the manager's calendar or the registration forms.
// Each screen's code also fetches the strings of the areas it shows, in the language the screen
// speaks: the browser's for these (components/ui/browser-language.tsx), the location's for the
// location's screens (features/dashboard/components/location-language.tsx).
// These screens keep a Suspense boundary of their own: reaching one (a login, after a sign-out) shows
// its loading state at once and unmounts the screen left, whose calls would otherwise go on with the
// tokens already gone. The location screens below wait in the router's transition instead
// (lazyScreen): the screen on view stays until the next one's code has arrived.
const lazyPage = <P extends object>(
  areas: StringsArea[],
  load: () => Promise<ComponentType<P>>,
  options?: { pages?: boolean },
) =>
  lazyComponent(
    () =>
      Promise.all([import('../components/ui/browser-language.tsx'), load()]).then(([module, screen]) =>
        module.inBrowserLanguage(screen, areas, options),
      ),
    <PageLoading />,
  );
/** A location's screen: the location's language is set by the layout route, around it. */
const locationPage = <P extends object>(areas: StringsArea[], load: () => Promise<ComponentType<P>>) =>
  lazyScreen(() =>
    Promise.all([load(), loadStrings('errorCodes', 'pages', ...areas)]).then(([component]) => component),
  );
const AccountSettingsPage = locationPage(['settings', 'schedule-warnings'], () =>
  import('../features/settings/components/account-settings-page.tsx').then((m) => m.AccountSettingsPage),
);
const AccountLoginPage = lazyPage(['auth'], () =>
  import('../features/auth/components/account-login-page.tsx').then((m) => m.AccountLoginPage),
);
const AdminLoginPage = lazyPage(['auth'], () =>
  import('../features/auth/components/admin-login-page.tsx').then((m) => m.AdminLoginPage),
);
const OrganizationLoginPage = lazyPage(['auth'], () =>
  import('../features/auth/components/organization-login-page.tsx').then((m) => m.OrganizationLoginPage),
);
// The kiosk's and the manager's dashboard: the kiosk needs none of the other screens' strings (its
// page stays light); the manager view fetches its own (app/routes/account-dashboard-page.tsx).
const AccountDashboardPage = lazyScreen(() =>
  Promise.all([import('./routes/account-dashboard-page.tsx'), loadStrings('errorCodes')]).then(
    ([m]) => m.AccountDashboardPage,
  ),
);
/** The dashboard's code, and the view its address names (the kiosk or the manager's). */
async function preloadDashboard(params: Params) {
  await AccountDashboardPage.preload();
  // Any other two-segment address is sent to the login by the page, with no view to load.
  if (isDashboardAccountType(params.accountType)) {
    const { preloadView } = await import('./routes/account-dashboard-page.tsx');
    await preloadView(params.accountType);
  }
}

const ForgotPasswordPage = lazyPage(['auth'], () =>
  import('../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const LocationHeadersPage = lazyPage([], () =>
  import('./routes/location-headers-page.tsx').then((m) => m.LocationHeadersPage),
);
// The employee's own app, with its own routes inside (features/me/components/me-app.tsx).
// Without the pages strings: it shows none of them, and a cheap phone's first visit counts each kB.
const MeApp = lazyPage(['me'], () => import('../features/me/components/me-app.tsx').then((m) => m.MeApp), {
  pages: false,
});
const MasterDashboardPage = lazyPage(['master'], () =>
  import('../features/master/components/master-dashboard-page.tsx').then((m) => m.MasterDashboardPage),
);
const OrganizationDashboardPage = lazyPage(['organization', 'schedule-warnings'], () =>
  import('../features/organization/components/organization-dashboard-page.tsx').then(
    (m) => m.OrganizationDashboardPage,
  ),
);
const PeoplePage = lazyPage(['organization'], () =>
  import('../features/organization/components/people/people-page.tsx').then((m) => m.PeoplePage),
);
const OrganizationRegisterPage = lazyPage(['auth'], () =>
  import('../features/auth/components/organization-register-page.tsx').then(
    (m) => m.OrganizationRegisterPage,
  ),
);
const OrganizationsListPage = lazyPage(['master'], () =>
  import('../features/master/components/organizations-list-page.tsx').then((m) => m.OrganizationsListPage),
);
const OrganizationDetailPage = lazyPage(['master'], () =>
  import('../features/master/components/organization-detail-page.tsx').then((m) => m.OrganizationDetailPage),
);
const OrganizationTimesheetPage = lazyPage(['organization', 'timesheets'], () =>
  import('./routes/organization-timesheet-page.tsx').then((m) => m.OrganizationTimesheetPage),
);
const PayrollClosePage = lazyPage(['organization', 'timesheets', 'payroll'], () =>
  import('./routes/payroll-close-page.tsx').then((m) => m.PayrollClosePage),
);
const ApiKeysPage = lazyPage(['organization'], () =>
  import('./routes/api-keys-page.tsx').then((m) => m.ApiKeysPage),
);
const SsoPage = lazyPage(['organization', 'sso'], () =>
  import('./routes/sso-page.tsx').then((m) => m.SsoPage),
);
const SsoSignInPage = lazyPage(['sso'], () =>
  import('../features/sso/components/sso-sign-in-page.tsx').then((m) => m.SsoSignInPage),
);
const SsoDonePage = lazyPage(['sso'], () =>
  import('../features/sso/components/sso-done-page.tsx').then((m) => m.SsoDonePage),
);
const SsoErrorPage = lazyPage(['sso'], () =>
  import('../features/sso/components/sso-error-page.tsx').then((m) => m.SsoErrorPage),
);
const RecordsPage = lazyPage(['organization', 'records'], () =>
  import('./routes/records-page.tsx').then((m) => m.RecordsPage),
);
const WebhooksPage = lazyPage(['organization', 'webhooks'], () =>
  import('./routes/webhooks-page.tsx').then((m) => m.WebhooksPage),
);
const ResetPasswordPage = lazyPage(['auth'], () =>
  import('../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const TimesheetsPage = locationPage(['timesheets', 'manager'], () =>
  import('./routes/timesheets-page.tsx').then((m) => m.TimesheetsPage),
);
const VerifyEmailFailedPage = lazyPage(['auth'], () =>
  import('../features/auth/components/verify-email-failed-page.tsx').then((m) => m.VerifyEmailFailedPage),
);
const VerifyEmailPage = lazyPage(['auth'], () =>
  import('../features/auth/components/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
const VerifyEmailSuccessPage = lazyPage(['auth'], () =>
  import('../features/auth/components/verify-email-success-page.tsx').then((m) => m.VerifyEmailSuccessPage),
);

function redirectTo(path: string): RouteObject['element'] {
  return <Navigate replace to={path} />;
}

/** What a route may carry for the first render (preloadScreen) beyond its element. */
type RouteHandle = {
  /** Loads more than the element's own code (the dashboard's view). */
  preload?: (params: Params) => Promise<unknown>;
  /** Starts calls the screen will make, before its code has loaded (the location screens). */
  start?: (params: Params, navigationKey: string) => void;
};

/**
 * The location screens' layout route: who the token belongs to and the location, asked once per
 * navigation while the screen's code downloads (routes/location-session.ts), around the location's
 * language.
 */
function LocationSessionLayout({ queryClient }: { queryClient: QueryClient }) {
  const params = useParams();
  const { key } = useLocation();
  // During render, not in an effect: a screen whose code is still downloading renders again when it
  // arrives, and its calls must be under way by then. Once per navigation (the key).
  startLocationSession(queryClient, params, key);
  return <LocationLanguage />;
}

/**
 * The whole route table of docs/product.md section 2, in its order, rendered by AppRoutes. Exported
 * so tests render the same table in a memory router.
 *
 * Ranking: react-router scores static segments above dynamic ones whatever the order here, so
 * /location/login, /manager/login, /manager/settings, /manager/timesheets and /login/{id} win over
 * /{accountType}/{locationId} (router.test.tsx checks each).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const locationSession: RouteHandle = {
    start: (params, navigationKey) => startLocationSession(queryClient, params, navigationKey),
  };
  // The owner's dashboard is one call: asked while its code loads (taking early-start.js's answer),
  // so the first render has it instead of drawing the loading state first. Its page reports failures.
  const ownerDashboard: RouteHandle = {
    start: ({ organizationId }) => {
      if (organizationId && getToken('token'))
        void queryClient.prefetchQuery(organizationDashboardQuery(organizationId));
    },
  };
  // The employee app's first calls, asked the same way while its code loads (features/me/me-start.ts),
  // and its code with the sign-in's when that is the first screen (me-app.tsx).
  const meTab = (params: Params) => (params['*'] ?? '').replace(/\/+$/, '');
  const meApp: RouteHandle = {
    start: (params) => startMeApp(queryClient, meTab(params)),
    preload: async (params) => {
      await MeApp.preload();
      const { preloadMeScreen } = await import('../features/me/components/me-app.tsx');
      await preloadMeScreen(meTab(params));
    },
  };
  return [
    // docs/product.md: "/" is the default back target; with nothing to show there it sends people to log in.
    { path: route.root, element: redirectTo(paths.organizationLogin) },
    { path: route.locationLogin, element: <AccountLoginPage accountType="location" /> },
    { path: route.managerLogin, element: <AccountLoginPage accountType="manager" /> },
    { path: route.loginWithLocation, element: <AccountLoginPage /> },
    { path: route.location, element: redirectTo(paths.locationLogin) },
    { path: route.manager, element: redirectTo(paths.managerLogin) },
    { path: route.organizationRegister, element: <OrganizationRegisterPage /> },
    { path: route.organizationLogin, element: <OrganizationLoginPage /> },
    { path: route.org, element: redirectTo(paths.organizationLogin) },
    { path: route.organization, element: redirectTo(paths.organizationLogin) },
    { path: route.adminLogin, element: <AdminLoginPage /> },
    { path: route.master, element: redirectTo(paths.adminLogin) },
    { path: route.verifyEmail, element: <VerifyEmailPage /> },
    { path: route.verifyEmailSuccess, element: <VerifyEmailSuccessPage /> },
    { path: route.verifyEmailFailed, element: <VerifyEmailFailedPage /> },
    { path: route.authVerifyEmailFailed, element: <VerifyEmailFailedPage /> },
    { path: route.forgotPassword, element: <ForgotPasswordPage /> },
    { path: route.resetPassword, element: <ResetPasswordPage /> },
    { path: route.admin, element: <MasterDashboardPage /> },
    { path: route.adminOrganizations, element: <OrganizationsListPage /> },
    { path: route.adminOrganization, element: <OrganizationDetailPage /> },
    { path: route.organizationTimesheet, element: <OrganizationTimesheetPage /> },
    { path: route.organizationPayroll, element: <PayrollClosePage /> },
    { path: route.organizationSso, element: <SsoPage /> },
    { path: route.ssoSignIn, element: <SsoSignInPage /> },
    { path: route.ssoDone, element: <SsoDonePage /> },
    { path: route.ssoError, element: <SsoErrorPage /> },
    { path: route.organizationRecords, element: <RecordsPage /> },
    { path: route.organizationApiKeys, element: <ApiKeysPage /> },
    { path: route.organizationWebhooks, element: <WebhooksPage /> },
    { path: route.organizationDashboard, element: <OrganizationDashboardPage />, handle: ownerDashboard },
    { path: route.organizationPeople, element: <PeoplePage /> },
    // A location's screens share one layout route: it asks who the token belongs to and loads the
    // location once, while the screen's code downloads (app/routes/location-session.ts).
    {
      element: <LocationSessionLayout queryClient={queryClient} />,
      handle: locationSession,
      children: [
        // Also /location/{locationId} and /manager/{locationId}: one shared wrapper.
        {
          path: route.accountDashboard,
          element: <AccountDashboardPage />,
          handle: { preload: preloadDashboard } satisfies RouteHandle,
        },
        { path: route.managerSettings, element: <AccountSettingsPage /> },
        { path: route.managerTimesheets, element: <TimesheetsPage /> },
      ],
    },
    { path: route.locationHeaders, element: <LocationHeadersPage /> },
    // Outranks /{accountType}/{locationId}: a static first segment (router.test.tsx).
    { path: route.meApp, element: <MeApp />, handle: meApp },
    { path: route.anyOther, element: redirectTo(paths.organizationLogin) },
  ];
}

/**
 * Before the first render: starts the first screen's calls and loads its code, so it renders at once,
 * without a Suspense step (whose reveal React holds back for up to 300 ms). Later screens are
 * reached in a router transition, which keeps the current screen on view while their code loads.
 */
export async function preloadScreen(routes: RouteObject[], pathname: string, navigationKey = 'default') {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route: matched, params }) => {
      const handle = matched.handle as RouteHandle | undefined;
      handle?.start?.(params, navigationKey);
      if (handle?.preload) return handle.preload(params);
      const screen = isValidElement(matched.element)
        ? (matched.element.type as { preload?: () => Promise<unknown> })
        : undefined;
      return screen?.preload?.();
    }),
  );
}

/**
 * The routes, under the app's one Suspense boundary and an error page. No screen has an error page of
 * its own: docs/product.md's is the router's default, 'Unexpected Application Error!'
 * (app-error-boundary.tsx).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const screen = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    // Another address clears the error page, as the router's own error page does.
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{screen}</Suspense>
    </AppErrorBoundary>
  );
}
