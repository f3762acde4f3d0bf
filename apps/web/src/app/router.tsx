import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccountLoginPage } from '../features/auth/components/account-login-page.tsx';
import { AdminLoginPage } from '../features/auth/components/admin-login-page.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { OrganizationLoginPage } from '../features/auth/components/organization-login-page.tsx';
import { OrganizationRegisterPage } from '../features/auth/components/organization-register-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { VerifyEmailFailedPage } from '../features/auth/components/verify-email-failed-page.tsx';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page.tsx';
import { VerifyEmailSuccessPage } from '../features/auth/components/verify-email-success-page.tsx';
import { TimesheetsPage } from '../features/manager/components/timesheets-page.tsx';
import { MasterDashboardPage } from '../features/master/components/master-dashboard-page.tsx';
import { OrganizationsListPage } from '../features/master/components/organizations-list-page.tsx';
import { OrganizationDashboardPage } from '../features/organization/components/organization-dashboard-page.tsx';
import { AccountSettingsPage } from '../features/settings/components/account-settings-page.tsx';
import { paths, routePatterns as route } from '../lib/paths.ts';
import { AccountDashboardPage } from './routes/account-dashboard-page.tsx';
import { LocationHeadersPage } from './routes/location-headers-page.tsx';

function redirectTo(path: string): RouteObject['element'] {
  return <Navigate replace to={path} />;
}

/**
 * The whole route table of SPEC.md section 2, in its order. Exported apart from the browser router
 * so tests mount the same objects in a memory router.
 *
 * Ranking: react-router scores static segments above dynamic ones whatever the order here, so
 * /location/login, /manager/login, /manager/settings, /manager/timesheets and /login/{id} win over
 * /{accountType}/{locationId} (router.test.tsx checks each).
 *
 * No errorElement anywhere, on purpose: the router's default error page is SPEC.md's
 * 'Unexpected Application Error!'.
 */
export const routes: RouteObject[] = [
  // SPEC.md: "/" is the default back target; with nothing to show there it sends people to log in.
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
  { path: route.organizationDashboard, element: <OrganizationDashboardPage /> },
  // Also /location/{locationId} and /manager/{locationId}: one shared wrapper.
  { path: route.accountDashboard, element: <AccountDashboardPage /> },
  { path: route.managerSettings, element: <AccountSettingsPage /> },
  { path: route.managerTimesheets, element: <TimesheetsPage /> },
  { path: route.locationHeaders, element: <LocationHeadersPage /> },
  { path: route.anyOther, element: redirectTo(paths.organizationLogin) },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
