import {
  defaultPayrollCloseSettings,
  PAYROLL_PROVIDERS,
  type PayCodes,
  type PayrollProvider,
} from '@shiftclock/contract/payroll-close';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORDS, seedDemo } from '../../demo/demo-data.ts';
import { payrollLines } from './payroll-lines.ts';
import { gustoHoursColumn } from './presets/gusto.ts';
import { decodeWindows1252 } from './presets/windows-1252.ts';

/**
 * Each file's totals equal the organization-wide timesheet for the demo data (docs/decisions/0204-payroll-exports.md): the demo's
 * three locations approve a pay period, every person gets a payroll ID, and the owner closes it with
 * each of the five presets. Each file is read back in its own format (CSV columns, IIF's hours and
 * minutes, DATEV's decimal comma in Windows-1252): its hours per payroll ID and pay code are the
 * lines of the organization timesheet, and its total is the timesheet's regular + overtime + double
 * time + paid time off. Two demo people work at two locations, so the sums cross locations.
 */

const NOW = new Date('2026-11-20T15:00:00Z');
/** A day of the week before NOW's: Monday 2026-11-09 to Sunday 2026-11-15, every shift closed. */
const DATE = '2026-11-10';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let owner: string;

type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { columns: true });
const cents = (hours: number) => Math.round(hours * 100);

/** Hundredths of an hour per `payrollId|label` as the file states them. */
type Hours = Map<string, number>;
const add = (into: Hours, payrollId: string, label: string, hundredths: number) => {
  const key = `${payrollId}|${label}`;
  into.set(key, (into.get(key) ?? 0) + hundredths);
};
const fromDecimal = (text: string) => cents(Number(text.replace(',', '.')));

/** Each format read as its provider would: the hours it carries per person and earning. */
const READERS: Record<PayrollProvider, (bytes: Buffer) => Hours> = {
  adpWorkforceNow(bytes) {
    const hours: Hours = new Map();
    for (const row of parseCsv(bytes.toString('utf8'))) {
      const id = row['File #'] ?? '';
      if (row['Reg Hours']) add(hours, id, 'REG', fromDecimal(row['Reg Hours']));
      if (row['O/T Hours']) add(hours, id, 'OT', fromDecimal(row['O/T Hours']));
      if (row['Hours 3 Code']) add(hours, id, row['Hours 3 Code'], fromDecimal(row['Hours 3 Amount'] ?? ''));
    }
    return hours;
  },
  paychexFlex(bytes) {
    const hours: Hours = new Map();
    for (const row of parseCsv(bytes.toString('utf8')))
      add(hours, row['Worker ID'] ?? '', row['Pay Component'] ?? '', fromDecimal(row.Hours ?? ''));
    return hours;
  },
  gusto(bytes) {
    const hours: Hours = new Map();
    for (const row of parseCsv(bytes.toString('utf8')))
      for (const [column, value] of Object.entries(row))
        if (column.endsWith('_hours') && value !== '')
          add(hours, row.gusto_employee_id ?? '', column, fromDecimal(value));
    return hours;
  },
  quickbooksIif(bytes) {
    // TIMEACT rows: EMP, PITEM and DURATION as hours:minutes; a line longer than 23:59 is split.
    const minutes: Hours = new Map();
    const rows = decodeWindows1252(bytes)
      .split('\r\n')
      .map((line) => line.split('\t'));
    const head = rows.find((row) => row[0] === '!TIMEACT') ?? [];
    for (const row of rows.filter((r) => r[0] === 'TIMEACT')) {
      const cell = (name: string) => row[head.indexOf(name)] ?? '';
      const [h, m] = cell('DURATION').split(':').map(Number);
      add(minutes, cell('EMP'), cell('PITEM'), (h ?? 0) * 60 + (m ?? 0));
    }
    // Minutes to hundredths, once per person and item: the one rounding the preset undoes.
    return new Map([...minutes].map(([key, value]) => [key, cents(value / 60)]));
  },
  datevLodas(bytes) {
    // [Bewegungsdaten]: 1;period;Personalnummer;Lohnart;1;hours with a decimal comma;
    const hours: Hours = new Map();
    const text = decodeWindows1252(bytes);
    const data = text.slice(text.indexOf('[Bewegungsdaten]')).split('\r\n').slice(1);
    for (const line of data.filter((l) => l !== '')) {
      const [, , pnr = '', lohnart = '', , value = ''] = line.split(';');
      add(hours, pnr, lohnart, fromDecimal(value));
    }
    return hours;
  },
};

/** The label a file gives a pay code: its column for Gusto and ADP's own two, else the code. */
function labelOf(provider: PayrollProvider, code: string) {
  if (provider === 'gusto') return gustoHoursColumn(code);
  if (provider === 'adpWorkforceNow' && ['REG', 'OT'].includes(code.toUpperCase())) return code.toUpperCase();
  return code;
}

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => NOW });
  call = httpClient(t);
  const demo = await seedDemo(t.db, { now: NOW, employeesPerLocation: 6, weeksBack: 2, weeksAhead: 1 });
  for (const code of ['DEMPAR', 'DEMNYC', 'DEMLAX']) {
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: code, password: DEMO_PASSWORDS.manager, accountType: 'manager' },
    });
    const sheet = await call({ url: `/api/admin/timesheets?date=${DATE}`, token: login.body.token });
    const approved = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token: login.body.token,
      body: { startDate: sheet.body.period.startDate },
    });
    expect(approved.status, code).toBe(200);
  }
  await t.db.execute(
    sql`update people set payroll_id = 'D' || substr(md5(id::text), 1, 7) where organization_id = ${demo.organizationId}`,
  );
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'demo@shiftclock.local', password: DEMO_PASSWORDS.orgAdmin, accountType: 'orgAdmin' },
  });
  owner = login.body.token;
  const settings = defaultPayrollCloseSettings();
  for (const provider of PAYROLL_PROVIDERS)
    settings.company[provider] = {
      companyCode: 'DEM',
      batchId: '1120',
      clientId: '70012345',
      consultantNumber: '1234567',
      clientNumber: '12345',
    };
  const saved = await call({
    method: 'PUT',
    url: '/api/organization/payroll/settings',
    token: owner,
    body: settings,
  });
  expect(saved.status).toBe(200);
}, 180_000);
afterAll(() => t.close());

describe("the demo's payroll files", () => {
  it("each carry the organization timesheet's hours per person and code, and its totals", async () => {
    const sheet = (await call({ url: `/api/organization/timesheet?date=${DATE}`, token: owner })).body;
    const totals = sheet.totals;
    const timesheetTotal =
      cents(totals.regularHours) +
      cents(totals.overtimeHours) +
      cents(totals.doubleTimeHours) +
      cents(totals.paidTimeOffHours ?? 0);
    // The demo is not empty, has overtime, and has people whose hours come from two locations.
    expect(timesheetTotal).toBeGreaterThan(100 * 100);
    expect(totals.overtimeHours).toBeGreaterThan(0);
    expect(sheet.people.some((p: { locations: unknown[] }) => p.locations.length > 1)).toBe(true);
    expect((await call({ url: `/api/organization/payroll?date=${DATE}`, token: owner })).body.checks).toEqual(
      [],
    );

    const settings = (await call({ url: '/api/organization/payroll/settings', token: owner })).body;
    for (const provider of PAYROLL_PROVIDERS) {
      const codes: PayCodes = settings.payCodes[provider];
      const expected: Hours = new Map();
      for (const line of payrollLines(sheet, codes))
        add(expected, line.payrollId, labelOf(provider, line.code), cents(line.hours));

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organization/payroll/close',
        payload: { date: DATE, provider },
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(res.statusCode, provider).toBe(200);
      const inFile = READERS[provider](res.rawPayload);
      expect(Object.fromEntries(inFile), provider).toEqual(Object.fromEntries(expected));
      const fileTotal = [...inFile.values()].reduce((sum, hundredths) => sum + hundredths, 0);
      expect(fileTotal, provider).toBe(timesheetTotal);
    }

    const overview = (await call({ url: `/api/organization/payroll?date=${DATE}`, token: owner })).body;
    expect(overview.exports.map((e: { provider: string }) => e.provider).sort()).toEqual(
      [...PAYROLL_PROVIDERS].sort(),
    );
    expect(overview.exports.every((e: { outdated: boolean }) => !e.outdated)).toBe(true);
  });
});
