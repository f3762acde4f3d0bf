import { createHash } from 'node:crypto';
import { recordsManifestSchema } from '@shiftclock/contract/records';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';
import { freshIp } from '../../../test/route-world.ts';
import { PAGE_ROWS } from './records-export.repository.ts';

// Friday 20 March 2026, noon UTC: March's first weeks are past, the last days still to come.
const clock = Date.parse('2026-03-20T12:00:00Z');
const app = testAppAt(clock);

const MARCH = 'from=2026-03-01&to=2026-03-31';

async function ownerToken(email: string, password: string) {
  const res = await app.call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email, password, accountType: 'orgAdmin' },
    ip: freshIp(),
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/**
 * An organization with Paris (Ann 001, Bo 002) and New York (Cy 001), the owner's and managers'
 * tokens. Ann's shift of 2 March is corrected with breaks and a reason; New York has a shift that
 * began on 28 February on its own clock (01:30Z on 1 March), which March leaves out.
 */
async function world() {
  const org = await createOrganization(app.t.db);
  const paris = await createLocation(app.t.db, org.organization.id, {
    timezone: 'Europe/Paris',
    name: 'Paris',
  });
  const york = await createLocation(app.t.db, org.organization.id, {
    timezone: 'America/New_York',
    name: 'New York',
  });
  const ann = await createEmployee(app.t.db, paris.location.id, '001', { name: 'Ann' });
  const bo = await createEmployee(app.t.db, paris.location.id, '002', { name: 'Bo' });
  const cy = await createEmployee(app.t.db, york.location.id, '001', { name: 'Cy' });
  await app.t.pool.query(`update people set payroll_id = 'P-ANN' where id = $1`, [ann.personId]);
  const managerParis = await loginAs(app.call, paris, 'manager');
  const managerYork = await loginAs(app.call, york, 'manager');

  const shift = async (locationId: string, employeeId: string, clockIn: string, clockOut: string) => {
    const { rows } = await app.t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, $3, $4) returning id`,
      [locationId, employeeId, clockIn, clockOut],
    );
    return rows[0].id as string;
  };
  const annCorrected = await shift(paris.location.id, ann.id, '2026-03-02T08:03:00Z', '2026-03-02T15:58:00Z');
  const annSecond = await shift(paris.location.id, ann.id, '2026-03-03T08:00:00Z', '2026-03-03T12:00:00Z');
  const annFebruary = await shift(paris.location.id, ann.id, '2026-02-27T08:00:00Z', '2026-02-27T12:00:00Z');
  const boShift = await shift(paris.location.id, bo.id, '2026-03-04T09:00:00Z', '2026-03-04T13:00:00Z');
  const cyShift = await shift(york.location.id, cy.id, '2026-03-02T14:00:00Z', '2026-03-02T22:00:00Z');
  const cyFebruary = await shift(york.location.id, cy.id, '2026-03-01T01:30:00Z', '2026-03-01T04:30:00Z');

  const corrected = await app.call({
    method: 'PUT',
    url: `/api/admin/shifts/${annCorrected}`,
    token: managerParis,
    body: {
      clockIn: '2026-03-02T08:00:00Z',
      clockOut: '2026-03-02T16:00:00Z',
      breaks: [{ start: '2026-03-02T12:00:00Z', end: '2026-03-02T12:30:00Z', paid: false }],
      reason: '=Forgot to clock out, "late" bus',
    },
  });
  expect(corrected.status).toBe(200);

  return {
    org,
    paris,
    york,
    ann,
    bo,
    cy,
    managerParis,
    managerYork,
    shifts: { annCorrected, annSecond, annFebruary, boShift, cyShift, cyFebruary },
    owner: await ownerToken(org.email, org.password),
  };
}

type Archive = {
  files: Record<string, Uint8Array>;
  text: (name: string) => string;
  csv: (name: string) => Row[];
};
type Row = Record<string, string>;

async function exportOf(token: string, query: string) {
  return app.call({ url: `/api/organization/records/export?${query}`, token });
}

/** The answer's ZIP, unzipped: its files' bytes, their text, and each CSV's records by column name. */
async function archiveOf(token: string, query: string): Promise<Archive> {
  const res = await exportOf(token, query);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(res.body as Buffer));
  const text = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new Error(`${name} is not in the archive`);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  };
  return { files, text, csv: (name) => parse(text(name), { columns: true }) as Row[] };
}

const manifestOf = (archive: Archive) =>
  recordsManifestSchema.parse(JSON.parse(archive.text('manifest.json')));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('GET /api/organization/records/export', () => {
  it('answers a ZIP download no cache keeps, named for the range', async () => {
    const w = await world();
    const res = await exportOf(w.owner, MARCH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="records-2026-03-01_2026-03-31.zip"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("holds the CSV files and a manifest whose SHA-256s, bytes and rows are the files'", async () => {
    const w = await world();
    const archive = await archiveOf(w.owner, MARCH);
    const names = [
      'shifts.csv',
      'breaks.csv',
      'changes.csv',
      'approvals.csv',
      'schedules.csv',
      'publishes.csv',
    ];
    expect(Object.keys(archive.files).sort()).toEqual([...names, 'manifest.json'].sort());

    const manifest = manifestOf(archive);
    expect(manifest).toMatchObject({
      format: 'shiftclock-records',
      version: 1,
      organization: { id: w.org.organization.id, name: w.org.organization.name },
      range: { from: '2026-03-01', to: '2026-03-31' },
      locations: [w.paris.code, w.york.code],
      people: null,
      createdAt: new Date(clock).toISOString(),
    });
    expect(manifest.files.map((file) => file.name)).toEqual(names);
    for (const file of manifest.files) {
      const bytes = archive.files[file.name] as Uint8Array;
      expect(sha256(bytes), file.name).toBe(file.sha256);
      expect(bytes.length, file.name).toBe(file.bytes);
      expect(archive.csv(file.name).length, file.name).toBe(file.rows);
      // RFC 4180 line ends, no byte order mark.
      expect(archive.text(file.name).startsWith('\uFEFF')).toBe(false);
      expect(archive.text(file.name).endsWith('\r\n')).toBe(true);
    }
    // March on each location's clock: New York's shift of 28 February (01:30Z on 1 March) and
    // Paris's of 27 February are not in it.
    expect(archive.csv('shifts.csv').map((row) => row.shift_id)).toEqual([
      w.shifts.annCorrected,
      w.shifts.cyShift,
      w.shifts.annSecond,
      w.shifts.boShift,
    ]);
  });

  it("shifts.csv holds a corrected shift's original and corrected times, changes.csv who changed it and why", async () => {
    const w = await world();
    const archive = await archiveOf(w.owner, MARCH);
    const shift = archive.csv('shifts.csv').find((row) => row.shift_id === w.shifts.annCorrected);
    expect(shift).toMatchObject({
      location_id: w.paris.code,
      location_name: 'Paris',
      time_zone: 'Europe/Paris',
      person_id: w.ann.personId,
      person_name: 'Ann',
      employee_id: '001',
      payroll_id: 'P-ANN',
      clock_in_utc: '2026-03-02T08:00:00.000Z',
      clock_in_local: '2026-03-02T09:00:00+01:00',
      clock_out_utc: '2026-03-02T16:00:00.000Z',
      clock_out_local: '2026-03-02T17:00:00+01:00',
      original_clock_in_utc: '2026-03-02T08:03:00.000Z',
      original_clock_in_local: '2026-03-02T09:03:00+01:00',
      original_clock_out_utc: '2026-03-02T15:58:00.000Z',
      original_clock_out_local: '2026-03-02T16:58:00+01:00',
      corrected: 'yes',
      source: 'kiosk',
      auto_closed: 'no',
      awaiting_review: 'no',
    });
    // New York's local times carry its own offset.
    expect(archive.csv('shifts.csv').find((row) => row.shift_id === w.shifts.cyShift)).toMatchObject({
      clock_in_local: '2026-03-02T09:00:00-05:00',
      original_clock_in_utc: '2026-03-02T14:00:00.000Z',
      corrected: 'no',
    });

    const breaks = archive.csv('breaks.csv');
    expect(breaks).toEqual([
      expect.objectContaining({
        shift_id: w.shifts.annCorrected,
        location_id: w.paris.code,
        person_id: w.ann.personId,
        start_utc: '2026-03-02T12:00:00.000Z',
        end_local: '2026-03-02T13:30:00+01:00',
        paid: 'no',
      }),
    ]);

    const changes = archive.csv('changes.csv').filter((row) => row.shift_id === w.shifts.annCorrected);
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'correct',
        by: 'Manager',
        person_id: w.ann.personId,
        before_clock_in_utc: '2026-03-02T08:03:00.000Z',
        before_clock_out_utc: '2026-03-02T15:58:00.000Z',
        after_clock_in_utc: '2026-03-02T08:00:00.000Z',
        after_clock_out_utc: '2026-03-02T16:00:00.000Z',
        after_breaks: '2026-03-02T12:00:00.000Z/2026-03-02T12:30:00.000Z unpaid',
        // The CSV-injection rule of the timesheet export: a cell starting with = is shown as text.
        reason: `'=Forgot to clock out, "late" bus`,
      }),
    ]);
  });

  it('keeps approvals with their reopenings, and the schedule with drafts, removals and its publishes', async () => {
    const w = await world();
    const approve = (path: 'approve' | 'reopen') =>
      app.call({
        method: 'POST',
        url: `/api/admin/timesheets/${path}`,
        token: w.managerParis,
        body: { startDate: '2026-03-02' },
      });
    expect((await approve('approve')).status).toBe(200);
    expect((await approve('reopen')).status).toBe(200);
    expect((await approve('approve')).status).toBe(200);

    const schedule = async (start: string, end: string) => {
      const res = await app.call({
        method: 'POST',
        url: '/api/admin/scheduled-shifts',
        token: w.managerParis,
        body: { employeeId: '001', scheduledStart: start, scheduledEnd: end },
      });
      expect(res.status).toBe(201);
      return res.body.scheduledShift.id as string;
    };
    const publish = async () => {
      const res = await app.call({
        method: 'POST',
        url: '/api/admin/schedule/publish',
        token: w.managerParis,
        body: { startDate: '2026-03-23', endDate: '2026-03-29' },
      });
      expect(res.status).toBe(200);
    };
    const remove = async (id: string) => {
      const res = await app.call({
        method: 'DELETE',
        url: `/api/admin/scheduled-shifts/${id}`,
        token: w.managerParis,
      });
      expect(res.status).toBe(200);
    };
    const kept = await schedule('2026-03-23T08:00:00Z', '2026-03-23T16:00:00Z');
    const moved = await schedule('2026-03-24T08:00:00Z', '2026-03-24T16:00:00Z');
    const dropped = await schedule('2026-03-25T08:00:00Z', '2026-03-25T16:00:00Z');
    const pending = await schedule('2026-03-26T08:00:00Z', '2026-03-26T16:00:00Z');
    await publish();
    // The removal is published: the shift's row goes, its removal stays.
    await remove(dropped);
    await publish();
    // Changed and deleted after the last publish, and one never published.
    const move = await app.call({
      method: 'PUT',
      url: `/api/admin/scheduled-shifts/${moved}`,
      token: w.managerParis,
      body: { scheduledStart: '2026-03-24T10:00:00Z', scheduledEnd: '2026-03-24T18:00:00Z' },
    });
    expect(move.status).toBe(200);
    await remove(pending);
    const draft = await schedule('2026-03-27T08:00:00Z', '2026-03-27T16:00:00Z');

    const archive = await archiveOf(w.owner, MARCH);
    expect(
      archive.csv('approvals.csv').map((row) => [row.location_id, row.period_start, row.event, row.in_force]),
    ).toEqual([
      [w.paris.code, '2026-03-02', 'approved', 'no'],
      [w.paris.code, '2026-03-02', 'reopened', 'no'],
      [w.paris.code, '2026-03-02', 'approved', 'yes'],
    ]);
    // The audit trail holds them too, in the order they were made.
    expect(
      archive
        .csv('changes.csv')
        .filter((row) => row.period_start)
        .map((row) => row.action),
    ).toEqual(['approve', 'reopen', 'approve']);

    const schedules = archive
      .csv('schedules.csv')
      .map((row) => [row.scheduled_shift_id, row.status, row.start_utc, row.published_start_utc]);
    expect(schedules).toEqual([
      [kept, 'published', '2026-03-23T08:00:00.000Z', '2026-03-23T08:00:00.000Z'],
      [moved, 'changed', '2026-03-24T10:00:00.000Z', '2026-03-24T08:00:00.000Z'],
      ['', 'removed', '2026-03-25T08:00:00.000Z', '2026-03-25T08:00:00.000Z'],
      [pending, 'removal-unpublished', '2026-03-26T08:00:00.000Z', '2026-03-26T08:00:00.000Z'],
      [draft, 'draft', '2026-03-27T08:00:00.000Z', ''],
    ]);
    expect(
      archive
        .csv('publishes.csv')
        .map((row) => [row.location_id, row.first_day, row.last_day, row.added, row.removed]),
    ).toEqual([
      [w.paris.code, '2026-03-23', '2026-03-29', '4', '0'],
      [w.paris.code, '2026-03-23', '2026-03-29', '0', '1'],
    ]);
  });

  it('reads past a page of rows: every shift once, in order, equal clock-ins and microseconds included', async () => {
    const org = await createOrganization(app.t.db);
    const paris = await createLocation(app.t.db, org.organization.id, { timezone: 'Europe/Paris' });
    const staff = await Promise.all(
      ['001', '002', '003'].map((code) => createEmployee(app.t.db, paris.location.id, code)),
    );
    // 3 people × 700 slots = 2,100 shifts, more than a page (PAGE_ROWS); each slot's three share
    // their clock-in to the microsecond, which a JavaScript Date could not hold.
    const { rows } = await app.t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in, clock_out)
       select $1, e, t, t + interval '30 minutes'
         from unnest($2::uuid[]) e,
              generate_series(0, 699) slot,
              lateral (select timestamptz '2026-03-01 10:00:00.123456+00' + slot * interval '50 minutes' as t) at
       returning id, clock_in`,
      [paris.location.id, staff.map((employee) => employee.id)],
    );
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    const expected = [...rows]
      .sort((a, b) => a.clock_in - b.clock_in || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((row) => row.id);

    const archive = await archiveOf(await ownerToken(org.email, org.password), MARCH);
    expect(archive.csv('shifts.csv').map((row) => row.shift_id)).toEqual(expected);
    expect(manifestOf(archive).files.find((file) => file.name === 'shifts.csv')?.rows).toBe(2100);
  });

  it("quotes the chain's head: the verified chain's last entry, still in it with its hash after later changes", async () => {
    const w = await world();
    const verify = async () => {
      const res = await app.call({ url: '/api/organization/records/verify', token: w.owner });
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(true);
      return res.body.head as { seq: number; at: string; hash: string };
    };
    const { chainHead } = manifestOf(await archiveOf(w.owner, MARCH));
    expect(chainHead).not.toBeNull();
    expect(chainHead).toEqual(await verify());

    // A correction made after the export moves the head on; the quoted entry stays as it was.
    const later = await app.call({
      method: 'PUT',
      url: `/api/admin/shifts/${w.shifts.annSecond}`,
      token: w.managerParis,
      body: { clockIn: '2026-03-03T08:00:00Z', clockOut: '2026-03-03T12:30:00Z', reason: 'Stayed late' },
    });
    expect(later.status).toBe(200);
    expect((await verify()).seq).toBeGreaterThan(chainHead?.seq ?? Number.POSITIVE_INFINITY);
    const { rows } = await app.t.pool.query(
      'select hash from record_chain where organization_id = $1 and seq = $2',
      [w.org.organization.id, chainHead?.seq],
    );
    expect(rows).toEqual([{ hash: chainHead?.hash }]);
  });

  it("keeps only a location's records, or a person's, and says so in the manifest", async () => {
    const w = await world();
    const york = await archiveOf(w.owner, `${MARCH}&locations=${w.york.code.toLowerCase()}`);
    expect(manifestOf(york)).toMatchObject({ locations: [w.york.code], people: null });
    expect(york.csv('shifts.csv').map((row) => row.shift_id)).toEqual([w.shifts.cyShift]);
    expect(york.csv('breaks.csv')).toEqual([]);
    expect(york.csv('changes.csv')).toEqual([]);

    const ann = await archiveOf(w.owner, `${MARCH}&people=${w.ann.personId}`);
    expect(manifestOf(ann)).toMatchObject({ locations: [w.paris.code], people: [w.ann.personId] });
    expect(ann.csv('shifts.csv').map((row) => row.shift_id)).toEqual([
      w.shifts.annCorrected,
      w.shifts.annSecond,
    ]);
    expect(new Set(ann.csv('changes.csv').map((row) => row.person_id))).toEqual(new Set([w.ann.personId]));

    // Both filters: Ann at New York, where she never worked, has no rows.
    const none = await archiveOf(w.owner, `${MARCH}&locations=${w.york.code}&people=${w.ann.personId}`);
    expect(none.csv('shifts.csv')).toEqual([]);
    for (const file of manifestOf(none).files) expect(file.rows, file.name).toBe(0);
  });

  it('refuses a range backwards or over 5 years, and names unknown locations and people (400)', async () => {
    const w = await world();
    const other = await createOrganization(app.t.db);
    const elsewhere = await createLocation(app.t.db, other.organization.id);
    const stranger = await createEmployee(app.t.db, elsewhere.location.id, '001');

    const backwards = await exportOf(w.owner, 'from=2026-03-31&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      message: 'The end date must be on or after the start date',
      code: 'RECORDS_RANGE_REVERSED',
      errors: [{ path: 'to' }],
    });

    expect((await exportOf(w.owner, 'from=2021-01-01&to=2025-12-31')).status).toBe(200);
    const tooLong = await exportOf(w.owner, 'from=2021-01-01&to=2026-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      message: 'An export covers at most 5 years: split the range',
      code: 'RECORDS_EXPORT_TOO_LONG',
    });

    expect((await exportOf(w.owner, 'from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await exportOf(w.owner, 'to=2026-03-01')).status).toBe(400);

    // Another organization's location is as unknown as one that does not exist.
    const unknownLocations = await exportOf(
      w.owner,
      `${MARCH}&locations=${w.paris.code},ZZZZZZ,${elsewhere.code}`,
    );
    expect(unknownLocations.status).toBe(400);
    expect(unknownLocations.body).toMatchObject({
      message: `Unknown location IDs: ZZZZZZ, ${elsewhere.code}`,
      code: 'UNKNOWN_LOCATIONS',
      errors: [{ path: 'locations' }],
    });

    const unknownPeople = await exportOf(
      w.owner,
      `${MARCH}&people=${w.ann.personId},${stranger.personId},nobody`,
    );
    expect(unknownPeople.status).toBe(400);
    expect(unknownPeople.body).toMatchObject({
      message: `Unknown person IDs: ${stranger.personId}, nobody`,
      code: 'UNKNOWN_PEOPLE',
      errors: [{ path: 'people' }],
    });
  });

  it("is the owner's alone: 401 without a token, 403 for a manager, another owner sees only their own", async () => {
    const w = await world();
    expect((await exportOf('', MARCH)).status).toBe(401);
    expect((await exportOf(w.managerParis, MARCH)).status).toBe(403);

    const other = await createOrganization(app.t.db);
    const theirs = await archiveOf(await ownerToken(other.email, other.password), MARCH);
    expect(manifestOf(theirs)).toMatchObject({ organization: { id: other.organization.id }, locations: [] });
    expect(theirs.csv('shifts.csv')).toEqual([]);
  });
});
