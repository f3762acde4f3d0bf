import { describe, expect, it } from 'vitest';
import { expiryTone } from './expiry-tone.ts';

describe('expiry colour of days left', () => {
  it.each([
    [0, 'critical'],
    [1, 'critical'],
    [3, 'critical'],
    [4, 'warning'],
    [7, 'warning'],
    [8, 'ok'],
    [14, 'ok'],
  ] as const)('%i days is %s', (days, tone) => {
    expect(expiryTone(days)).toBe(tone);
  });
});
