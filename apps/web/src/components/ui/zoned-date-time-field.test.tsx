import type { TimeFormat } from '@shiftclock/contract/time-format';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ZonedDateTimeField } from './zoned-date-time-field.tsx';

function Field({ initial, timeFormat }: { initial: string; timeFormat: TimeFormat }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ZonedDateTimeField
        label="Start"
        value={value}
        onChange={setValue}
        timeZone="Europe/Paris"
        timeFormat={timeFormat}
      />
      <output aria-label="form value">{value}</output>
    </>
  );
}

const time = () => screen.getByLabelText('Start time');
const formValue = () => screen.getByLabelText('form value').textContent;

describe('ZonedDateTimeField', () => {
  it('writes the time on the 12-hour clock when the location keeps one, never a browser picker', () => {
    render(<Field initial="2026-03-10T21:30" timeFormat="12h" />);
    expect(screen.getByRole('group', { name: 'Start' })).toBeVisible();
    // The date the page language's way (English: month/day/year), whatever the browser's language.
    expect(screen.getByLabelText('Start date')).toHaveValue('03/10/2026');
    expect(time()).toHaveAttribute('type', 'text');
    expect(time()).toHaveValue('9:30 PM');

    fireEvent.change(time(), { target: { value: '7:15a' } });
    expect(formValue()).toBe('2026-03-10T07:15');
    // Written back the location's way once the manager leaves the field.
    fireEvent.blur(time());
    expect(time()).toHaveValue('7:15 AM');
  });

  it('reads 24-hour times typed with or without a colon and shows them as HH:mm', () => {
    render(<Field initial="2026-03-10T09:00" timeFormat="24h" />);
    expect(time()).toHaveValue('09:00');
    fireEvent.change(time(), { target: { value: '1745' } });
    fireEvent.blur(time());
    expect(time()).toHaveValue('17:45');
    expect(formValue()).toBe('2026-03-10T17:45');
  });

  it('keeps a time it cannot read as typed, so the form refuses it instead of guessing', () => {
    render(<Field initial="2026-03-10T09:00" timeFormat="24h" />);
    fireEvent.change(time(), { target: { value: '25:00' } });
    fireEvent.blur(time());
    expect(time()).toHaveValue('25:00');
    expect(formValue()).toBe('2026-03-10T25:00');
  });

  it('changes the date and keeps the time', () => {
    render(<Field initial="2026-03-10T09:00" timeFormat="24h" />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-12' } });
    expect(formValue()).toBe('2026-03-12T09:00');
  });
});
