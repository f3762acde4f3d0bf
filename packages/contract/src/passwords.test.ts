import { describe, expect, it } from 'vitest';
import {
  allPass,
  locationPasswordChecks,
  managerChangePasswordChecks,
  strictPasswordChecks,
} from './passwords.ts';

describe('password rules', () => {
  it.each([
    ['Secret1!', true],
    ['secret1!', false], // no uppercase
    ['SECRET1!', false], // no lowercase
    ['Secret!!', false], // no digit
    ['Secret12', false], // no special
    ['Sec1!', false], // too short
    ['Secret1#', false], // # is not one of @$!%*?&
    ['Secret1!#', false], // only the listed specials are allowed
  ])('strict rule: %j passes = %s', (password, ok) => {
    expect(allPass(strictPasswordChecks(password))).toBe(ok);
  });

  it('manager change-password accepts any symbol', () => {
    expect(allPass(managerChangePasswordChecks('Secret1#'))).toBe(true);
    expect(allPass(managerChangePasswordChecks('Secret12'))).toBe(false);
  });

  it.each([
    ['abc123', true],
    ['abcdef', false],
    ['123456', false],
    ['ab12', false],
  ])('location rule: %j passes = %s', (password, ok) => {
    expect(allPass(locationPasswordChecks(password))).toBe(ok);
  });
});
