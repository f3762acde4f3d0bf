import { describe, expect, it } from 'vitest';
import { hourOptions, isOvernight, WHOLE_HOURS } from './hours.ts';

describe('whole-hour options', () => {
  it('offers the 24 whole hours from 00:00 to 23:00', () => {
    expect(WHOLE_HOURS).toHaveLength(24);
    expect(WHOLE_HOURS[0]).toBe('00:00');
    expect(WHOLE_HOURS[9]).toBe('09:00');
    expect(WHOLE_HOURS[23]).toBe('23:00');
  });

  it('labels them as stored in 24h', () => {
    expect(hourOptions('24h').map((option) => option.label)).toEqual(WHOLE_HOURS);
  });

  it('labels them with AM and PM in 12h, midnight and noon as 12', () => {
    const labels = hourOptions('12h').map((option) => option.label);
    expect(labels.slice(0, 2)).toEqual(['12:00 AM', '1:00 AM']);
    expect(labels.slice(11, 14)).toEqual(['11:00 AM', '12:00 PM', '1:00 PM']);
    expect(labels[23]).toBe('11:00 PM');
    // The value stays 'HH:00' whatever the label.
    expect(hourOptions('12h')[13]).toEqual({ value: '13:00', label: '1:00 PM' });
  });
});

describe('overnight ranges', () => {
  const layout = (startTime: string, endTime: string) => ({ startDay: 1, endDay: 6, startTime, endTime });

  it('is overnight only when the end is earlier than the start', () => {
    expect(isOvernight(layout('18:00', '04:00'))).toBe(true);
    expect(isOvernight(layout('23:00', '00:00'))).toBe(true);
    expect(isOvernight(layout('09:00', '17:00'))).toBe(false);
    expect(isOvernight(layout('09:00', '09:00'))).toBe(false);
  });
});
