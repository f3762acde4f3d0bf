import { describe, expect, it } from 'vitest';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';
import { smtpTestAppAt } from '../../../test/smtp-app-at.ts';

// Wednesday 10 March 2027, 15:00Z; the week shown is Monday 8 to Sunday 14 March.
const clock = Date.parse('2027-03-10T15:00:00Z');
const week = { startDate: '2027-03-08', endDate: '2027-03-14' };

const app = smtpTestAppAt(clock);

/**
 * Paris (in French) with Ann (001, with an e-mail, also 005 at New York) and Bo (002, no e-mail),
 * both managers' tokens and both employees' app tokens.
 */
async function world() {
  const { organization } = await createOrganization(app.t.db, {
    licenseEndsAt: new Date(clock + 60 * 86_400_000),
  });
  const paris = await createLocation(app.t.db, organization.id, { timezone: 'Europe/Paris' });
  const york = await createLocation(app.t.db, organization.id, { timezone: 'America/New_York' });
  await app.t.pool.query(`update locations set settings = '{"language":"fr"}' where id = $1`, [
    paris.location.id,
  ]);
  const ann = await createEmployee(app.t.db, paris.location.id, '001', { name: 'Ann' });
  await createEmployee(app.t.db, york.location.id, '005', { personId: ann.personId });
  await createEmployee(app.t.db, paris.location.id, '002', { name: 'Bo' });
  const email = `ann-${Math.random().toString(36).slice(2)}@example.com`;
  await app.t.pool.query('update people set email = $2 where id = $1', [ann.personId, email]);
  const managerParis = await loginAs(app.call, paris, 'manager');
  const managerYork = await loginAs(app.call, york, 'manager');
  const schedule = async (employeeId: string, start: string, end: string, token = managerParis) => {
    const res = await app.call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token,
      body: { employeeId, scheduledStart: start, scheduledEnd: end },
    });
    expect(res.status).toBe(201);
    return res.body.scheduledShift.id as string;
  };
  return {
    paris,
    york,
    email,
    managerParis,
    managerYork,
    schedule,
    ann: await employeeToken(app.call, managerParis, '001'),
    bo: await employeeToken(app.call, managerParis, '002'),
  };
}

/** The plain-text part of a received mail, decoded (nodemailer picks quoted-printable or base64). */
function textOf(raw: string) {
  const part = raw.split(/\r?\n--/).find((p) => /content-type: text\/plain/i.test(p)) ?? '';
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

const publish = (token: string, body: unknown = week) =>
  app.call({ method: 'POST', url: '/api/admin/schedule/publish', token, body });
const calendar = async (token: string) => {
  const res = await app.call({
    url: `/api/admin/scheduled-shifts?startDate=${week.startDate}&endDate=${week.endDate}`,
    token,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const myShifts = async (token: string) => {
  const res = await app.call({ url: '/api/me/shifts', token });
  expect(res.status).toBe(200);
  return res.body.shifts as { id: string; scheduledStart: string; scheduledEnd: string }[];
};
const notifications = async (token: string) => {
  const res = await app.call({ url: '/api/me/notifications', token });
  expect(res.status).toBe(200);
  return res.body;
};
const move = (token: string, id: string, start: string, end: string) =>
  app.call({
    method: 'PUT',
    url: `/api/admin/scheduled-shifts/${id}`,
    token,
    body: { scheduledStart: start, scheduledEnd: end },
  });
const remove = (token: string, id: string) =>
  app.call({ method: 'DELETE', url: `/api/admin/scheduled-shifts/${id}`, token });

describe('POST /api/admin/schedule/publish', () => {
  it('keeps new shifts from employees until published, then shows them, records the publish and tells each person', async () => {
    const w = await world();
    const thursday = await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T16:00:00Z');
    const friday = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T12:00:00Z');
    const bos = await w.schedule('002', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    // Next week's draft is outside the range and stays a draft.
    const later = await w.schedule('002', '2027-03-16T08:00:00Z', '2027-03-16T12:00:00Z');

    const drafts = await calendar(w.managerParis);
    expect(drafts.scheduledShifts.map((s: { state: string }) => s.state)).toEqual([
      'draft',
      'draft',
      'draft',
    ]);
    expect(drafts.pendingRemovals).toBe(0);
    expect(await myShifts(w.ann)).toEqual([]);
    expect((await notifications(w.ann)).notifications).toEqual([]);

    const before = app.smtp.received.length;
    const res = await publish(w.managerParis);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 3, changed: 0, removed: 0, notified: 2 });

    const published = await calendar(w.managerParis);
    expect(published.scheduledShifts.map((s: { state: string }) => s.state)).toEqual([
      'published',
      'published',
      'published',
    ]);
    expect((await myShifts(w.ann)).map((s) => s.id)).toEqual([thursday, friday]);
    expect((await myShifts(w.bo)).map((s) => s.id)).toEqual([bos]);
    const { rows } = await app.t.pool.query('select published_at from scheduled_shifts where id = $1', [
      later,
    ]);
    expect(rows[0].published_at).toBeNull();

    // Ann's mail, in Paris's French, lists her two shifts only, in Paris time.
    const text = textOf((await app.smtp.waitFor(w.email, { after: before })).raw);
    expect(text).toContain('Bonjour Ann');
    expect(text.split(/\r?\n/).filter((line) => line.startsWith('- '))).toEqual([
      expect.stringMatching(/^- Nouveau.{1,3}jeu\..*11.*mars.*09:00.*17:00$/),
      expect.stringMatching(/^- Nouveau.{1,3}ven\..*12.*mars.*09:00.*13:00$/),
    ]);
    // Bo has no e-mail: only the note in the app.
    expect(app.smtp.received.slice(before).filter((m) => m.to.includes(w.email))).toHaveLength(1);

    const anns = await notifications(w.ann);
    expect(anns.unread).toBe(1);
    expect(anns.notifications[0]).toMatchObject({
      kind: 'schedule_published',
      readAt: null,
      body: {
        location: { locationId: w.paris.code, timezone: 'Europe/Paris' },
        added: [
          { start: '2027-03-11T08:00:00.000Z', end: '2027-03-11T16:00:00.000Z' },
          { start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T12:00:00.000Z' },
        ],
        changed: [],
        removed: [],
      },
    });
    const bosNotes = await notifications(w.bo);
    expect(bosNotes.notifications[0].body.added).toEqual([
      { start: '2027-03-11T08:00:00.000Z', end: '2027-03-11T12:00:00.000Z' },
    ]);

    // A second publish finds nothing: nobody is told again.
    expect((await publish(w.managerParis)).body).toEqual({ added: 0, changed: 0, removed: 0, notified: 0 });
    expect((await notifications(w.ann)).notifications).toHaveLength(1);

    const history = await app.call({ url: '/api/admin/schedule/publishes', token: w.managerParis });
    expect(history.status).toBe(200);
    expect(history.body.publishes).toEqual([
      expect.objectContaining({ publishedBy: 'Manager', ...week, added: 0, changed: 0, removed: 0 }),
      expect.objectContaining({ publishedBy: 'Manager', ...week, added: 3, changed: 0, removed: 0 }),
    ]);
  });

  it('counts a removal waiting for a publish in a week that has no other shift', async () => {
    const w = await world();
    const only = await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T16:00:00Z');
    expect((await publish(w.managerParis)).status).toBe(200);
    expect((await remove(w.managerParis, only)).status).toBe(200);
    const week = await calendar(w.managerParis);
    expect(week.scheduledShifts).toEqual([]);
    expect(week.pendingRemovals).toBe(1);
  });

  it('shows a changed or deleted published shift as published until the next publish, which tells the change', async () => {
    const w = await world();
    const moved = await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T16:00:00Z');
    const dropped = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T12:00:00Z');
    const draft = await w.schedule('002', '2027-03-13T08:00:00Z', '2027-03-13T12:00:00Z');
    const first = app.smtp.received.length;
    expect((await publish(w.managerParis)).status).toBe(200);
    await app.smtp.waitFor(w.email, { after: first });
    // Deleting a never-published draft deletes it: nothing to announce.
    const neverShown = await w.schedule('002', '2027-03-12T08:00:00Z', '2027-03-12T12:00:00Z');
    expect((await remove(w.managerParis, neverShown)).status).toBe(200);

    expect((await move(w.managerParis, moved, '2027-03-11T09:00:00Z', '2027-03-11T17:00:00Z')).status).toBe(
      200,
    );
    expect((await remove(w.managerParis, dropped)).status).toBe(200);
    const pending = await calendar(w.managerParis);
    expect(pending.scheduledShifts.map((s: { id: string; state: string }) => [s.id, s.state])).toEqual([
      [moved, 'changed'],
      [draft, 'published'],
    ]);
    expect(pending.pendingRemovals).toBe(1);
    // A deleted shift is gone for the manager: a second delete or an edit is a 404.
    expect((await remove(w.managerParis, dropped)).status).toBe(404);
    // Its time is free again for the person.
    const again = await w.schedule('001', '2027-03-12T08:00:00Z', '2027-03-12T10:00:00Z');

    // Ann still sees what was published: the old times and the deleted shift.
    expect((await myShifts(w.ann)).map((s) => [s.id, s.scheduledStart])).toEqual([
      [moved, '2027-03-11T08:00:00.000Z'],
      [dropped, '2027-03-12T08:00:00.000Z'],
    ]);

    const before = app.smtp.received.length;
    expect((await publish(w.managerParis)).body).toEqual({ added: 1, changed: 1, removed: 1, notified: 1 });
    expect((await myShifts(w.ann)).map((s) => [s.id, s.scheduledStart])).toEqual([
      [moved, '2027-03-11T09:00:00.000Z'],
      [again, '2027-03-12T08:00:00.000Z'],
    ]);
    const [latest] = (await notifications(w.ann)).notifications;
    expect(latest.body).toMatchObject({
      added: [{ start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T10:00:00.000Z' }],
      changed: [
        {
          from: { start: '2027-03-11T08:00:00.000Z', end: '2027-03-11T16:00:00.000Z' },
          to: { start: '2027-03-11T09:00:00.000Z', end: '2027-03-11T17:00:00.000Z' },
        },
      ],
      removed: [{ start: '2027-03-12T08:00:00.000Z', end: '2027-03-12T12:00:00.000Z' }],
    });
    const text = textOf((await app.smtp.waitFor(w.email, { after: before })).raw);
    expect(text.split(/\r?\n/).filter((line) => line.startsWith('- '))).toEqual([
      expect.stringMatching(/^- Nouveau.{1,3}ven\..*12.*mars.*09:00.*11:00$/),
      expect.stringMatching(/^- Modifié.{1,3}jeu\..*11.*mars.*10:00.*18:00 \(avant .*09:00.*17:00\)$/),
      expect.stringMatching(/^- Annulé.{1,3}ven\..*12.*mars.*09:00.*13:00$/),
    ]);
    // Bo had nothing changed: no new note.
    expect((await notifications(w.bo)).notifications).toHaveLength(1);
    const { rows } = await app.t.pool.query(
      'select count(*)::int as n from scheduled_shift_removals where person_id = (select person_id from employees where id = $1)',
      [
        (await app.t.pool.query('select employee_id from scheduled_shifts where id = $1', [moved])).rows[0]
          .employee_id,
      ],
    );
    expect(rows[0].n).toBe(1);
  });

  it('announces each change exactly once when two publishes run at once', async () => {
    const w = await world();
    for (let day = 11; day <= 14; day++) {
      await w.schedule('001', `2027-03-${day}T08:00:00Z`, `2027-03-${day}T12:00:00Z`);
      await w.schedule('002', `2027-03-${day}T08:00:00Z`, `2027-03-${day}T12:00:00Z`);
    }
    const [a, b] = await Promise.all([publish(w.managerParis), publish(w.managerParis)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.added + b.body.added).toBe(8);
    expect(Math.min(a.body.added, b.body.added)).toBe(0);
    expect((await notifications(w.ann)).notifications).toHaveLength(1);
    expect((await notifications(w.bo)).notifications).toHaveLength(1);
  });

  it("publishes only the caller's location, and shows its history to its own manager only", async () => {
    const w = await world();
    await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    expect((await publish(w.managerYork)).body).toEqual({ added: 0, changed: 0, removed: 0, notified: 0 });
    expect(await myShifts(w.ann)).toEqual([]);
    const yorkHistory = await app.call({ url: '/api/admin/schedule/publishes', token: w.managerYork });
    expect(yorkHistory.body.publishes).toHaveLength(1);
    const parisHistory = await app.call({ url: '/api/admin/schedule/publishes', token: w.managerParis });
    expect(parisHistory.body.publishes).toEqual([]);
    // The employee's token cannot publish.
    expect((await publish(w.ann)).status).toBe(403);
  });

  it('refuses a missing, malformed, reversed or too long range with a 400 and publishes nothing', async () => {
    const w = await world();
    const id = await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    for (const body of [
      {},
      { startDate: '2027-03-08' },
      { startDate: '2027-03-08', endDate: 'tomorrow' },
      { startDate: '2027-02-30', endDate: '2027-03-14' },
      { startDate: '2027-03-14', endDate: '2027-03-08' },
      { startDate: '2027-01-01', endDate: '2027-12-31' },
      { startDate: '2027-03-08T00:00:00Z', endDate: '2027-03-14T00:00:00Z' },
    ]) {
      const res = await publish(w.managerParis, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const { rows } = await app.t.pool.query('select published_at from scheduled_shifts where id = $1', [id]);
    expect(rows[0].published_at).toBeNull();
    const history = await app.call({ url: '/api/admin/schedule/publishes', token: w.managerParis });
    expect(history.body.publishes).toEqual([]);
  });
});

describe('the employee notifications', () => {
  it('lists and marks read only the caller’s own notes', async () => {
    const w = await world();
    await w.schedule('001', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    await w.schedule('002', '2027-03-11T08:00:00Z', '2027-03-11T12:00:00Z');
    await publish(w.managerParis);
    const [anns] = (await notifications(w.ann)).notifications;
    const [bos] = (await notifications(w.bo)).notifications;
    const read = (token: string, body: unknown) =>
      app.call({ method: 'POST', url: '/api/me/notifications/read', token, body });

    // Bo naming Ann's note changes nothing of hers.
    expect((await read(w.bo, { ids: [anns.id] })).body).toEqual({ unread: 1 });
    expect((await notifications(w.ann)).unread).toBe(1);
    expect((await read(w.bo, { ids: [bos.id] })).body).toEqual({ unread: 0 });
    expect((await notifications(w.bo)).notifications[0].readAt).toEqual(expect.any(String));

    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { ids: 'x' }]) {
      expect((await read(w.ann, body)).status).toBe(400);
    }
    // A manager's token is not an employee's.
    expect((await app.call({ url: '/api/me/notifications', token: w.managerParis })).status).toBe(403);
  });
});
