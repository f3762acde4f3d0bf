import { fireEvent, within } from '@testing-library/react';
import { parseDateField } from '../lib/time/date-of-day.ts';
import { parseTimeOfDay } from '../lib/time-of-day.ts';

// A ZonedDateTimeField is a group (its legend is the field's label) of a date input and a time
// input; the tests speak in the form's own values, 'yyyy-MM-ddTHH:mm', as a manager would type them.

export function zonedField(scope: HTMLElement, label: string) {
  return {
    group: within(scope).getByRole('group', { name: label }),
    date: within(scope).getByLabelText(`${label} date`) as HTMLInputElement,
    time: within(scope).getByLabelText(`${label} time`) as HTMLInputElement,
  };
}

/** Types a wall time into the field: its date, then its time (on the 24-hour clock). */
export function setZonedField(scope: HTMLElement, label: string, value: string) {
  const [date = '', time = ''] = value.split('T');
  const field = zonedField(scope, label);
  fireEvent.change(field.date, { target: { value: date } });
  fireEvent.change(field.time, { target: { value: time } });
  fireEvent.blur(field.time);
}

/** What the field shows, as 'yyyy-MM-ddTHH:mm' ('' when empty). */
export function zonedFieldValue(scope: HTMLElement, label: string): string {
  const { date, time } = zonedField(scope, label);
  if (!date.value && !time.value) return '';
  return `${parseDateField(date.value, 'en') ?? date.value}T${parseTimeOfDay(time.value) ?? time.value}`;
}
