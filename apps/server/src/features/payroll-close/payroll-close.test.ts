import { createHash } from 'node:crypto';
import { DEFAULT_PAY_CODES, defaultPayrollCloseSettings } from '@shiftclock/contract/payroll-close';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

/**
 * The owner's payroll close (docs/api.md, "Payroll close"): settings, the checks before closing, the
 * close that answers the provider's file and records it, and an export outdated by a reopen. Every
 * call goes through the HTTP routes; shifts are added by each location's manager.
 */

/** The app's clock: Thursday 2026-12-10, 12:00 UTC. The week of Monday 2026-11-30 is the period. */
const NOW = Date.parse('2026-12-10T12:00:00Z');
const ZONE = 'America/Los_Angeles';
const PERIOD = { startDate: '2026-11-30', endDate: '2026-12-06' };

const app = testAppAt(NOW);
const call = (...args: Parameters<typeof app.call>) => app.call(...args);

async function ownerToken(org: { email: string; password: string }) {
  const res = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The close as a client downloads it: raw bytes and headers (the file is not JSON). */
async function close(token: string, body: object) {
  const res = await app.t.app.inject({
    method: 'POST',
    url: '/api/organization/payroll/close',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = res.rawPayload;
  const json = String(res.headers['content-type']).includes('json') ? JSON.parse(res.body) : undefined;
  return { status: res.statusCode, headers: res.headers, bytes, json };
}

/**
 * Ann works at Harbour (her first row) and, as the same person, at Pier; Ben only at Harbour. No
 * payroll ID is set; nothing is approved.
 */
async function twoSites() {
  const org = await createOrganization(app.t.db);
  const a = await createLocation(app.t.db, org.organization.id, { timezone: ZONE, name: 'Harbour' });
  const b = await createLocation(app.t.db, org.organization.id, { timezone: ZONE, name: 'Pier' });
  const ann = await createEmployee(app.t.db, a.location.id, '001', { name: 'Ann' });
  await createEmployee(app.t.db, b.location.id, '001', {
    personId: ann.personId,
    createdAt: new Date(+ann.createdAt + 60_000),
  });
  const ben = await createEmployee(app.t.db, a.location.id, '002', { name: 'Ben' });
  const site = async (loc: typeof a) => {
    const token = await loginAs(app.call, loc, 'manager');
    return {
      code: loc.code,
      locationId: loc.location.id,
      token,
      /** Add Missed Shift: local times (-08:00) of a day of the period. */
      add: async (employeeId: string, day: string, from: string, to: string) => {
        const res = await call({
          method: 'POST',
          url: '/api/admin/shifts',
          token,
          body: {
            employeeId,
            clockIn: `2026-${day}T${from}:00-08:00`,
            clockOut: `2026-${day}T${to}:00-08:00`,
          },
        });
        expect(res.status).toBe(201);
      },
      approve: async () => {
        const res = await call({
          method: 'POST',
          url: '/api/admin/timesheets/approve',
          token,
          body: { startDate: PERIOD.startDate },
        });
        expect(res.status).toBe(200);
      },
      reopen: async () => {
        const res = await call({
          method: 'POST',
          url: '/api/admin/timesheets/reopen',
          token,
          body: { startDate: PERIOD.startDate },
        });
        expect(res.status).toBe(200);
      },
    };
  };
  const owner = await ownerToken(org);
  const overview = async (query = 'date=2026-12-02') => {
    const res = await call({ url: `/api/organization/payroll?${query}`, token: owner });
    expect(res.status).toBe(200);
    return res.body;
  };
  const setPayrollId = (personId: string, id: string) =>
    app.t.db.execute(sql`update people set payroll_id = ${id} where id = ${personId}`);
  return { org, ann, ben, a: await site(a), b: await site(b), owner, overview, setPayrollId };
}

/** ADP's company code and batch, which its preset needs. */
async function saveAdpCompany(owner: string) {
  const settings = defaultPayrollCloseSettings();
  settings.company.adpWorkforceNow = {
    ...settings.company.adpWorkforceNow,
    companyCode: 'XYZ',
    batchId: '4711',
  };
  const res = await call({
    method: 'PUT',
    url: '/api/organization/payroll/settings',
    token: owner,
    body: settings,
  });
  expect(res.status).toBe(200);
}

describe('payroll settings', () => {
  it('answer the defaults until saved, with DATEV first where the first location reads German', async () => {
    const w = await twoSites();
    const res = await call({ url: '/api/organization/payroll/settings', token: w.owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaultPayrollCloseSettings('adpWorkforceNow'));
    expect(res.body.payCodes.datevLodas).toEqual(DEFAULT_PAY_CODES.datevLodas);

    await app.t.db.execute(
      sql`update locations set settings = ${JSON.stringify({ ...DEFAULT_SETTINGS, language: 'de' })}::jsonb
          where id = ${w.a.locationId}`,
    );
    const german = await call({ url: '/api/organization/payroll/settings', token: w.owner });
    expect(german.body.provider).toBe('datevLodas');
  });

  it('saves valid settings, refuses an invalid one (400) leaving the saved ones, and gives a later kind its default', async () => {
    const w = await twoSites();
    const url = '/api/organization/payroll/settings';
    const mine = defaultPayrollCloseSettings('gusto');
    mine.payCodes.gusto = { ...mine.payCodes.gusto, overtime: 'OT 1.5' };
    const saved = await call({ method: 'PUT', url, token: w.owner, body: mine });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...mine, message: 'Payroll settings saved' });

    const tooLong = structuredClone(mine);
    tooLong.payCodes.gusto.regular = 'R'.repeat(21);
    const refused = await call({ method: 'PUT', url, token: w.owner, body: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/at most 20 characters/);
    const unknown = await call({ method: 'PUT', url, token: w.owner, body: { ...mine, provider: 'sage' } });
    expect(unknown.status).toBe(400);
    expect((await call({ url, token: w.owner })).body).toEqual(mine);

    // Saved before paid time off had a code: read back, it gets the provider's default.
    await app.t.db.execute(
      sql`update organizations set payroll_close_settings = payroll_close_settings #- '{payCodes,gusto,paidTimeOff}'
          where id = ${w.org.organization.id}`,
    );
    const read = await call({ url, token: w.owner });
    expect(read.body.payCodes.gusto).toEqual({ ...mine.payCodes.gusto, paidTimeOff: 'Paid time off' });
  });

  it('are the owner’s only: 401 without a token, 403 for a manager', async () => {
    const w = await twoSites();
    for (const [method, url] of [
      ['GET', '/api/organization/payroll/settings'],
      ['PUT', '/api/organization/payroll/settings'],
      ['GET', '/api/organization/payroll'],
      ['POST', '/api/organization/payroll/close'],
    ] as const) {
      const body = method === 'GET' ? undefined : { date: '2026-12-02', provider: 'gusto' };
      expect((await call({ method, url, body })).status, url).toBe(401);
      expect((await call({ method, url, body, token: w.a.token })).status, url).toBe(403);
    }
  });
});

describe('checking and closing a pay period', () => {
  it('lists a missing payroll ID and the unapproved locations, refuses the close (409), closes once fixed', async () => {
    const w = await twoSites();
    await w.a.add('001', '11-30', '08:00', '16:00');
    await w.b.add('001', '12-01', '08:00', '12:00');
    await w.a.add('002', '12-02', '09:00', '13:00');
    await w.setPayrollId(w.ben.personId, 'B-2');

    const before = await w.overview();
    expect(before.period).toMatchObject(PERIOD);
    expect(before.provider).toBe('adpWorkforceNow');
    expect(before.checks).toEqual([
      { kind: 'missingPayrollId', blocking: true, people: [{ id: w.ann.personId, name: 'Ann' }] },
      { kind: 'missingCompanyField', blocking: true, fields: ['companyCode', 'batchId'] },
      {
        kind: 'unapprovedLocations',
        blocking: true,
        locations: [
          { id: w.a.code, name: 'Harbour' },
          { id: w.b.code, name: 'Pier' },
        ],
      },
    ]);
    expect(before.exports).toEqual([]);
    // Gusto needs no company numbers.
    expect(
      (await w.overview('date=2026-12-02&provider=gusto')).checks.map((c: { kind: string }) => c.kind),
    ).toEqual(['missingPayrollId', 'unapprovedLocations']);

    const refused = await close(w.owner, { date: '2026-12-02', provider: 'adpWorkforceNow' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('PAYROLL_NOT_READY');
    expect(refused.json.message).toBe('No payroll ID for Ann: set it on the People screen');
    expect(refused.json.checks).toEqual(before.checks);

    await w.setPayrollId(w.ann.personId, '000123');
    await saveAdpCompany(w.owner);
    await w.a.approve();
    const halfway = await close(w.owner, { date: '2026-12-02', provider: 'adpWorkforceNow' });
    expect(halfway.status).toBe(409);
    expect(halfway.json.message).toBe('The pay period is not approved at Pier');
    expect(
      await app.t.db.execute(
        sql`select 1 from payroll_exports where organization_id = ${w.org.organization.id}`,
      ),
    ).toHaveProperty('rows', []);

    await w.b.approve();
    expect((await w.overview()).checks).toEqual([]);
    const closed = await close(w.owner, { date: '2026-12-02', provider: 'adpWorkforceNow' });
    expect(closed.status).toBe(200);
    expect(closed.headers['content-disposition']).toBe(
      'attachment; filename="payroll-adpWorkforceNow-2026-11-30_2026-12-06.csv"',
    );
    expect(closed.headers['cache-control']).toBe('no-store');
    expect(String(closed.headers['content-type'])).toMatch(/^text\/csv/);
    const text = closed.bytes.toString('utf8');
    expect(text).toContain('000123');
    expect(text).toContain('B-2');

    const after = await w.overview();
    expect(after.exports).toEqual([
      {
        id: expect.any(String),
        provider: 'adpWorkforceNow',
        fileName: 'payroll-adpWorkforceNow-2026-11-30_2026-12-06.csv',
        sha256: createHash('sha256').update(closed.bytes).digest('hex'),
        exportedBy: w.org.email,
        exportedAt: new Date(NOW).toISOString(),
        outdated: false,
      },
    ]);
    // Another period has none.
    expect((await w.overview('date=2026-12-09')).exports).toEqual([]);
  });

  it('marks an export outdated once a location reopens and approves the period again, until exported anew', async () => {
    const w = await twoSites();
    await w.a.add('002', '12-02', '09:00', '13:00');
    await w.setPayrollId(w.ben.personId, 'B-2');
    await w.a.approve();
    await w.b.approve();
    expect((await close(w.owner, { date: '2026-12-02', provider: 'gusto' })).status).toBe(200);

    await w.a.reopen();
    // While reopened, the close is refused and the export still stands as it was.
    expect((await w.overview()).exports.map((e: { outdated: boolean }) => e.outdated)).toEqual([true]);
    expect((await close(w.owner, { date: '2026-12-02', provider: 'gusto' })).status).toBe(409);
    await w.a.add('002', '12-03', '09:00', '11:00');
    await w.a.approve();
    expect((await w.overview()).exports.map((e: { outdated: boolean }) => e.outdated)).toEqual([true]);

    expect((await close(w.owner, { date: '2026-12-02', provider: 'gusto' })).status).toBe(200);
    const exports = (await w.overview()).exports;
    expect(exports.map((e: { outdated: boolean }) => e.outdated)).toEqual([false, true]);
  });

  it('waits for a reopen under way, then refuses: the database settles a close racing a reopen', async () => {
    const w = await twoSites();
    await w.a.add('002', '12-02', '09:00', '13:00');
    await w.setPayrollId(w.ben.personId, 'B-2');
    await w.a.approve();
    await w.b.approve();
    // A reopen at Harbour half-way: its approval row deleted, not yet committed.
    const reopening = await app.t.pool.connect();
    try {
      await reopening.query('begin');
      await reopening.query('delete from pay_period_approvals where location_id = $1 and start_date = $2', [
        w.a.locationId,
        PERIOD.startDate,
      ]);
      let settled = false;
      const closing = close(w.owner, { date: '2026-12-02', provider: 'gusto' }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await reopening.query('commit');
      const res = await closing;
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('The pay period is not approved at Harbour');
    } finally {
      reopening.release();
    }
    expect((await w.overview()).exports).toEqual([]);
  });

  it('counts an unfilled open shift of the period without blocking the close', async () => {
    const w = await twoSites();
    await w.a.add('002', '12-02', '09:00', '13:00');
    await w.setPayrollId(w.ben.personId, 'B-2');
    await app.t.db.execute(
      sql`insert into open_shifts (location_id, scheduled_start, scheduled_end, posted_by)
          values (${w.b.locationId}, '2026-12-04T16:00:00Z', '2026-12-04T22:00:00Z', 'Manager')`,
    );
    await w.a.approve();
    await w.b.approve();
    expect((await w.overview('date=2026-12-02&provider=gusto')).checks).toEqual([
      { kind: 'openShifts', blocking: false, count: 1 },
    ]);
    expect((await close(w.owner, { date: '2026-12-02', provider: 'gusto' })).status).toBe(200);
  });

  it('refuses a body that is not a day and a provider (400)', async () => {
    const w = await twoSites();
    for (const body of [
      { date: '2026-02-30', provider: 'gusto' },
      { date: '2026-12-02', provider: 'sage' },
      {},
    ]) {
      const res = await close(w.owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the worked example of docs/api.md, "Payroll close"', () => {
  it("Ann's 30 h at Harbour and 15 h at Pier are 40 REG + 5 OT (FLSA, 29 U.S.C. §207) in one person's ADP rows", async () => {
    const w = await twoSites();
    await w.setPayrollId(w.ann.personId, '000123');
    for (const day of ['11-30', '12-01', '12-02']) await w.a.add('001', day, '08:00', '18:00');
    await w.b.add('001', '12-03', '08:00', '16:00');
    await w.b.add('001', '12-04', '08:00', '15:00');
    await w.a.approve();
    await w.b.approve();
    await saveAdpCompany(w.owner);

    // The organization timesheet: 30 regular at Harbour; at Pier 10 regular, then the 5 past 40 in
    // the workweek as overtime; 40 + 5 for the person.
    const sheet = (await call({ url: '/api/organization/timesheet?date=2026-12-02', token: w.owner })).body;
    const ann = sheet.people[0];
    const split = (row: { regularHours: number; overtimeHours: number }) => [
      row.regularHours,
      row.overtimeHours,
    ];
    expect(ann.locations.map(split)).toEqual([
      [30, 0],
      [10, 5],
    ]);
    expect(split(ann.total)).toEqual([40, 5]);

    const closed = await close(w.owner, { date: '2026-12-02', provider: 'adpWorkforceNow' });
    expect(closed.status).toBe(200);
    expect(closed.bytes.toString('utf8')).toBe(
      'Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount\r\n' +
        'XYZ,4711,000123,40.00,,,\r\n' +
        'XYZ,4711,000123,,5.00,,\r\n',
    );
  });
});
