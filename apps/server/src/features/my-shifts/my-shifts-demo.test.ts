import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { loginAs } from '../../../test/http-client.ts';
import { DEMO_PASSWORDS, seedDemo } from '../../demo/demo-data.ts';

const app = testAppAt(() => Date.now());

describe('the demo in the employee app', () => {
  it("shows Midtown's 002 upcoming shifts at Midtown and at Sunset Boulevard, with their addresses", async () => {
    await seedDemo(app.t.db, { employeesPerLocation: 6, weeksBack: 1, weeksAhead: 2 });
    const midtown = {
      code: 'DEMNYC',
      locationPassword: DEMO_PASSWORDS.location,
      managerPassword: DEMO_PASSWORDS.manager,
    };
    const token = await employeeToken(app.call, await loginAs(app.call, midtown, 'manager'), '002');
    const res = await app.call({ url: '/api/me/shifts', token });
    expect(res.status).toBe(200);
    const places = new Map<string, string | null>(
      res.body.shifts.map((s: { location: { locationName: string; address: string | null } }) => [
        s.location.locationName,
        s.location.address,
      ]),
    );
    expect(Object.fromEntries(places)).toEqual({
      Midtown: '350 W 42nd St, New York, NY 10036',
      'Sunset Boulevard': '8210 Sunset Blvd, Los Angeles, CA 90046',
    });
  });
});
