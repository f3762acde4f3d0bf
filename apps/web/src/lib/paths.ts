// Every path of the web app, in one place (README.md (Layout) convention 5). `routePatterns` feed the
// router; `paths` build concrete links. Change a path here and both follow.

/** The two account types whose dashboards live at /{accountType}/{locationId}. */
export type DashboardAccountType = 'location' | 'manager';

export function isDashboardAccountType(value: string | undefined): value is DashboardAccountType {
  return value === 'location' || value === 'manager';
}

export const routePatterns = {
  root: '/',
  location: '/location',
  locationLogin: '/location/login',
  manager: '/manager',
  managerLogin: '/manager/login',
  managerSettings: '/manager/settings',
  managerTimesheets: '/manager/timesheets',
  loginWithLocation: '/login/:locationId',
  org: '/org',
  organization: '/organization',
  organizationLogin: '/organization/login',
  organizationRegister: '/organization/register',
  organizationTimesheet: '/organization/:organizationId/timesheet',
  organizationPayroll: '/organization/:organizationId/payroll',
  organizationSso: '/organization/:organizationId/sso',
  ssoSignIn: '/sso',
  ssoDone: '/sso/done',
  ssoError: '/sso/error',
  organizationRecords: '/organization/:organizationId/records',
  organizationApiKeys: '/organization/:organizationId/api-keys',
  organizationWebhooks: '/organization/:organizationId/webhooks',
  organizationDashboard: '/organization/:organizationId/dashboard',
  organizationPeople: '/organization/:organizationId/people',
  master: '/master',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminOrganizations: '/admin/organizations',
  adminOrganization: '/admin/organizations/:organizationId',
  verifyEmail: '/auth/verify-email',
  verifyEmailSuccess: '/auth/verify-email/success',
  verifyEmailFailed: '/verify-email/failed',
  authVerifyEmailFailed: '/auth/verify-email/failed',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  locationHeaders: '/location-headers',
  /** The employee's own app: its screens are routed inside it (features/me/components/me-app.tsx). */
  meApp: '/me/*',
  accountDashboard: '/:accountType/:locationId',
  anyOther: '*',
} as const;

const segment = encodeURIComponent;

export const paths = {
  root: routePatterns.root,
  location: routePatterns.location,
  locationLogin: routePatterns.locationLogin,
  manager: routePatterns.manager,
  managerLogin: routePatterns.managerLogin,
  managerSettings: routePatterns.managerSettings,
  managerTimesheets: routePatterns.managerTimesheets,
  organizationLogin: routePatterns.organizationLogin,
  organizationRegister: routePatterns.organizationRegister,
  adminLogin: routePatterns.adminLogin,
  admin: routePatterns.admin,
  adminOrganizations: routePatterns.adminOrganizations,
  verifyEmailFailed: routePatterns.verifyEmailFailed,
  forgotPassword: routePatterns.forgotPassword,
  locationHeaders: routePatterns.locationHeaders,
  /** Sign in with single sign-on: the e-mail step, then the provider; /sso/done and /sso/error after. */
  ssoSignIn: routePatterns.ssoSignIn,
  ssoError: routePatterns.ssoError,

  /** The employee app (/me): its Shifts tab, or its sign-in when signed out. */
  me: '/me',
  /** Where an e-mailed sign-in link lands: /me/sign-in?token=… */
  meSignIn: '/me/sign-in',
  meHours: '/me/hours',
  meRecord: '/me/record',
  meTimeOff: '/me/time-off',
  meAccount: '/me/account',
  /** The printable register of the employee's records: /me/print?from=…&to=… */
  mePrint: (range: { from: string; to: string }) =>
    `/me/print?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`,

  /** /login/{locationId}?type=… : a login form with the location id filled in. */
  loginWithLocation: (locationId: string, type?: DashboardAccountType) =>
    `/login/${segment(locationId)}${type ? `?type=${type}` : ''}`,

  /** /organization/{id}/timesheet: the owner's pay period across all locations. */
  organizationTimesheet: (organizationId: string) => `/organization/${segment(organizationId)}/timesheet`,

  /** /organization/{id}/payroll: the owner's payroll close, the providers' files of a pay period. */
  organizationPayroll: (organizationId: string) => `/organization/${segment(organizationId)}/payroll`,

  /** /organization/{id}/sso: the owner's single sign-on (identity provider, manager e-mails). */
  organizationSso: (organizationId: string) => `/organization/${segment(organizationId)}/sso`,

  /** /organization/{id}/records: the owner's records an inspector accepts (check, export, retention, purge). */
  organizationRecords: (organizationId: string) => `/organization/${segment(organizationId)}/records`,
  /** /organization/{id}/api-keys: the owner's API keys for integrations. */
  organizationApiKeys: (organizationId: string) => `/organization/${segment(organizationId)}/api-keys`,
  /** /organization/{id}/webhooks: the owner's webhook endpoints and their delivery log. */
  organizationWebhooks: (organizationId: string) => `/organization/${segment(organizationId)}/webhooks`,

  organizationDashboard: (organizationId: string) => `/organization/${segment(organizationId)}/dashboard`,

  /** /organization/{id}/people: the owner's people of the organization, across its locations. */
  organizationPeople: (organizationId: string) => `/organization/${segment(organizationId)}/people`,

  /** /admin/organizations/{id}: one organization in detail, for the master admin. */
  adminOrganization: (organizationId: string) => `/admin/organizations/${segment(organizationId)}`,

  /** /location/{locationId} or /manager/{locationId}. */
  accountDashboard: (accountType: DashboardAccountType, locationId: string) =>
    `/${accountType}/${segment(locationId)}`,

  verifyEmail: (token: string, type: string) =>
    `${routePatterns.verifyEmail}?${new URLSearchParams({ token, type })}`,

  verifyEmailSuccess: (type?: 'organization') =>
    `${routePatterns.verifyEmailSuccess}${type ? `?type=${type}` : ''}`,

  resetPassword: (token: string, type: string) =>
    `${routePatterns.resetPassword}?${new URLSearchParams({ token, type })}`,
} as const;
