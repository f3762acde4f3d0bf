import { describe, expect, it } from 'vitest';
import { messageDurationMs, messageTone } from './status-message.ts';

describe('kiosk message rules', () => {
  it('treats a message containing "successfully" as a success shown 3 s', () => {
    expect(messageTone('Clocked in successfully! Welcome Ada')).toBe('success');
    expect(messageDurationMs('Clocked out successfully! Ada worked 0h 5m')).toBe(3000);
  });

  it('treats anything else as an error shown 5 s', () => {
    for (const text of [
      'Please enter employee ID',
      'Ada is already clocked in',
      'Network error. Please try again.',
    ]) {
      expect(messageTone(text)).toBe('error');
      expect(messageDurationMs(text)).toBe(5000);
    }
  });
});
