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

/** '2026-11-24' as an English page shows a date: '11/24/2026' (the field also reads the ISO form). */
export function englishDate(day: string): string {
  const [year, month, date] = day.split('-');
  return day ? `${month}/${date}/${year}` : '';
}

/** The field shows this wall time ('' for an empty field), on the 24-hour clock. */
export async function expectDateTime(scope: Locator, label: string, value: string) {
  const { date, time } = dateTimeInputs(scope, label);
  await expect(date).toHaveValue(englishDate(value.slice(0, 10)));
  await expect(time).toHaveValue(value.slice(11, 16));
}
