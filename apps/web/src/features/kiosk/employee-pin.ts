// The kiosk's PIN field: digits only, at most 6 (packages/contract/src/employee-pin.ts takes 4 to 6).
// The keypad, typing and pasting all go through this, as the Employee ID field's rule does.

export const PIN_MAX_DIGITS = 6;

export function sanitizePin(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_MAX_DIGITS);
}
