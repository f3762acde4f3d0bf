import { describe, expect, it } from 'vitest';
import { countRows, employeeAt, peopleWorld, usePeopleApp, workedShift } from '../../../test/people-world.ts';

const app = usePeopleApp();
const call: typeof app.call = (request) => app.call(request);

describe("the manager's people picker", () => {
  it("finds the organization's people by name, payroll ID or e-mail, telling only the name and the ID here", async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.b.location.id, '007', 'Ann Lee');
    await app.t.pool.query(
      `update people set payroll_id = 'PX-1', email = 'ann@example.com', phone = '555' where id = $1`,
      [ann.personId],
    );
    const here = await employeeAt(app.t, w.a.location.id, '003', 'Annie Here');
    const archived = await employeeAt(app.t, w.b.location.id, '008', 'Anna Gone');
    await app.t.pool.query('update people set archived_at = now() where id = $1', [archived.personId]);
    const search = async (q: string) =>
      (await call({ url: `/api/admin/people?q=${encodeURIComponent(q)}`, token: w.managerA })).body;

    expect(await search('ann')).toEqual({
      people: [
        { id: ann.personId, name: 'Ann Lee', employeeId: null },
        { id: here.personId, name: 'Annie Here', employeeId: '003' },
      ],
    });
    expect((await search('PX-1')).people).toEqual([{ id: ann.personId, name: 'Ann Lee', employeeId: null }]);
    expect((await search('ANN@example.com')).people).toHaveLength(1);
    const other = await peopleWorld(app.t, call);
    expect((await call({ url: '/api/admin/people?q=ann', token: other.managerA })).body).toEqual({
      people: [],
    });
    expect((await call({ url: '/api/admin/people?q=', token: w.managerA })).status).toBe(400);
  });

  it('adds an existing person here with the next free ID; refuses one already here, archived or of another organization', async () => {
    const w = await peopleWorld(app.t, call);
    await employeeAt(app.t, w.a.location.id, '001', 'Bo');
    const ann = await employeeAt(app.t, w.b.location.id, '001', 'Ann');
    const add = (personId: string, token = w.managerA) =>
      call({ method: 'POST', url: `/api/admin/people/${personId}/employee`, token });
    const added = await add(ann.personId);
    expect(added.status).toBe(201);
    expect(added.body.employee).toMatchObject({ employeeId: '002', name: 'Ann', isActive: true });
    const again = await add(ann.personId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_AT_LOCATION');
    // Removed here, then added again: the same ID, active again.
    await call({ method: 'DELETE', url: '/api/admin/employees/002', token: w.managerA });
    const back = await add(ann.personId);
    expect(back.status).toBe(201);
    expect(back.body.employee).toMatchObject({ employeeId: '002', isActive: true });

    const gone = await employeeAt(app.t, w.b.location.id, '002', 'Gone');
    await app.t.pool.query('update people set archived_at = now() where id = $1', [gone.personId]);
    const archived = await add(gone.personId);
    expect(archived.status).toBe(404);
    expect(archived.body.code).toBe('PERSON_NOT_FOUND');
    const other = await peopleWorld(app.t, call);
    const foreign = await add(ann.personId, other.managerA);
    expect(foreign.status).toBe(404);
    expect(
      await countRows(app.t, 'select count(*)::int as n from employees where person_id = $1', [ann.personId]),
    ).toBe(2);
  });

  it('gives two simultaneous adds of one person exactly one 201', async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.b.location.id, '001', 'Ann');
    const results = await Promise.all(
      [0, 1].map(() =>
        call({ method: 'POST', url: `/api/admin/people/${ann.personId}/employee`, token: w.managerA }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("tells when the location's people are busy elsewhere, with no detail of the other location", async () => {
    const w = await peopleWorld(app.t, call);
    const ann = await employeeAt(app.t, w.a.location.id, '005', 'Ann');
    await call({ method: 'POST', url: `/api/admin/people/${ann.personId}/employee`, token: w.managerB });
    const [{ id: annAtB }] = (
      await app.t.pool.query('select id from employees where person_id = $1 and location_id = $2', [
        ann.personId,
        w.b.location.id,
      ])
    ).rows;
    await workedShift(app.t, w.b.location.id, annAtB, '2026-03-03T13:00:00Z', 5);
    await app.t.pool.query(
      `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end, notes)
       values ($1, $2, '2026-03-05T14:00:00Z', '2026-03-05T20:00:00Z', 'secret note of B')`,
      [w.b.location.id, annAtB],
    );
    // Work at A itself is not "elsewhere", and a shift outside the days asked for is left out.
    await workedShift(app.t, w.a.location.id, ann.employeeUuid, '2026-03-04T08:00:00Z', 4);
    await workedShift(app.t, w.b.location.id, annAtB, '2026-03-20T08:00:00Z', 4);

    const res = await call({
      url: '/api/admin/busy-elsewhere?startDate=2026-03-02&endDate=2026-03-08',
      token: w.managerA,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      busy: [
        {
          employeeId: '005',
          start: '2026-03-03T13:00:00.000Z',
          end: '2026-03-03T18:00:00.000Z',
          kind: 'worked',
        },
        {
          employeeId: '005',
          start: '2026-03-05T14:00:00.000Z',
          end: '2026-03-05T20:00:00.000Z',
          kind: 'scheduled',
        },
      ],
    });
    const [{ name: nameOfB }] = (
      await app.t.pool.query('select name from locations where id = $1', [w.b.location.id])
    ).rows;
    for (const detailOfB of [w.b.code, nameOfB, 'secret note of B'])
      expect(JSON.stringify(res.body)).not.toContain(detailOfB);
    // Days in A's zone (Europe/Paris): 2026-03-03 ends at 23:00 UTC; the 5th is not asked for.
    const oneDay = await call({
      url: '/api/admin/busy-elsewhere?startDate=2026-03-03&endDate=2026-03-03',
      token: w.managerA,
    });
    expect(oneDay.body.busy.map((b: { kind: string }) => b.kind)).toEqual(['worked']);
    // B sees Ann's work at A the same way, by B's ID.
    const fromB = await call({
      url: '/api/admin/busy-elsewhere?startDate=2026-03-04&endDate=2026-03-04',
      token: w.managerB,
    });
    expect(fromB.body.busy).toEqual([
      {
        employeeId: '001',
        start: '2026-03-04T08:00:00.000Z',
        end: '2026-03-04T12:00:00.000Z',
        kind: 'worked',
      },
    ]);
  });

  it('refuses a range longer than 62 days or backwards with 400', async () => {
    const w = await peopleWorld(app.t, call);
    const get = (query: string) => call({ url: `/api/admin/busy-elsewhere?${query}`, token: w.managerA });
    expect((await get('startDate=2026-01-01&endDate=2026-03-03')).status).toBe(200); // 62 days
    const long = await get('startDate=2026-01-01&endDate=2026-03-04');
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('endDate');
    expect((await get('startDate=2026-03-04&endDate=2026-03-01')).status).toBe(400);
    expect((await get('startDate=2026-03-04')).status).toBe(400);
  });
});
