import { describe, expect, it } from 'vitest';
import { appendDigit, removeLastDigit, sanitizeEmployeeId } from './employee-id.ts';

describe('the Employee ID rule', () => {
  it('keeps digits only, at most three', () => {
    expect(sanitizeEmployeeId('a1b2c3d4')).toBe('123');
    expect(sanitizeEmployeeId(' 0-7 ')).toBe('07');
    expect(sanitizeEmployeeId('１２')).toBe('');
    expect(sanitizeEmployeeId('')).toBe('');
  });

  it('appends to a short ID and leaves a full one alone', () => {
    expect(appendDigit('', '0')).toBe('0');
    expect(appendDigit('12', '3')).toBe('123');
    expect(appendDigit('123', '4')).toBe('123');
  });

  it('removes the last digit, and nothing from an empty field', () => {
    expect(removeLastDigit('123')).toBe('12');
    expect(removeLastDigit('')).toBe('');
  });
});
