import { localDateTime } from '@shiftclock/contract/time/zoned-time';
import { describe, expect, it } from 'vitest';
import { employeeSignIn } from '../../../test/employee-session.ts';
import { fillTestApp, newYorkManager } from './fill-test-world.ts';

const app = fillTestApp();

const NY = 'America/New_York';
const local = (s: { scheduledStart: string; scheduledEnd: string }) =>
  `${localDateTime(new Date(s.scheduledStart), NY)} → ${localDateTime(new Date(s.scheduledEnd), NY)}`;
const countShifts = async (locationId: string) =>
  Number(
    (await app.t.pool.query('select count(*) from scheduled_shifts where location_id = $1', [locationId]))
      .rows[0].count,
  );

describe('week templates', () => {
  it('saves a week, lists it, applies it across the fall-back change at the same local times, and deletes it', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const bo = await m.employee('002', { name: 'Bo' });
    // The week of Monday 2026-10-12: Ann Monday 09:00-17:00, Bo Saturday night 22:00-06:00.
    await m.schedule(ann.id, '2026-10-12T13:00:00Z', '2026-10-12T21:00:00Z');
    await m.schedule(bo.id, '2026-10-18T02:00:00Z', '2026-10-18T10:00:00Z');
    const post = (body: object) =>
      app.call({ method: 'POST', url: '/api/admin/schedule-templates', token: m.token, body });

    const saved = await post({ name: '  Usual week ', fromWeekStart: '2026-10-12' });
    expect(saved.status).toBe(201);
    expect(saved.body.template).toMatchObject({ name: 'Usual week', shiftCount: 2 });
    expect(await post({ name: 'USUAL WEEK', fromWeekStart: '2026-10-12' })).toMatchObject({
      status: 409,
      body: { message: 'A template with this name already exists' },
    });
    const list = await app.call({ url: '/api/admin/schedule-templates', token: m.token });
    expect(
      list.body.templates.map((x: { name: string; shiftCount: number }) => [x.name, x.shiftCount]),
    ).toEqual([['Usual week', 2]]);

    const id = saved.body.template.id;
    const apply = (weekStart: string) =>
      app.call({
        method: 'POST',
        url: `/api/admin/schedule-templates/${id}/apply`,
        token: m.token,
        body: { weekStart },
      });
    const applied = await apply('2026-10-26');
    expect(applied.status).toBe(200);
    expect(applied.body.created.map(local)).toEqual([
      '2026-10-26 09:00 → 2026-10-26 17:00',
      '2026-10-31 22:00 → 2026-11-01 06:00',
    ]);
    expect(applied.body.skipped).toEqual([]);
    // Applied again: both listed, nothing doubled.
    const again = await apply('2026-10-26');
    expect(again.body.skipped.map((s: { reason: string }) => s.reason)).toEqual(['overlap', 'overlap']);
    expect(await countShifts(m.location.id)).toBe(4);
    // Not a Monday, the location's first day of the week.
    expect(await apply('2026-10-27')).toMatchObject({
      status: 400,
      body: { message: "The week must begin on the location's first day of the week" },
    });

    expect(
      (await app.call({ method: 'DELETE', url: `/api/admin/schedule-templates/${id}`, token: m.token }))
        .status,
    ).toBe(204);
    expect(
      (await app.call({ method: 'DELETE', url: `/api/admin/schedule-templates/${id}`, token: m.token }))
        .status,
    ).toBe(404);
    expect((await apply('2026-11-02')).status).toBe(404);
  });

  it("refuses another location's template, a nameless or empty week, and leaves everything as it was", async () => {
    const m = await newYorkManager(app);
    const other = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    await m.schedule(ann.id, '2026-10-12T13:00:00Z', '2026-10-12T21:00:00Z');
    const saved = await app.call({
      method: 'POST',
      url: '/api/admin/schedule-templates',
      token: m.token,
      body: { name: 'Mine', fromWeekStart: '2026-10-12' },
    });
    const id = saved.body.template.id;
    const theirs = { token: other.token };
    expect(
      (
        await app.call({
          method: 'POST',
          url: `/api/admin/schedule-templates/${id}/apply`,
          ...theirs,
          body: { weekStart: '2026-10-19' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.call({ method: 'DELETE', url: `/api/admin/schedule-templates/${id}`, ...theirs })).status,
    ).toBe(404);
    expect((await app.call({ url: '/api/admin/schedule-templates', ...theirs })).body.templates).toEqual([]);
    expect(
      (await app.call({ method: 'DELETE', url: '/api/admin/schedule-templates/not-an-id', ...theirs }))
        .status,
    ).toBe(400);

    const post = (body: object) =>
      app.call({ method: 'POST', url: '/api/admin/schedule-templates', token: m.token, body });
    expect((await post({ name: '   ', fromWeekStart: '2026-10-12' })).body.message).toBe(
      'Enter a name for the template',
    );
    expect((await post({ name: 'x'.repeat(61), fromWeekStart: '2026-10-12' })).status).toBe(400);
    expect((await post({ name: 'Empty', fromWeekStart: '2026-10-19' })).body.message).toBe(
      'This week has no scheduled shifts to save',
    );
    expect((await post({ name: 'Tuesday', fromWeekStart: '2026-10-13' })).status).toBe(400);
    expect(
      (await app.call({ url: '/api/admin/schedule-templates', token: m.token })).body.templates,
    ).toHaveLength(1);
    expect(await countShifts(m.location.id)).toBe(1);
    expect(await countShifts(other.location.id)).toBe(0);
  });
});

describe('repeating a shift weekly', () => {
  it('repeats 09:00-17:00 every week until a date across the fall-back change, listing a week it cannot fill', async () => {
    const m = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const id = await m.schedule(ann.id, '2026-10-19T13:00:00Z', '2026-10-19T21:00:00Z');
    // Ann already works the Monday of 2026-11-02 here.
    await m.schedule(ann.id, '2026-11-02T15:00:00Z', '2026-11-02T16:00:00Z');
    const res = await app.call({
      method: 'POST',
      url: `/api/admin/scheduled-shifts/${id}/repeat`,
      token: m.token,
      body: { until: '2026-11-16' },
    });
    expect(res.status).toBe(200);
    expect(res.body.created.map(local)).toEqual([
      '2026-10-26 09:00 → 2026-10-26 17:00',
      '2026-11-09 09:00 → 2026-11-09 17:00',
      '2026-11-16 09:00 → 2026-11-16 17:00',
    ]);
    expect(res.body.created[0].notes).toBe('usual');
    expect(res.body.skipped).toEqual([
      {
        employee: { id: ann.id, name: 'Ann', employeeId: '001' },
        scheduledStart: '2026-11-02T14:00:00.000Z',
        scheduledEnd: '2026-11-02T22:00:00.000Z',
        reason: 'overlap',
      },
    ]);
  });

  it("refuses a date too soon or too far, another location's shift, and callers other than the manager", async () => {
    const m = await newYorkManager(app);
    const other = await newYorkManager(app);
    const ann = await m.employee('001', { name: 'Ann' });
    const id = await m.schedule(ann.id, '2026-10-19T13:00:00Z', '2026-10-19T21:00:00Z');
    const repeat = (until: string, token = m.token, shift = id) =>
      app.call({
        method: 'POST',
        url: `/api/admin/scheduled-shifts/${shift}/repeat`,
        token,
        body: { until },
      });
    expect((await repeat('2026-10-25')).body.message).toBe(
      'Repeat until a date at least a week after the shift',
    );
    expect((await repeat('2027-04-26')).body.message).toBe('Repeat for at most 26 weeks');
    expect((await repeat('2027-04-19')).body.created).toHaveLength(26);
    expect((await repeat('2026-13-01')).status).toBe(400);
    expect((await repeat('2026-11-30', other.token)).status).toBe(404);
    expect((await repeat('2026-11-30', m.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const phone = await employeeSignIn(app.call, m.token, '001');
    expect((await repeat('2026-11-30', phone.token)).status).toBe(403);
    expect((await app.call({ url: '/api/admin/schedule-templates', token: phone.token })).status).toBe(403);
    expect(await countShifts(other.location.id)).toBe(0);
  });
});
