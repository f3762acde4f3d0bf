import { EMPLOYEE_COLOUR_COUNT } from '@shiftclock/contract/constants';

// 32 employee colours (docs/product.md section 9), cycled by employee ID. They are picked in OKLCH, where
// equal steps look equally different, by farthest-point sampling: each next colour is the candidate
// (every 5° of hue at three lightnesses) farthest from all colours picked before it. So the first few
// employees, the ones most often side by side, differ most, and no two of the 32 look alike the way
// neighbouring greens of an HSL wheel did (docs/decisions/0151-manager-dashboard-layout.md). Colour is
// never the only cue: every block also shows the employee's ID.

export interface EmployeeColour {
  /** Edge stripe and legend swatch (at least 3:1 against white). */
  strong: string;
  /** Block background behind slate-900 text. */
  tint: string;
}

interface Oklch {
  l: number;
  c: number;
  h: number;
}

const CHROMA = 0.17;
const LIGHTNESSES = [0.4, 0.52, 0.62];
/** The first employee gets a blue, not the red that reads as an error (and as the now-line). */
const FIRST: Oklch = { l: 0.52, c: CHROMA, h: 255 };

function distance(a: Oklch, b: Oklch): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const da = a.c * Math.cos(radians(a.h)) - b.c * Math.cos(radians(b.h));
  const db = a.c * Math.sin(radians(a.h)) - b.c * Math.sin(radians(b.h));
  return Math.hypot(a.l - b.l, da, db);
}

function farthestPointPalette(count: number): Oklch[] {
  const candidates: Oklch[] = [];
  for (let h = 0; h < 360; h += 5) for (const l of LIGHTNESSES) candidates.push({ l, c: CHROMA, h });
  const picked = [FIRST];
  const nearestPicked = candidates.map((candidate) => distance(candidate, FIRST));
  while (picked.length < count) {
    let best = 0;
    for (let index = 1; index < candidates.length; index++) {
      if ((nearestPicked[index] ?? 0) > (nearestPicked[best] ?? 0)) best = index;
    }
    const next = candidates[best] as Oklch;
    picked.push(next);
    candidates.forEach((candidate, index) => {
      nearestPicked[index] = Math.min(nearestPicked[index] ?? 0, distance(candidate, next));
    });
  }
  return picked;
}

export const EMPLOYEE_COLOURS: readonly EmployeeColour[] = farthestPointPalette(EMPLOYEE_COLOUR_COUNT).map(
  ({ l, c, h }) => ({ strong: `oklch(${l} ${c} ${h})`, tint: `oklch(0.95 0.035 ${h})` }),
);

/**
 * How different two of the palette's colours look (OKLab distance). Only the tests call it: kept
 * here as their seam, so they measure with the very `distance` the palette is picked by.
 */
export function colourDistance(a: EmployeeColour, b: EmployeeColour): number {
  const parse = (colour: string): Oklch => {
    const [l = 0, c = 0, h = 0] = colour.slice(6, -1).split(' ').map(Number);
    return { l, c, h };
  };
  return distance(parse(a.strong), parse(b.strong));
}

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
