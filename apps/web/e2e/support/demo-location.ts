import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ActiveLocation, createActiveLocation, loginToken } from './api.ts';
import { defaultSettings } from './default-settings.ts';
import { wallClock } from './zones.ts';

/**
 * The first location of `npm run demo` (apps/server/src/demo/demo-data.ts), built through the API:
 * its 25 employees by name (the last one removed, as the demo has one inactive), each working about
 * four days in seven on the demo's shift patterns: the past week's shifts punched, this week's and
 * the next's scheduled, and three employees at work now. A dashboard of real size for a phone.
 */
export const demoNames = [
  'Priya Ito',
  'Wen Nguyen',
  'Elena Kowalski',
  'Hana Moreau',
  'Wen Jensen',
  'Gus Silva',
  'Tomás García',
  'Farah Kowalski',
  'Rosa Moreau',
  'Ana Jensen',
  'Viktor Bauer',
  'Priya Adams',
  'Gus Bauer',
  'Elena Patel',
  'Nia Adams',
  'Elena Rossi',
  'Mateo Rossi',
  'Ivan Ito',
  'Ana Bauer',
  'Omar Lopez',
  'Gus Moreau',
  'Farah García',
  'Tomás Silva',
  'Nia Eriksen',
  'Hana Fischer',
] as const;

/** The demo's employees still at work (all but the last, who left). */
export const activeDemoNames = demoNames.slice(0, -1);

/** The demo's day patterns: local start hour and length in hours. */
const PATTERNS = [
  { start: 7, hours: 8 },
  { start: 9, hours: 6 },
  { start: 15, hours: 8 },
  { start: 22, hours: 8 },
];
const ZONE = 'Europe/Paris';

export type DemoLocation = { location: ActiveLocation; managerToken: string; kioskToken: string };

async function call(api: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const response = await api.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function atLocation(day: string, hour: number): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, hour, 0, ZONE).getTime();
}

export async function createDemoLocation(api: APIRequestContext, language = 'en'): Promise<DemoLocation> {
  const location = await createActiveLocation(api, { locationName: 'Harbour Street', timezone: ZONE });
  const managerToken = await loginToken(api, location, 'manager');
  const kioskToken = await loginToken(api, location, 'location');
  await setDemoLanguage(api, managerToken, language);
  await call(api, managerToken, 'POST', '/api/admin/employees/bulk', { names: demoNames });
  await call(
    api,
    managerToken,
    'DELETE',
    `/api/admin/employees/${String(demoNames.length).padStart(3, '0')}`,
  );

  const now = Date.now();
  const today = wallClock(now, ZONE).day;
  for (const [index] of activeDemoNames.entries()) {
    const employeeId = String(index + 1).padStart(3, '0');
    for (let day = -7; day <= 13; day++) {
      if ((index + day + 70) % 7 >= 4) continue;
      const pattern = PATTERNS[
        (index + Math.floor((day + 70) / 7)) % PATTERNS.length
      ] as (typeof PATTERNS)[0];
      const start = atLocation(addDays(today, day), pattern.start);
      const end = start + pattern.hours * 3_600_000;
      if (end <= now) {
        await call(api, managerToken, 'POST', '/api/admin/shifts', {
          employeeId,
          clockIn: new Date(start).toISOString(),
          clockOut: new Date(end).toISOString(),
          reason: 'Paper timesheet',
        });
      } else if (day >= 0) {
        await call(api, managerToken, 'POST', '/api/admin/scheduled-shifts', {
          employeeId,
          scheduledStart: new Date(start).toISOString(),
          scheduledEnd: new Date(end).toISOString(),
          notes: '',
        });
      }
    }
  }
  for (const employeeId of ['003', '010', '017']) {
    await call(api, kioskToken, 'POST', '/api/shift/clock-in', { employeeId });
  }
  return { location, managerToken, kioskToken };
}

/** Payroll settings to change, by name (docs/api.md, the location's settings). */
export type DemoPayroll = Record<string, number | boolean | string | null>;

/**
 * Every screen of the location in `language` (its setting), with the demo's week (every day, from
 * 07:00 to 06:00) and its payroll rules, or others given.
 */
export async function setDemoLanguage(
  api: APIRequestContext,
  managerToken: string,
  language: string,
  payroll: DemoPayroll = {},
) {
  await call(api, managerToken, 'PUT', '/api/admin/location-settings', {
    settings: {
      ...defaultSettings,
      language,
      payroll: { ...defaultSettings.payroll, ...payroll },
      weekLayout: { startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' },
    },
  });
}
