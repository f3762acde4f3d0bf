/**
 * The employees' kiosk PIN (docs/api.md, "Kiosk"; docs/decisions/0157-employee-pin.md), without zod
 * so the kiosk page can check it too. Per location: off, or PINs of 4 or 6 digits. A PIN of the other
 * length (set before the location changed its setting) still works until the manager resets it.
 */

/** The location setting `pinLength`: 0 is off (the 3-digit ID alone). */
export const PIN_LENGTHS = [0, 4, 6] as const;
export type PinLength = (typeof PIN_LENGTHS)[number];

/** Wrong PINs in a row that lock an employee's punches, and for how long. */
export const PIN_MAX_WRONG = 5;
export const PIN_LOCK_MINUTES = 5;

/**
 * The wrong-PIN budget of one kiosk, across all employees (docs/security.md, "Employee PINs"): past
 * PIN_WRONG_PER_DEVICE wrong PINs from one device (its token) in PIN_BUDGET_WINDOW_MINUTES, or
 * PIN_WRONG_PER_ADDRESS from one address, that caller's PIN punches answer 429 TOO_MANY_WRONG_PINS
 * until the oldest wrong one leaves the window. The device budget runs out before a storm from one
 * kiosk can lock more than PIN_WRONG_PER_DEVICE / PIN_MAX_WRONG employees.
 */
export const PIN_WRONG_PER_DEVICE = 20;
export const PIN_WRONG_PER_ADDRESS = 60;
export const PIN_BUDGET_WINDOW_MINUTES = 15;

export const PIN_INPUT = /^\d{4,6}$/;

/** The length of a PIN the manager has the server make: the location's, or 4 while PINs are off. */
export const newPinLength = (setting: PinLength): 4 | 6 => (setting === 6 ? 6 : 4);

export const pinMessages = {
  pinRequired: 'Please enter your PIN',
  pinInvalid: 'PIN must be 4 to 6 digits',
  pinSettingManagersOnly: 'Only a manager can change the PIN setting.',
} as const;

/** The PIN field's check, as the server makes it: null when the PIN can be sent. */
export function checkPin(pin: string): { message: string; code: 'PIN_REQUIRED' | 'PIN_INVALID' } | null {
  if (pin === '') return { message: pinMessages.pinRequired, code: 'PIN_REQUIRED' };
  if (!PIN_INPUT.test(pin)) return { message: pinMessages.pinInvalid, code: 'PIN_INVALID' };
  return null;
}

/**
 * The refusals of a PIN check. A wrong or locked PIN names nobody: whoever types a colleague's ID
 * with a guess must not learn whose it is (docs/decisions/0173-pins-without-stranding.md). An
 * employee with no PIN is named, as their own clock-out names them: their ID alone is their punch.
 */
export const pinRefusal = {
  wrong: (attemptsLeft: number) => `Wrong PIN. Attempts left: ${attemptsLeft}`,
  locked: (minutes: number) =>
    `Too many wrong PINs for this employee ID. Try again in ${minutes} minutes or ask a manager to unlock.`,
  notSet: (employeeName: string) => `${employeeName} has no PIN yet. Ask a manager to set one.`,
};

/**
 * At most this many PINs made by one "Create PINs" call (docs/api.md, "Employees"): each is an
 * argon2 hash made one at a time, so a location of hundreds is given its PINs a sheet at a time
 * instead of holding the request (and one of the instance's hash slots) for minutes.
 */
export const PIN_BATCH_MAX = 100;

/** The start of the 429 TOO_MANY_WRONG_PINS message; the server adds "Please try again in …". */
export const TOO_MANY_WRONG_PINS_MESSAGE = 'Too many wrong PINs from this kiosk.';
