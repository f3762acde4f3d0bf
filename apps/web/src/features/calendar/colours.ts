import { EMPLOYEE_COLOUR_COUNT } from '@shiftclock/contract/constants';

// 32 employee colours (docs/product.md section 9), cycled. Hues step by the golden angle, so neighbours in the
// list (employees 001 and 002) never look alike. Each colour comes as a strong tone for the block's
// edge and the legend swatch, and a pale tint behind dark text (readable for every hue).

export interface EmployeeColour {
  /** Edge stripe and legend swatch. */
  strong: string;
  /** Block background behind slate-900 text. */
  tint: string;
}

const GOLDEN_ANGLE = 137.508;
/** The first employee gets a blue, not the red that reads as an error (and as the now-line). */
const FIRST_HUE = 215;

export const EMPLOYEE_COLOURS: readonly EmployeeColour[] = Array.from(
  { length: EMPLOYEE_COLOUR_COUNT },
  (_, index) => {
    const hue = Math.round((FIRST_HUE + index * GOLDEN_ANGLE) % 360);
    // Every other colour a shade darker, so two close hues still differ in weight.
    const lightness = index % 2 === 0 ? 42 : 34;
    return { strong: `hsl(${hue} 70% ${lightness}%)`, tint: `hsl(${hue} 80% 94%)` };
  },
);

/**
 * An employee's colour index. The server gives IDs from 001 upwards, smallest free first, so the ID
 * is a stable order: an employee keeps their colour from week to week, and the first 32 all differ.
 * An ID that is not a number (never from this server) falls back to a hash of the text.
 */
export function colourIndex(employeeId: string): number {
  const number = Number.parseInt(employeeId, 10);
  const base = Number.isNaN(number) ? hash(employeeId) : number - 1;
  return ((base % EMPLOYEE_COLOUR_COUNT) + EMPLOYEE_COLOUR_COUNT) % EMPLOYEE_COLOUR_COUNT;
}

export function employeeColour(employeeId: string): EmployeeColour {
  return EMPLOYEE_COLOURS[colourIndex(employeeId)] as EmployeeColour;
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return Math.abs(value);
}
