import { describe, expect, it } from 'vitest';
import { employeeNameProblem } from './employee-name.ts';
import { createEmployeeBody } from './employees.ts';

describe('the employee name rule', () => {
  it('is the same without zod (the Add Employee form) as with it (the server)', () => {
    const inputs = [
      'Ada Lovelace',
      '  Grace  ',
      'Tomás García',
      '',
      '   ',
      'a'.repeat(100),
      ` ${'a'.repeat(100)} `,
      'a'.repeat(101),
      `${'a'.repeat(101)}\n`,
      'Ada\nLovelace',
      'Ada\tLovelace',
      'Ada\u0000',
      '\u0007Ada',
    ];
    for (const input of inputs) {
      const schema = createEmployeeBody.safeParse({ name: input });
      expect(employeeNameProblem(input), JSON.stringify(input)).toBe(
        schema.success ? null : schema.error.issues[0]?.message,
      );
    }
  });

  it('names what is wrong', () => {
    expect(employeeNameProblem(' ')).toBe('Please enter employee name');
    expect(employeeNameProblem('a'.repeat(101))).toBe('Employee name must be at most 100 characters');
    expect(employeeNameProblem('Ada\nLovelace')).toBe('Must be one line of text without control characters');
    expect(employeeNameProblem(' Ada ')).toBeNull();
  });
});
