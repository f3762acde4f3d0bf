import { describe, expect, it } from 'vitest';
import type { SessionValidation } from '../../api/auth/validate-session.ts';
import { dashboardPathFor, resolveSettingsAccess } from './settings-access.ts';

const validation = (accountType: SessionValidation['accountType'], locationId: string | null) => ({
  valid: true as const,
  accountType,
  locationId,
  organizationId: 'org-1',
});

describe('who may open the settings', () => {
  it.each(['manager', 'location'] as const)('grants a %s account', (accountType) => {
    expect(resolveSettingsAccess(validation(accountType, 'ABC234'))).toEqual({
      kind: 'granted',
      session: { accountType, locationId: 'ABC234' },
    });
  });

  it.each(['orgAdmin', 'master'] as const)(
    'sends a %s account (no location) to the organization login',
    (type) => {
      expect(resolveSettingsAccess(validation(type, null))).toEqual({
        kind: 'redirect',
        to: '/organization/login',
      });
    },
  );

  it('sends a manager without a location id to the organization login', () => {
    expect(resolveSettingsAccess(validation('manager', null))).toEqual({
      kind: 'redirect',
      to: '/organization/login',
    });
  });

  it("goes back to the account's own dashboard", () => {
    expect(dashboardPathFor({ accountType: 'manager', locationId: 'ABC234' })).toBe('/manager/ABC234');
    expect(dashboardPathFor({ accountType: 'location', locationId: 'ABC234' })).toBe('/location/ABC234');
  });
});
