import { describe, expect, it } from 'vitest';
import { readDurationInput } from './shift-duration.ts';

describe('reading the default shift duration', () => {
  it.each([1, 6, 12])('accepts %i hours as typed', (hours) => {
    expect(readDurationInput(String(hours))).toEqual({ kind: 'number', hours, error: undefined });
  });

  it('pulls values above 12 down to 12 with the contract message', () => {
    expect(readDurationInput('13')).toEqual({ kind: 'number', hours: 12, error: 'At most 12 hours' });
  });

  it('pulls values below 1 up to 1 with the contract message', () => {
    expect(readDurationInput('0')).toEqual({ kind: 'number', hours: 1, error: 'At least 1 hour' });
    expect(readDurationInput('-4')).toEqual({ kind: 'number', hours: 1, error: 'At least 1 hour' });
  });

  it('rounds fractions to whole hours', () => {
    expect(readDurationInput('7.6')).toEqual({ kind: 'number', hours: 8, error: 'Whole hours only' });
  });

  it('treats an empty or unreadable box as nothing typed', () => {
    expect(readDurationInput('')).toEqual({ kind: 'empty' });
    expect(readDurationInput('abc')).toEqual({ kind: 'empty' });
  });
});
