import { expect, type Locator } from '@playwright/test';

// A date-time field on the location's clock is a date input and a time input under the field's
// legend ('Start' → 'Start date', 'Start time'); the stories speak in 'yyyy-MM-ddTHH:mm' values.

export function dateTimeInputs(scope: Locator, label: string) {
  return {
    date: scope.getByLabel(`${label} date`, { exact: true }),
    time: scope.getByLabel(`${label} time`, { exact: true }),
  };
}

/** Types the wall time as a manager does: the date, then the time on the 24-hour clock. */
export async function fillDateTime(scope: Locator, label: string, value: string) {
  const { date, time } = dateTimeInputs(scope, label);
  await date.fill(value.slice(0, 10));
  await time.fill(value.slice(11, 16));
  await time.blur();
}

/**
 * '2026-11-24' as an English page shows a date: '11/24/2026' in the US, '24/11/2026' where the day
 * comes first (a location in Paris, Auckland, Kolkata: docs/decisions/0178-dates-follow-the-location.md).
 * The field also reads the ISO form.
 */
export function englishDate(day: string, order: DateOrder = 'month first'): string {
  const [year, month, date] = day.split('-');
  if (!day) return '';
  if (order === 'year first') return `${year}/${month}/${date}`;
  return order === 'month first' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}

/** How a location's country orders a date (Tokyo's English writes '2026/11/24'). */
type DateOrder = 'month first' | 'day first' | 'year first';

/** The order an English date field is typed in, read from the pattern it shows ('dd/mm/yyyy'). */
export async function englishDateOrder(field: Locator): Promise<DateOrder> {
  const pattern = await field.getAttribute('placeholder');
  expect(pattern, 'an English date field shows its pattern').toMatch(
    /^(mm\/dd\/yyyy|dd\/mm\/yyyy|yyyy\/mm\/dd)$/,
  );
  if (pattern?.startsWith('yyyy')) return 'year first';
  return pattern?.startsWith('dd') ? 'day first' : 'month first';
}

/** The field shows this wall time ('' for an empty field), on the 24-hour clock, in its pattern's order. */
export async function expectDateTime(scope: Locator, label: string, value: string) {
  const { date, time } = dateTimeInputs(scope, label);
  await expect(date).toHaveValue(englishDate(value.slice(0, 10), await englishDateOrder(date)));
  await expect(time).toHaveValue(value.slice(11, 16));
}
