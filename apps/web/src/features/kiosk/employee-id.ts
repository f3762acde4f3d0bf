import { EMPLOYEE_ID_LENGTH } from '@shiftclock/contract/constants';

// The Employee ID field's rule (docs/product.md section 5): digits only, non-digits stripped, at most 3.
// Typing, pasting, the on-screen keypad and the physical keyboard all go through these, so the
// field can never hold anything else.

export function sanitizeEmployeeId(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, EMPLOYEE_ID_LENGTH);
}

/** A digit added at the end; a full field stays as it is rather than dropping its first digit. */
export function appendDigit(current: string, digit: string): string {
  return sanitizeEmployeeId(current.length >= EMPLOYEE_ID_LENGTH ? current : current + digit);
}

export function removeLastDigit(current: string): string {
  return current.slice(0, -1);
}
