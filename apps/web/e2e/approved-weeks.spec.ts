import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, request } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, createEmployee, loginToken } from './support/api.ts';
import { fillDateTime } from './support/date-time.ts';
import { defaultSettings } from './support/default-settings.ts';
import { desktop, snapshotAtBothSizes } from './support/screenshots.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';
import { wallClock } from './support/zones.ts';

// Audit item 2 (docs/decisions/0169-approved-weeks.md): with semimonthly periods a workweek crosses
// the period boundary, and a missed shift added on its days before the approved period would move
// the approved period's overtime. The manager is refused, with the approved period named.

const timeZone = 'Europe/Paris';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** An ISO instant for a wall-clock time at the location. */
function atLocation(day: string, hour: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, hour, 0, timeZone).toISOString();
}

/** 'Nov 1' or 'Nov 15, 2026', as the English page writes a day. */
const inWords = (day: string, withYear: boolean) =>
  `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}${withYear ? `, ${day.slice(0, 4)}` : ''}`;

/** The semimonthly period before today's (1st-15th, 16th-last day): started, so it can be approved. */
function previousHalf(today: string) {
  const startDate =
    Number(today.slice(8, 10)) <= 15
      ? `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}16`
      : `${today.slice(0, 8)}01`;
  const endDate = startDate.endsWith('01')
    ? `${startDate.slice(0, 8)}15`
    : addDays(`${today.slice(0, 8)}01`, -1);
  return { startDate, endDate };
}

let api: APIRequestContext;
let location: ActiveLocation;
let managerToken: string;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  location = await createActiveLocation(api, { timezone: timeZone, locationName: 'Quay Bakery' });
  managerToken = await loginToken(api, location, 'manager');
});
test.afterAll(async () => api.dispose());

test('a manager adding a missed shift in the week an approved period shares is refused, the period named', async ({
  page,
  allowHttpErrors,
}) => {
  test.setTimeout(90_000);
  allowHttpErrors(409);
  const headers = { authorization: `Bearer ${managerToken}` };
  const today = wallClock(Date.now(), timeZone).day;
  const approved = previousHalf(today);
  const dayBefore = addDays(approved.startDate, -1);
  // Workweeks start on periodStart's weekday: one that starts on the day before the approved period,
  // so that day and the period's first day share a workweek.
  const payroll = { ...defaultSettings.payroll, period: 'semimonthly', periodStart: addDays(dayBefore, -7) };
  const saved = await api.put('/api/admin/location-settings', {
    headers,
    data: { settings: { ...defaultSettings, payroll } },
  });
  expect(saved.status()).toBe(200);
  await createEmployee(api, managerToken, 'Rosa Park');
  const added = await api.post('/api/admin/shifts', {
    headers,
    data: {
      employeeId: '001',
      clockIn: atLocation(approved.startDate, 8),
      clockOut: atLocation(approved.startDate, 18),
    },
  });
  expect(added.status()).toBe(201);
  const approval = await api.post('/api/admin/timesheets/approve', {
    headers,
    data: { startDate: approved.startDate },
  });
  expect(approval.status()).toBe(200);

  await page.setViewportSize(desktop);
  await seedManagerToken(page, managerToken);
  await page.goto('/manager/timesheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  // Today's period is open: the manager adds Rosa's forgotten shift of the day before the approved period.
  await page.getByRole('button', { name: 'Add missed shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add Missed Shift' });
  await add.getByRole('combobox', { name: 'Employee' }).fill('rosa');
  await add.getByRole('combobox', { name: 'Employee' }).press('Enter');
  await fillDateTime(add, 'Clock-in', `${dayBefore}T09:00`);
  await fillDateTime(add, 'Clock-out', `${dayBefore}T17:00`);
  await add.getByRole('button', { name: 'Save' }).click();

  const sameYear = approved.startDate.slice(0, 4) === approved.endDate.slice(0, 4);
  const period = `${inWords(approved.startDate, !sameYear)} – ${inWords(approved.endDate, true)}`;
  await expect(
    page.getByText(`The pay period ${period} is approved. Reopen it to change this shift.`).first(),
  ).toBeVisible();
  await snapshotAtBothSizes(page, 'approved-weeks-refused');

  // Nothing was added: the approved period's figures are as approved.
  const sheet = await api.get(`/api/admin/timesheets?date=${approved.startDate}`, { headers });
  const body = (await sheet.json()) as { employees: { totalHours: number }[]; approval: unknown };
  expect(body.approval).not.toBeNull();
  expect(body.employees.map((employee) => employee.totalHours)).toEqual([10]);
  const before = await api.get(`/api/admin/timesheets?date=${dayBefore}`, { headers });
  expect(((await before.json()) as { totals: { totalHours: number } }).totals.totalHours).toBe(0);
});
