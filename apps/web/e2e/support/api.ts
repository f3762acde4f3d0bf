import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { linkInMail, waitForMail } from './mail.ts';

/**
 * Story set-up through the real API, as a user would do it through the screens
 * that other stories already cover: register, verify by the mailed link, approve
 * with the master key, create a location.
 */

let sequence = 0;
const randomOctet = () => 1 + Math.floor(Math.random() * 250);
export const uniqueEmail = (prefix = 'owner') =>
  `${prefix}-${Date.now().toString(36)}-${sequence++}@example.com`;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function masterToken(request: APIRequestContext): Promise<string> {
  const key = process.env.E2E_MASTER_KEY;
  if (!key) throw new Error('E2E_MASTER_KEY is not set: run the browser tests with `npm run test:e2e`');
  return (
    await json<{ token: string }>(await request.post('/api/master-auth/login', { data: { password: key } }))
  ).token;
}

export type VerifiedOrganization = {
  email: string;
  password: string;
  organizationId: string;
  orgAdminToken: string;
};

/** Registers an organization and verifies its e-mail through the mailed link; pending until approved. */
export async function registerVerifiedOrganization(
  request: APIRequestContext,
  { organizationName = 'E2E Café', password = 'Owner123!' } = {},
): Promise<VerifiedOrganization> {
  const email = uniqueEmail();
  await json(
    await request.post('/api/auth/register-organization', {
      // One address per registration: the server allows 10 an hour from one address (docs/product.md section 11.3).
      headers: { 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
      data: { organizationName, email, password, confirmPassword: password },
    }),
  );
  const link = new URL(linkInMail(await waitForMail(email), '/auth/verify-email'), 'http://x');
  await json(
    await request.post('/api/auth/verify-email', {
      data: { token: link.searchParams.get('token'), type: 'organization' },
    }),
  );
  const login = await json<{ token: string; user: { organizationId: string } }>(
    await request.post('/api/auth/login', { data: { email, password, accountType: 'orgAdmin' } }),
  );
  return { email, password, organizationId: login.user.organizationId, orgAdminToken: login.token };
}

export async function approveOrganization(request: APIRequestContext, organizationId: string) {
  await json(
    await request.post(`/api/master-admin/organizations/${organizationId}/approve`, {
      headers: { authorization: `Bearer ${await masterToken(request)}` },
      data: { licenseType: 'trial', duration: 30, durationUnit: 'days' },
    }),
  );
}

export type ActiveLocation = VerifiedOrganization & {
  locationId: string;
  locationName: string;
  locationPassword: string;
  managerPassword: string;
};

/** An approved organization with one location, ready for location and manager logins. */
export async function createActiveLocation(
  request: APIRequestContext,
  {
    locationName = 'Main Street',
    locationPassword = 'kiosk123',
    managerPassword = 'Manager1!',
    timezone = 'Europe/Paris',
  } = {},
): Promise<ActiveLocation> {
  const organization = await registerVerifiedOrganization(request);
  await approveOrganization(request, organization.organizationId);
  return addLocation(request, organization, { locationName, locationPassword, managerPassword, timezone });
}

/** Logs an account in through the API and returns its token. */
export async function loginToken(
  request: APIRequestContext,
  location: ActiveLocation,
  accountType: 'location' | 'manager',
): Promise<string> {
  const password = accountType === 'manager' ? location.managerPassword : location.locationPassword;
  const body = await json<{ token: string }>(
    await request.post('/api/auth/login', {
      data: { locationId: location.locationId, password, accountType },
    }),
  );
  return body.token;
}

/** Adds an employee with the manager's token; the employee ID the server gave. */
export async function createEmployee(
  request: APIRequestContext,
  managerToken: string,
  name: string,
): Promise<string> {
  const body = await json<{ employee: { employeeId: string } }>(
    await request.post('/api/admin/employees', {
      headers: { authorization: `Bearer ${managerToken}` },
      data: { name },
    }),
  );
  return body.employee.employeeId;
}

/**
 * A second location of the owner's organization: the master admin raises its limit to 2, then the
 * owner creates it. The answer logs in as the first one does (`loginToken`).
 */
export async function addSecondLocation(
  request: APIRequestContext,
  owner: ActiveLocation,
  {
    locationName,
    locationPassword,
    managerPassword,
    timezone = 'Europe/Paris',
  }: Omit<ActiveLocation, keyof VerifiedOrganization | 'locationId'> & { timezone?: string },
): Promise<ActiveLocation> {
  await json(
    await request.put(`/api/master-admin/organizations/${owner.organizationId}/location-limits`, {
      headers: { authorization: `Bearer ${await masterToken(request)}` },
      data: { maxLocations: 2 },
    }),
  );
  return addLocation(request, owner, { locationName, locationPassword, managerPassword, timezone });
}

type NewLocation = Omit<ActiveLocation, keyof VerifiedOrganization | 'locationId'> & { timezone: string };

/** The owner creates a location of their organization, with its two passwords. */
async function addLocation(
  request: APIRequestContext,
  organization: VerifiedOrganization,
  { locationName, locationPassword, managerPassword, timezone }: NewLocation,
): Promise<ActiveLocation> {
  const created = await json<{ location: { locationId: string } }>(
    await request.post('/api/organization/locations', {
      headers: { authorization: `Bearer ${organization.orgAdminToken}` },
      data: {
        locationName,
        locationPassword,
        confirmLocationPassword: locationPassword,
        managerPassword,
        confirmManagerPassword: managerPassword,
        timezone,
      },
    }),
  );
  return {
    ...organization,
    locationId: created.location.locationId,
    locationName,
    locationPassword,
    managerPassword,
  };
}

/** The API's bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call's JSON answer, after checking it succeeded (the failure names the URL, status and body). */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}
