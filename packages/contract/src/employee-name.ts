import { employeeNameRequired, fieldMessages } from './messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/**
 * An employee's name, without zod, so the manager's dashboard shows its Add Employee form without
 * loading a schema library (docs/decisions/0167-forms-after-the-screen.md). The zod schema in
 * employees.ts is built from the same limit and messages, and a test checks that both refuse alike.
 */

export const EMPLOYEE_NAME_MAX = 100;

/** Why `input` is not a valid name (trimmed: 1 to 100 characters, one line), or null when it is. */
export function employeeNameProblem(input: string): string | null {
  const value = input.trim();
  if (value === '') return employeeNameRequired;
  if (value.length > EMPLOYEE_NAME_MAX) return fieldMessages.employeeNameTooLong;
  if (!SINGLE_LINE.test(value)) return singleLineMessage;
  return null;
}
