import { describe, expect, it } from 'vitest';
import { errorCatalog, errorCodeOf, templatedErrorCodes } from './error-codes.ts';
import { messages, timesheetMessages } from './messages.ts';

describe('error codes', () => {
  it('gives every fixed message exactly one code, and keeps the published ones', () => {
    const byMessage = new Map<string, string[]>();
    for (const [code, message] of Object.entries(errorCatalog)) {
      byMessage.set(message, [...(byMessage.get(message) ?? []), code]);
    }
    const ambiguous = [...byMessage].filter(([, codes]) => codes.length > 1);
    expect(ambiguous).toEqual([]);
    expect(errorCodeOf(messages.emailTaken)).toBe('EMAIL_TAKEN');
    expect(errorCodeOf(timesheetMessages.overlap)).toBe('SHIFT_OVERLAP');
    expect(errorCodeOf(timesheetMessages.unreviewedShifts)).toBe('UNREVIEWED_SHIFTS');
    expect(errorCodeOf(messages.emailNotVerified)).toBe('EMAIL_NOT_VERIFIED');
    expect(errorCodeOf('Something else')).toBeUndefined();
  });

  it('keeps templated codes apart from the fixed ones', () => {
    for (const code of templatedErrorCodes) expect(errorCatalog[code]).toBeUndefined();
    for (const code of Object.keys(errorCatalog)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
