import { randomFromAlphabet } from './random.ts';

/**
 * A PIN a colleague would try first: one digit repeated (1111) or a run up or down (1234, 6543).
 * The server never hands one out.
 */
export function isGuessablePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 0);
}

/** A new random kiosk PIN of `length` digits (docs/decisions/0157-employee-pin.md). */
export function randomPin(length: number): string {
  for (;;) {
    const pin = randomFromAlphabet('0123456789', length);
    if (!isGuessablePin(pin)) return pin;
  }
}
