import { describe, expect, it } from 'vitest';
import { messageDurationMs } from './status-message.ts';

describe('kiosk message rules', () => {
  it('shows a success 3 s and anything else 5 s', () => {
    expect(messageDurationMs('success')).toBe(3000);
    expect(messageDurationMs('error')).toBe(5000);
    expect(messageDurationMs('queued')).toBe(5000);
  });
});
