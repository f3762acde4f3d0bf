import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { employees, locationAccounts, locations } from '../src/db/schema/locations.ts';
import { licenses, orgAdmins, organizations } from '../src/db/schema/organizations.ts';
import { hashPassword } from '../src/security/passwords.ts';

// Hashing is deliberately slow; fixtures reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Rows the API of later features will create (approval, locations), written
 * directly so auth can be tested on its own.
 */
export async function createOrganization(
  db: Db,
  options: {
    status?: 'pending' | 'approved' | 'suspended' | 'rejected';
    verified?: boolean;
    licenseEndsAt?: Date | null;
    password?: string;
    email?: string;
  } = {},
) {
  const email = options.email ?? `owner-${unique()}@example.com`;
  const password = options.password ?? 'Owner123!';
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${unique()}`, email, status: options.status ?? 'approved', maxLocations: 5 })
    .returning();
  if (!org) throw new Error('no organization');
  const [admin] = await db
    .insert(orgAdmins)
    .values({
      organizationId: org.id,
      email,
      passwordHash: await hashOnce(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  if (!admin) throw new Error('no admin');
  const endsAt =
    options.licenseEndsAt === undefined ? new Date(Date.now() + 30 * 86_400_000) : options.licenseEndsAt;
  if (endsAt) {
    await db.insert(licenses).values({
      organizationId: org.id,
      type: 'trial',
      duration: 30,
      durationUnit: 'days',
      startsAt: new Date(endsAt.getTime() - 30 * 86_400_000),
      endsAt,
    });
  }
  return { organization: org, admin, email, password };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function createLocation(
  db: Db,
  organizationId: string,
  options: { locationPassword?: string; managerPassword?: string; timezone?: string; name?: string } = {},
) {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  const locationPassword = options.locationPassword ?? 'kiosk123';
  const managerPassword = options.managerPassword ?? 'Manager1!';
  const [location] = await db
    .insert(locations)
    .values({
      organizationId,
      code,
      name: options.name ?? `Location ${unique()}`,
      timezone: options.timezone ?? 'Europe/Paris',
    })
    .returning();
  if (!location) throw new Error('no location');
  await db.insert(locationAccounts).values([
    { locationId: location.id, type: 'location', passwordHash: await hashOnce(locationPassword) },
    { locationId: location.id, type: 'manager', passwordHash: await hashOnce(managerPassword) },
  ]);
  return { location, code, locationPassword, managerPassword };
}

export async function setOrganizationStatus(db: Db, organizationId: string, status: string) {
  await db.execute(sql`update organizations set status = ${status} where id = ${organizationId}`);
}

/** An employee with a given 3-digit ID (the employees API assigns them; tests pick their own). */
export async function createEmployee(
  db: Db,
  locationId: string,
  code: string,
  /** `createdAt`: for a test whose app clock is behind the database's (an offline punch checks it). */
  /** `personId`: the person also works here (the name is then the person's); without it, a new person. */
  options: { name?: string; isActive?: boolean; createdAt?: Date; personId?: string } = {},
) {
  const [row] = await db
    .insert(employees)
    .values({
      locationId,
      code,
      name: options.name ?? `Employee ${code}`,
      isActive: options.isActive ?? true,
      ...(options.personId ? { personId: options.personId } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no employee');
  return row;
}
