import { describe, expect, it } from 'vitest';
import { countRows, employeeAt, kioskToken, peopleWorld, usePeopleApp } from '../../../test/people-world.ts';
import { raceAtLocation } from '../../../test/race-at-location.ts';

const app = usePeopleApp();
const call: typeof app.call = (request) => app.call(request);

const PEOPLE = '/api/organization/people';

describe("the owner's people", () => {
  it('adds a person at locations with the next free kiosk ID at each, and lists them', async () => {
    const w = await peopleWorld(app.t, call);
    await employeeAt(app.t, w.a.location.id, '001', 'Ann Lee');
    const created = await call({
      method: 'POST',
      url: PEOPLE,
      token: w.owner,
      body: {
        name: '  Zoe Park ',
        email: 'Zoe@Example.com',
        phone: '',
        payrollId: 'P-7',
        hourlyRate: '18.50',
        locationIds: [w.a.code.toLowerCase(), w.b.code],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.person).toMatchObject({
      name: 'Zoe Park',
      email: 'zoe@example.com',
      phone: null,
      payrollId: 'P-7',
      hourlyRate: '18.50',
      pinSet: false,
      archivedAt: null,
    });
    const placed = created.body.person.locations.map((l: { locationId: string; employeeId: string }) =>
      [l.locationId, l.employeeId].join(' '),
    );
    expect(placed.sort()).toEqual([`${w.a.code} 002`, `${w.b.code} 001`].sort());
    const { rows } = await app.t.pool.query(
      'select l.code, e.code as employee_id, e.name from employees e join locations l on l.id = e.location_id where e.person_id = $1 order by l.code',
      [created.body.person.id],
    );
    expect(rows.map((r) => r.name)).toEqual(['Zoe Park', 'Zoe Park']);

    const list = async (query: string) =>
      (await call({ url: `${PEOPLE}?${query}`, token: w.owner })).body as {
        people: { name: string }[];
        total: number;
      };
    expect((await list('')).people.map((p) => p.name)).toEqual(['Ann Lee', 'Zoe Park']);
    expect((await list('q=PAR')).people.map((p) => p.name)).toEqual(['Zoe Park']);
    expect((await list('q=p-7')).total).toBe(0); // the payroll ID matches exactly
    expect((await list('q=P-7')).people.map((p) => p.name)).toEqual(['Zoe Park']);
    expect((await list('q=ZOE@example.COM')).people.map((p) => p.name)).toEqual(['Zoe Park']);
    expect((await list('q=%25')).total).toBe(0); // % is searched as typed
    expect((await list(`locationId=${w.b.code.toLowerCase()}`)).people.map((p) => p.name)).toEqual([
      'Zoe Park',
    ]);
    const page = await list('limit=1&offset=1');
    expect(page).toMatchObject({ total: 2, people: [{ name: 'Zoe Park' }] });
  });

  it('refuses an unknown location with 404 and creates nothing', async () => {
    const w = await peopleWorld(app.t, call);
    const res = await call({
      method: 'POST',
      url: PEOPLE,
      token: w.owner,
      body: { name: 'Nobody', payrollId: 'X1', locationIds: [w.a.code, 'ZZZZZZ'] },
    });
    expect(res.status).toBe(404);
    expect(
      await countRows(app.t, 'select count(*)::int as n from people where organization_id = $1', [
        w.organizationId,
      ]),
    ).toBe(0);
  });

  it('refuses a payroll ID or an e-mail another person has (409 naming the field), also on update', async () => {
    const w = await peopleWorld(app.t, call);
    const add = (body: object) => call({ method: 'POST', url: PEOPLE, token: w.owner, body });
    const first = await add({ name: 'One', payrollId: 'A1', email: 'one@example.com' });
    expect(first.status).toBe(201);
    const samePayroll = await add({ name: 'Two', payrollId: 'A1' });
    expect(samePayroll.status).toBe(409);
    expect(samePayroll.body).toMatchObject({
      code: 'PERSON_PAYROLL_ID_TAKEN',
      errors: [{ path: 'payrollId' }],
    });
    const sameEmail = await add({ name: 'Two', email: 'ONE@example.com' });
    expect(sameEmail.body).toMatchObject({ code: 'PERSON_EMAIL_TAKEN', errors: [{ path: 'email' }] });
    const two = await add({ name: 'Two', payrollId: 'A2' });
    const update = await call({
      method: 'PUT',
      url: `${PEOPLE}/${two.body.person.id}`,
      token: w.owner,
      body: { payrollId: 'A1' },
    });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('PERSON_PAYROLL_ID_TAKEN');
    // Another organization may use the same payroll ID.
    const other = await peopleWorld(app.t, call);
    const elsewhere = await call({
      method: 'POST',
      url: PEOPLE,
      token: other.owner,
      body: { name: 'O', payrollId: 'A1' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('gives exactly one of two simultaneous adds with the same payroll ID a 201', async () => {
    const w = await peopleWorld(app.t, call);
    const add = () =>
      call({
        method: 'POST',
        url: PEOPLE,
        token: w.owner,
        body: { name: 'Twin', payrollId: 'RACE-1', locationIds: [w.a.code] },
      });
    // Both requests are inside their transactions, held at the location, when they are let go.
    const results = await raceAtLocation(app.t.pool, w.a.location.id, 2, () => Promise.all([add(), add()]));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const race = `select count(*)::int as n from people where organization_id = $1 and payroll_id = 'RACE-1'`;
    expect(await countRows(app.t, race, [w.organizationId])).toBe(1);
  });

  it('renames the person everywhere they work', async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.a.location.id, '001', 'Ann');
    await call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/locations/${w.b.code}`, token: w.owner });
    const res = await call({
      method: 'PUT',
      url: `${PEOPLE}/${ann.personId}`,
      token: w.owner,
      body: { name: 'Ann Smith', hourlyRate: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.person.name).toBe('Ann Smith');
    const { rows } = await app.t.pool.query('select name from employees where person_id = $1', [
      ann.personId,
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Ann Smith', 'Ann Smith']);
    const empty = await call({ method: 'PUT', url: `${PEOPLE}/${ann.personId}`, token: w.owner, body: {} });
    expect(empty.status).toBe(400);
  });

  it('assigns a person at a location, again after they left it, and refuses an archived person', async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.a.location.id, '001', 'Ann');
    await employeeAt(app.t, w.b.location.id, '001', 'Bo');
    const assign = () =>
      call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/locations/${w.b.code}`, token: w.owner });
    const first = await assign();
    expect(first.status).toBe(200);
    expect(first.body.person.locations).toContainEqual(
      expect.objectContaining({ locationId: w.b.code, employeeId: '002', isActive: true }),
    );
    // The manager of B removes them; the owner assigns them again: the same ID, active again.
    expect(
      (await call({ method: 'DELETE', url: '/api/admin/employees/002', token: w.managerB })).status,
    ).toBe(200);
    const again = await assign();
    expect(again.body.person.locations).toContainEqual(
      expect.objectContaining({ locationId: w.b.code, employeeId: '002', isActive: true }),
    );
    expect((await assign()).status).toBe(200); // already there: unchanged
    expect(
      (await call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/locations/ZZZZZZ`, token: w.owner }))
        .status,
    ).toBe(404);
    await call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/archive`, token: w.owner });
    const archived = await assign();
    expect(archived.status).toBe(409);
    expect(archived.body.code).toBe('PERSON_ARCHIVED');
  });

  it('refuses an assignment when all 999 IDs of the location are taken', async () => {
    const w = await peopleWorld(app.t, call);
    await app.t.pool.query(
      `insert into employees (location_id, code, name)
       select $1, lpad(n::text, 3, '0'), 'E' || n from generate_series(1, 999) n`,
      [w.a.location.id],
    );
    const person = await call({ method: 'POST', url: PEOPLE, token: w.owner, body: { name: 'Late' } });
    const res = await call({
      method: 'POST',
      url: `${PEOPLE}/${person.body.person.id}/locations/${w.a.code}`,
      token: w.owner,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMPLOYEE_IDS_FULL');
  });

  it('archives a person: inactive everywhere, history kept; refused while clocked in anywhere', async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.a.location.id, '001', 'Ann');
    await call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/locations/${w.b.code}`, token: w.owner });
    const kiosk = await kioskToken(call, w.b);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/shift/clock-in',
          token: kiosk,
          body: { employeeId: '001' },
        })
      ).status,
    ).toBe(201);
    const archive = () => call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/archive`, token: w.owner });
    const refused = await archive();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PERSON_STILL_CLOCKED_IN');
    await call({
      method: 'POST',
      url: '/api/shift/clock-out',
      token: kiosk,
      body: { employeeId: '001' },
    });
    const done = await archive();
    expect(done.status).toBe(200);
    expect(done.body.person.archivedAt).not.toBeNull();
    expect(done.body.person.locations.map((l: { isActive: boolean }) => l.isActive)).toEqual([false, false]);
    expect(
      await countRows(app.t, 'select count(*)::int as n from shifts where person_id = $1', [ann.personId]),
    ).toBe(1);
    const listed = await call({ url: `${PEOPLE}?archived=true`, token: w.owner });
    expect(listed.body.people.map((p: { name: string }) => p.name)).toEqual(['Ann']);
    expect((await call({ url: PEOPLE, token: w.owner })).body.total).toBe(0);
    // A manager cannot bring an archived person back at their location; only the owner can.
    const back = await call({
      method: 'PUT',
      url: '/api/admin/employees/001',
      token: w.managerA,
      body: { isActive: true },
    });
    expect(back).toMatchObject({ status: 409, body: { code: 'PERSON_ARCHIVED' } });
    expect(
      await countRows(app.t, 'select count(*)::int as n from employees where person_id = $1 and is_active', [
        ann.personId,
      ]),
    ).toBe(0);
  });

  it('settles an archive racing a clock-in: either the punch is refused or the archive is', async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.a.location.id, '001', 'Ann');
    const kiosk = await kioskToken(call, w.a);
    const [punch, archive] = await Promise.all([
      call({
        method: 'POST',
        url: '/api/shift/clock-in',
        token: kiosk,
        body: { employeeId: '001' },
      }),
      call({ method: 'POST', url: `${PEOPLE}/${ann.personId}/archive`, token: w.owner }),
    ]);
    const { rows } = await app.t.pool.query(
      `select (select count(*)::int from shifts where person_id = $1 and clock_out is null) as open,
              (select archived_at is not null from people where id = $1) as archived`,
      [ann.personId],
    );
    if (punch.status === 201) {
      expect(archive.status).toBe(409);
      expect(rows[0]).toEqual({ open: 1, archived: false });
    } else {
      expect(archive.status).toBe(200);
      expect(rows[0]).toEqual({ open: 0, archived: true });
    }
  });

  it("answers 404 for another organization's person and location, and changes nothing", async () => {
    const w = await peopleWorld(app.t, call);
    const other = await peopleWorld(app.t, call);
    const theirs = await employeeAt(app.t, other.a.location.id, '001', 'Theirs');
    const mine = await employeeAt(app.t, w.a.location.id, '001', 'Mine');
    const calls = [
      call({ method: 'PUT', url: `${PEOPLE}/${theirs.personId}`, token: w.owner, body: { name: 'X' } }),
      call({ method: 'POST', url: `${PEOPLE}/${theirs.personId}/locations/${w.a.code}`, token: w.owner }),
      call({ method: 'POST', url: `${PEOPLE}/${mine.personId}/locations/${other.a.code}`, token: w.owner }),
      call({ method: 'POST', url: `${PEOPLE}/${theirs.personId}/archive`, token: w.owner }),
      call({
        method: 'POST',
        url: `${PEOPLE}/merge`,
        token: w.owner,
        body: { keepId: mine.personId, mergeId: theirs.personId },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const listed = await call({ url: `${PEOPLE}?q=Theirs`, token: w.owner });
    expect(listed.body).toEqual({ people: [], total: 0 });
    const { rows } = await app.t.pool.query('select name, archived_at from people where id = $1', [
      theirs.personId,
    ]);
    expect(rows[0]).toEqual({ name: 'Theirs', archived_at: null });
    // A manager is not the owner.
    expect((await call({ url: PEOPLE, token: w.managerA })).status).toBe(403);
  });
});
