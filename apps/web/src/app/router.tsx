import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { LocationLanguage } from '../features/dashboard/components/location-language.tsx';
import { loadStrings, type StringsArea } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import {
  type DashboardAccountType,
  isDashboardAccountType,
  paths,
  routePatterns as route,
} from '../lib/paths.ts';
import { locationSessionLoader } from './routes/location-session.ts';

// Every screen is a chunk of its own, fetched when first visited: the first chunk holds only the
// router and the providers, so a kiosk tablet downloads the kiosk and nothing of the master's
// console, the owner's dashboard, the manager's calendar or the registration forms.
// Each loader also fetches the strings of the areas its screen shows, in the language the screen
// speaks: the browser's for these (components/ui/browser-language.tsx), the location's for the
// location's screens (features/dashboard/components/location-language.tsx).
const lazyPage = <P extends object>(areas: StringsArea[], load: () => Promise<ComponentType<P>>) =>
  lazyComponent(
    () =>
      Promise.all([import('../components/ui/browser-language.tsx'), load()]).then(([module, screen]) =>
        module.inBrowserLanguage(screen, areas),
      ),
    <PageLoading />,
  );
/** A location's screen: the location's language is set by the layout route, around it. */
const locationPage = <P extends object>(areas: StringsArea[], load: () => Promise<ComponentType<P>>) =>
  lazyComponent(
    () =>
      Promise.all([load(), loadStrings('errorCodes', 'pages', ...areas)]).then(([component]) => component),
    <PageLoading />,
  );
const AccountSettingsPage = locationPage(['settings'], () =>
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
const AccountDashboardPage = lazyComponent(
  () =>
    Promise.all([import('./routes/account-dashboard-page.tsx'), loadStrings('errorCodes')]).then(
      ([m]) => m.AccountDashboardPage,
    ),
  <PageLoading />,
);
/**
 * The location routes' loaders wait for their screen's code (never for data), so the screen appears
 * the moment it can: with the code at hand it renders without a Suspense step, whose reveal React
 * holds back for up to 300 ms (issue 20: twice per dashboard load, half of a kiosk's reload).
 * Once the code is loaded they return at once: a `<Navigate>` re-renders while a navigation is
 * pending and starts it again, so a loader that always awaited kept a redirect going for seconds.
 */
const codeOf = (page: { isLoaded(): boolean; preload(): Promise<unknown> }) => () =>
  page.isLoaded() ? null : page.preload().then(() => null);
const loadedViews = new Set<DashboardAccountType>();
function loadDashboardCode({ params }: LoaderFunctionArgs) {
  const { accountType } = params;
  // Any other two-segment address is sent to the login by the page, with no view to load.
  const view = isDashboardAccountType(accountType) && !loadedViews.has(accountType) ? accountType : null;
  if (AccountDashboardPage.isLoaded() && !view) return null;
  return (async () => {
    await AccountDashboardPage.preload();
    if (view) {
      const { preloadView } = await import('./routes/account-dashboard-page.tsx');
      await preloadView(view);
      loadedViews.add(view);
    }
    return null;
  })();
}

const ForgotPasswordPage = lazyPage(['auth'], () =>
  import('../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const LocationHeadersPage = lazyPage([], () =>
  import('./routes/location-headers-page.tsx').then((m) => m.LocationHeadersPage),
);
const MasterDashboardPage = lazyPage(['master'], () =>
  import('../features/master/components/master-dashboard-page.tsx').then((m) => m.MasterDashboardPage),
);
const OrganizationDashboardPage = lazyPage(['organization'], () =>
  import('../features/organization/components/organization-dashboard-page.tsx').then(
    (m) => m.OrganizationDashboardPage,
  ),
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

/**
 * The whole route table of docs/product.md section 2, in its order. Exported apart from the browser router
 * so tests mount the same objects in a memory router.
 *
 * Ranking: react-router scores static segments above dynamic ones whatever the order here, so
 * /location/login, /manager/login, /manager/settings, /manager/timesheets and /login/{id} win over
 * /{accountType}/{locationId} (router.test.tsx checks each).
 *
 * No errorElement anywhere, on purpose: the router's default error page is docs/product.md's
 * 'Unexpected Application Error!'.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // docs/product.md: "/" is the default back target; with nothing to show there it sends people to log in.
    { path: route.root, element: redirectTo(paths.organizationLogin) },
    {
      path: route.locationLogin,
      element: <AccountLoginPage accountType="location" />,
    },
    {
      path: route.managerLogin,
      element: <AccountLoginPage accountType="manager" />,
    },
    {
      path: route.loginWithLocation,
      element: <AccountLoginPage />,
    },
    { path: route.location, element: redirectTo(paths.locationLogin) },
    { path: route.manager, element: redirectTo(paths.managerLogin) },
    {
      path: route.organizationRegister,
      element: <OrganizationRegisterPage />,
    },
    {
      path: route.organizationLogin,
      element: <OrganizationLoginPage />,
    },
    { path: route.org, element: redirectTo(paths.organizationLogin) },
    { path: route.organization, element: redirectTo(paths.organizationLogin) },
    {
      path: route.adminLogin,
      element: <AdminLoginPage />,
    },
    { path: route.master, element: redirectTo(paths.adminLogin) },
    {
      path: route.verifyEmail,
      element: <VerifyEmailPage />,
    },
    {
      path: route.verifyEmailSuccess,
      element: <VerifyEmailSuccessPage />,
    },
    {
      path: route.verifyEmailFailed,
      element: <VerifyEmailFailedPage />,
    },
    {
      path: route.authVerifyEmailFailed,
      element: <VerifyEmailFailedPage />,
    },
    {
      path: route.forgotPassword,
      element: <ForgotPasswordPage />,
    },
    {
      path: route.resetPassword,
      element: <ResetPasswordPage />,
    },
    {
      path: route.admin,
      element: <MasterDashboardPage />,
    },
    {
      path: route.adminOrganizations,
      element: <OrganizationsListPage />,
    },
    {
      path: route.adminOrganization,
      element: <OrganizationDetailPage />,
    },
    {
      path: route.organizationDashboard,
      element: <OrganizationDashboardPage />,
    },
    // A location's screens share one layout route: its loader asks who the token belongs to and loads
    // the location once, while the screen's code downloads (app/routes/location-session.ts).
    {
      id: 'location-session',
      loader: locationSessionLoader(queryClient),
      hydrateFallbackElement: <PageLoading />,
      element: <LocationLanguage />,
      children: [
        // Also /location/{locationId} and /manager/{locationId}: one shared wrapper.
        { path: route.accountDashboard, loader: loadDashboardCode, element: <AccountDashboardPage /> },
        {
          path: route.managerSettings,
          loader: codeOf(AccountSettingsPage),
          element: <AccountSettingsPage />,
        },
        { path: route.managerTimesheets, loader: codeOf(TimesheetsPage), element: <TimesheetsPage /> },
      ],
    },
    {
      path: route.locationHeaders,
      element: <LocationHeadersPage />,
    },
    { path: route.anyOther, element: redirectTo(paths.organizationLogin) },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
