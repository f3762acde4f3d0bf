import { SUMMARY_CSV_COLUMNS } from '@shiftclock/contract/csv-headers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee } from '../../../test/fixtures.ts';
import { peopleWorld, usePeopleApp, workedShift } from '../../../test/people-world.ts';

// Monday 30 November 2026, 12:00 in Paris (location A): the week of 23–29 November is over.
const clock = Date.parse('2026-11-30T11:00:00Z');
const app = usePeopleApp({ now: () => new Date(clock) });
const call: typeof app.call = (input) => app.call(input);

const rowsOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });
const headerOf = (text: string): string[] => parse(text, { bom: true, to_line: 1 })[0] ?? [];

async function approvedTimeOff(token: string, manager: string, body: object, paidHours: number) {
  const asked = await call({ method: 'POST', url: '/api/me/time-off', token, body });
  expect(asked.status).toBe(201);
  const approved = await call({
    method: 'POST',
    url: `/api/admin/time-off/${asked.body.request.id}/approve`,
    token: manager,
    body: { paidHours },
  });
  expect(approved.status).toBe(200);
}

describe('paid time off on the timesheet', () => {
  it('is its own column, counted in no total and no overtime, and only when the period holds some', async () => {
    const { t } = app;
    const w = await peopleWorld(t, call);
    const ada = await createEmployee(t.db, w.a.location.id, '001', { name: 'Ada Lovelace' });
    await createEmployee(t.db, w.b.location.id, '001', { personId: ada.personId });
    await createEmployee(t.db, w.a.location.id, '002', { name: 'Ben Okri' });
    const cleo = await createEmployee(t.db, w.b.location.id, '003', { name: 'Cleo Park' });
    // Ada works 40 hours (Mon, Wed–Sat, 8 h each) and has Tuesday off, 8 hours paid.
    for (const day of ['23', '25', '26', '27', '28'])
      await workedShift(t, w.a.location.id, ada.id, `2026-11-${day}T08:00:00Z`, 8);
    await approvedTimeOff(
      await employeeToken(call, w.managerA, '001'),
      w.managerA,
      { type: 'vacation', startDate: '2026-11-24', endDate: '2026-11-24' },
      8,
    );
    // Ben has no shift, four paid hours of sick leave; Cleo's time off is B's.
    await approvedTimeOff(
      await employeeToken(call, w.managerA, '002'),
      w.managerA,
      { type: 'sick', start: '2026-11-26T08:00:00Z', end: '2026-11-26T12:00:00Z' },
      4,
    );
    await approvedTimeOff(
      await employeeToken(call, w.managerB, '003'),
      w.managerB,
      { type: 'vacation', startDate: '2026-11-24', endDate: '2026-11-24' },
      8,
    );
    expect(cleo.id).toBeTruthy();

    const sheet = await call({ url: '/api/admin/timesheets?date=2026-11-25', token: w.managerA });
    expect(sheet.status).toBe(200);
    const byCode = Object.fromEntries(
      sheet.body.employees.map((row: { employee: { employeeId: string } }) => [row.employee.employeeId, row]),
    );
    expect(byCode['001']).toMatchObject({ totalHours: 40, overtimeHours: 0, paidTimeOffHours: 8 });
    expect(byCode['002']).toMatchObject({ totalHours: 0, shiftCount: 0, paidTimeOffHours: 4 });
    expect(sheet.body.totals).toMatchObject({ totalHours: 40, overtimeHours: 0, paidTimeOffHours: 12 });

    const summary = await call({
      url: '/api/admin/timesheets/export?date=2026-11-25&format=summary',
      token: w.managerA,
    });
    expect(summary.status).toBe(200);
    expect(headerOf(summary.body)).toEqual([...SUMMARY_CSV_COLUMNS, 'Paid Time Off Hours']);
    expect(
      rowsOf(summary.body).map((row) => [row['Employee ID'], row['Total Hours'], row['Paid Time Off Hours']]),
    ).toEqual([
      ['001', '40.00', '8.00'],
      ['002', '0.00', '4.00'],
    ]);

    // A week without paid time off: the export exactly as before, no field in the JSON.
    const nextWeek = await call({ url: '/api/admin/timesheets?date=2026-12-02', token: w.managerA });
    expect(nextWeek.body.totals.paidTimeOffHours).toBeUndefined();
    const plain = await call({
      url: '/api/admin/timesheets/export?date=2026-12-02&format=summary',
      token: w.managerA,
    });
    expect(headerOf(plain.body)).toEqual([...SUMMARY_CSV_COLUMNS]);
    // B approved only Cleo's: Ada's time off is A's, counted once (she has no row at B).
    const atB = await call({ url: '/api/admin/timesheets?date=2026-11-25', token: w.managerB });
    expect(
      atB.body.employees.map((row: { employee: { employeeId: string }; paidTimeOffHours?: number }) => [
        row.employee.employeeId,
        row.paidTimeOffHours,
      ]),
    ).toEqual([['003', 8]]);

    // The owner's timesheet of all locations: each person's paid time off summed across them, and the
    // organization's CSV with the same last column.
    const org = await call({ url: '/api/organization/timesheet?date=2026-11-25', token: w.owner });
    expect(org.status).toBe(200);
    expect(
      org.body.people.map((p: { person: { name: string }; total: { paidTimeOffHours?: number } }) => [
        p.person.name,
        p.total.paidTimeOffHours,
      ]),
    ).toEqual([
      ['Ada Lovelace', 8],
      ['Ben Okri', 4],
      ['Cleo Park', 8],
    ]);
    expect(org.body.totals).toMatchObject({ totalHours: 40, paidTimeOffHours: 20 });
    const orgCsv = await call({ url: '/api/organization/timesheet/export?date=2026-11-25', token: w.owner });
    expect(orgCsv.status).toBe(200);
    expect(headerOf(orgCsv.body).at(-1)).toBe('Paid Time Off Hours');
    expect(rowsOf(orgCsv.body).map((row) => [row.Name, row['Paid Time Off Hours']])).toEqual([
      ['Ada Lovelace', '8.00'],
      ['Ben Okri', '4.00'],
      ['Cleo Park', '8.00'],
    ]);
  });

  it('spreads paid whole days evenly over their days, each week taking its days, the weeks adding up', async () => {
    const { t } = app;
    const w = await peopleWorld(t, call);
    await createEmployee(t.db, w.a.location.id, '001', { name: 'Ada Lovelace' });
    // Friday 27 November to Tuesday 1 December: five days, 20 hours paid, 4 a day. The week of 23–29
    // holds three of them (12 h), the next week two (8 h).
    await approvedTimeOff(
      await employeeToken(call, w.managerA, '001'),
      w.managerA,
      { type: 'vacation', startDate: '2026-11-27', endDate: '2026-12-01' },
      20,
    );
    const paidIn = async (date: string) =>
      (await call({ url: `/api/admin/timesheets?date=${date}`, token: w.managerA })).body.totals
        .paidTimeOffHours;
    expect(await paidIn('2026-11-25')).toBe(12);
    expect(await paidIn('2026-12-02')).toBe(8);
    expect(await paidIn('2026-12-09')).toBeUndefined();
  });
});
