import { describe, expect, it } from 'vitest';
import { parseEmployeeId } from './employee-id.ts';
import { clockBody } from './kiosk.ts';

describe('the employee ID rule', () => {
  it('is the same without zod (the kiosk) as with it (the server)', () => {
    for (const input of ['7', '07', '007', ' 42 ', '999', '', '   ', '1234', 'abc', '1a', '-1', '٣', '0.5']) {
      const schema = clockBody.safeParse({ employeeId: input });
      const plain = parseEmployeeId(input);
      if (schema.success) expect(plain).toEqual({ ok: true, employeeId: schema.data.employeeId });
      else expect(plain).toMatchObject({ ok: false, message: schema.error.issues[0]?.message });
    }
  });

  it('pads short IDs and names what is wrong', () => {
    expect(parseEmployeeId('7')).toEqual({ ok: true, employeeId: '007' });
    expect(parseEmployeeId(' ')).toEqual({
      ok: false,
      message: 'Please enter employee ID',
      code: 'EMPLOYEE_ID_REQUIRED',
    });
    expect(parseEmployeeId('12a')).toEqual({
      ok: false,
      message: 'Employee ID must be 1 to 3 digits',
      code: 'EMPLOYEE_ID_INVALID',
    });
  });
});
