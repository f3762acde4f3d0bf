import { localDateTime } from '@shiftclock/contract/time/zoned-time';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';
import { fillTestApp, newYorkManager } from './fill-test-world.ts';

const app = fillTestApp();

const NY = 'America/New_York';
type Shift = {
  scheduledStart: string;
  scheduledEnd: string;
  employee: { employeeId: string };
  notes: string;
};
/** A shift as the location's clock shows it: '2026-11-02 09:00 → 2026-11-02 17:00'. */
const local = (s: { scheduledStart: string; scheduledEnd: string }) =>
  `${localDateTime(new Date(s.scheduledStart), NY)} → ${localDateTime(new Date(s.scheduledEnd), NY)}`;

const copy = (token: string, from: [string, string], to: string) =>
  app.call({
    method: 'POST',
    url: '/api/admin/scheduled-shifts/copy',
    token,
    body: { from: { startDate: from[0], endDate: from[1] }, to: { startDate: to } },
  });

async function storedOf(locationId: string) {
  const { rows } = await app.t.pool.query(
    `select s.scheduled_start, s.scheduled_end, s.notes, e.code, s.person_id = e.person_id as same_person
       from scheduled_shifts s join employees e on e.id = s.employee_id
      where s.location_id = $1 order by s.scheduled_start, e.code`,
    [locationId],
  );
  return rows as {
    scheduled_start: Date;
    scheduled_end: Date;
    notes: string;
    code: string;
    same_person: boolean;
  }[];
}

describe('copying a week', () => {
  it('copies a 25-person week to the next one at the same local times, and a second copy skips them all', async () => {
    const m = await newYorkManager(app);
    for (let n = 1; n <= 25; n++) {
      const person = await m.employee(String(n).padStart(3, '0'));
      // Monday to Friday of the week of 2026-11-09, 09:00-17:00 EST.
      for (let day = 9; day <= 13; day++)
        await m.schedule(person.id, `2026-11-${day}T14:00:00Z`, `2026-11-${day}T22:00:00Z`);
    }
    const res = await copy(m.token, ['2026-11-09', '2026-11-15'], '2026-11-16');
    expect(res.status).toBe(200);
    expect(res.body.created).toHaveLength(125);
    expect(res.body.skipped).toEqual([]);
    const next = (await storedOf(m.location.id)).filter(
      (row) => row.scheduled_start >= new Date('2026-11-16T05:00:00Z'),
    );
    expect(next).toHaveLength(125);
    expect(
      new Set(
        next.map((row) =>
          local({
            scheduledStart: row.scheduled_start.toISOString(),
            scheduledEnd: row.scheduled_end.toISOString(),
          }).slice(11, 16),
        ),
      ),
    ).toEqual(new Set(['09:00']));
    expect(next.every((row) => row.notes === 'usual' && row.same_person)).toBe(true);
    expect(local(res.body.created[0])).toBe('2026-11-16 09:00 → 2026-11-16 17:00');

    const again = await copy(m.token, ['2026-11-09', '2026-11-15'], '2026-11-16');
    expect(again.body.created).toEqual([]);
    expect(again.body.skipped).toHaveLength(125);
    expect(new Set(again.body.skipped.map((s: { reason: string }) => s.reason))).toEqual(
      new Set(['overlap']),
    );
    expect(await storedOf(m.location.id)).toHaveLength(250);
  });

  it('keeps 09:00 at 09:00 across the fall-back week (New York, 2026-11-01), overnight shifts keep their wall times', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const bo = await m.employee('002', { name: 'Bo' });
    // Week of Monday 2026-10-19: every day 09:00-17:00 EDT for Ann, Saturday night 22:00-06:00 for Bo.
    for (let day = 19; day <= 25; day++)
      await m.schedule(ann.id, `2026-10-${day}T13:00:00Z`, `2026-10-${day}T21:00:00Z`);
    await m.schedule(bo.id, '2026-10-25T02:00:00Z', '2026-10-25T10:00:00Z');
    const res = await copy(m.token, ['2026-10-19', '2026-10-25'], '2026-10-26');
    expect(res.status).toBe(200);
    const shifts: Shift[] = res.body.created;
    expect(shifts.filter((s) => s.employee.employeeId === '001').map(local)).toEqual([
      '2026-10-26 09:00 → 2026-10-26 17:00',
      '2026-10-27 09:00 → 2026-10-27 17:00',
      '2026-10-28 09:00 → 2026-10-28 17:00',
      '2026-10-29 09:00 → 2026-10-29 17:00',
      '2026-10-30 09:00 → 2026-10-30 17:00',
      '2026-10-31 09:00 → 2026-10-31 17:00',
      '2026-11-01 09:00 → 2026-11-01 17:00',
    ]);
    // Sunday is EST: 09:00 is 14:00Z, where the week before it was 13:00Z.
    expect(shifts.at(-1)?.scheduledStart).toBe('2026-11-01T14:00:00.000Z');
    const night = shifts.find((s) => s.employee.employeeId === '002');
    expect(night && local(night)).toBe('2026-10-31 22:00 → 2026-11-01 06:00');
    // Nine hours that night: the clock's 01:00-02:00 happens twice.
    expect(night && Date.parse(night.scheduledEnd) - Date.parse(night.scheduledStart)).toBe(9 * 3_600_000);
  });

  it('keeps wall times across the spring-forward week (2026-03-08); 02:30, which the clocks skip, becomes 03:30', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const bo = await m.employee('002', { name: 'Bo' });
    await m.schedule(ann.id, '2026-03-01T14:00:00Z', '2026-03-01T22:00:00Z'); // Sunday 09:00-17:00 EST
    await m.schedule(bo.id, '2026-03-01T07:30:00Z', '2026-03-01T11:00:00Z'); // Sunday 02:30-06:00 EST
    const res = await copy(m.token, ['2026-02-23', '2026-03-01'], '2026-03-02');
    expect(res.body.created.map(local)).toEqual([
      '2026-03-08 03:30 → 2026-03-08 06:00',
      '2026-03-08 09:00 → 2026-03-08 17:00',
    ]);
    expect(res.body.created[1].scheduledStart).toBe('2026-03-08T13:00:00.000Z');
  });

  it('copies one day to another, and lists what it skips: a shift here, busy elsewhere, inactive', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const bo = await m.employee('002', { name: 'Bo' });
    const cy = await m.employee('003', { name: 'Cy' });
    const dee = await m.employee('004', { name: 'Dee' });
    for (const e of [ann, bo, cy, dee])
      await m.schedule(e.id, '2026-11-10T14:00:00Z', '2026-11-10T22:00:00Z');
    // Ann already works Thursday afternoon here; Bo works at another location of the organization then.
    await m.schedule(ann.id, '2026-11-12T20:00:00Z', '2026-11-12T23:00:00Z');
    const annex = await createLocation(app.t.db, m.organization.id, { timezone: NY });
    const boThere = await app.t.pool.query(
      `insert into employees (location_id, person_id, code, name) values ($1, $2, '001', 'Bo') returning id`,
      [annex.location.id, bo.personId],
    );
    await m.schedule(boThere.rows[0].id, '2026-11-12T15:00:00Z', '2026-11-12T16:00:00Z', annex.location.id);
    await app.t.pool.query('update employees set is_active = false where id = $1', [cy.id]);

    const res = await copy(m.token, ['2026-11-10', '2026-11-10'], '2026-11-12');
    expect(res.status).toBe(200);
    expect(res.body.created.map((s: Shift) => s.employee.employeeId)).toEqual(['004']);
    expect(
      res.body.skipped.map((s: { employee: { name: string }; reason: string; scheduledStart: string }) => [
        s.employee.name,
        s.reason,
        s.scheduledStart,
      ]),
    ).toEqual([
      ['Ann', 'overlap', '2026-11-12T14:00:00.000Z'],
      ['Bo', 'busyElsewhere', '2026-11-12T14:00:00.000Z'],
      ['Cy', 'inactive', '2026-11-12T14:00:00.000Z'],
    ]);
    // The other location's shift is untouched and nothing of it is named.
    expect(JSON.stringify(res.body)).not.toContain(annex.location.id);
  });

  it('two copies at once create every shift exactly once', async () => {
    const m = await newYorkManager(app);
    for (let n = 1; n <= 10; n++) {
      const e = await m.employee(String(n).padStart(3, '0'));
      await m.schedule(e.id, '2026-11-10T14:00:00Z', '2026-11-10T22:00:00Z');
      await m.schedule(e.id, '2026-11-11T14:00:00Z', '2026-11-11T22:00:00Z');
    }
    const [a, b] = await Promise.all([
      copy(m.token, ['2026-11-09', '2026-11-15'], '2026-11-16'),
      copy(m.token, ['2026-11-09', '2026-11-15'], '2026-11-16'),
    ]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a.body.created.length + b.body.created.length).toBe(20);
    expect(a.body.skipped.length + b.body.skipped.length).toBe(20);
    const next = (await storedOf(m.location.id)).filter(
      (row) => row.scheduled_start >= new Date('2026-11-16T05:00:00Z'),
    );
    expect(next).toHaveLength(20);
    expect(new Set(next.map((row) => `${row.code} ${row.scheduled_start.toISOString()}`)).size).toBe(20);
  });

  it('refuses bad ranges with a 400 and changes nothing', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001');
    await m.schedule(ann.id, '2026-11-10T14:00:00Z', '2026-11-10T22:00:00Z');
    const cases: [[string, string], string, string][] = [
      [['2026-11-12', '2026-11-10'], '2026-11-16', 'The last day to copy must not be before the first'],
      [['2026-11-09', '2026-11-16'], '2026-11-23', 'Copy at most 7 days at a time'],
      [['2026-11-09', '2026-11-15'], '2026-11-12', 'The days to copy to must not overlap the days copied'],
      [['2026-11-09', '2026-11-15'], '2026-11-03', 'The days to copy to must not overlap the days copied'],
      [['2026-11-09', '2026-11-31'], '2026-11-16', 'This date does not exist'],
    ];
    for (const [from, to, message] of cases) {
      const res = await copy(m.token, from, to);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message.slice(0, 20));
    }
    expect(
      (await app.call({ method: 'POST', url: '/api/admin/scheduled-shifts/copy', token: m.token, body: {} }))
        .status,
    ).toBe(400);
    expect(await storedOf(m.location.id)).toHaveLength(1);
  });

  it('only a manager copies: the kiosk and the employee app are refused', async () => {
    const m = await newYorkManager(app);
    const kiosk = await loginAs(app.call, m, 'location');
    expect((await copy(kiosk, ['2026-11-09', '2026-11-15'], '2026-11-16')).status).toBe(403);
    expect((await copy('not.a.token', ['2026-11-09', '2026-11-15'], '2026-11-16')).status).toBe(401);
  });
});
