import type { authEndpoints } from '@shiftclock/contract/endpoints/auth';
import type { healthEndpoints } from '@shiftclock/contract/endpoints/health';
import type { organizationEndpoints } from '@shiftclock/contract/endpoints/organization';
import type { settingsEndpoints } from '@shiftclock/contract/endpoints/settings';
import { shiftsEndpoints } from '@shiftclock/contract/endpoints/shifts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Account, AccountOfType, OrgAdminAccount } from './account.ts';
import { type HandlerOf, routeOf } from './endpoint.ts';

// The assertions on types are checked by `npm run typecheck` (which covers test files): an account
// typed `never` or `any` (what a one-member union with a 'location' | 'manager' type gave) fails them.

type AccountIn<E extends Parameters<typeof routeOf>[0]> = Parameters<HandlerOf<E>>[0]['account'];
type ManagerAccount = AccountOfType<'manager'>;

describe('a handler receives the account its endpoint admits', () => {
  it("gives a manager endpoint's handler a manager account, with no owner's fields", () => {
    type Manager = AccountIn<typeof shiftsEndpoints.listShifts>;
    expectTypeOf<Manager>().not.toBeNever();
    expectTypeOf<Manager>().not.toBeAny();
    expectTypeOf<Manager>().toEqualTypeOf<ManagerAccount>();
    expectTypeOf<Manager>().toHaveProperty('type').toEqualTypeOf<'manager'>();
    expectTypeOf<Manager>().toHaveProperty('locationId').toEqualTypeOf<string>();
    expectTypeOf<Manager>().not.toHaveProperty('email');
    expectTypeOf<Manager>().not.toHaveProperty('tokenVersion');
  });

  it('refuses a manager account where a number, a string or a date is expected', () => {
    // Each line must not compile: a `never` or `any` account would, and the directive then fails.
    const probe = (manager: AccountIn<typeof shiftsEndpoints.listShifts>) => {
      // @ts-expect-error an account is no number
      const asNumber: number = manager;
      // @ts-expect-error nor a string
      const asString: string = manager;
      // @ts-expect-error nor a date
      const asDate: Date = manager;
      return [asNumber, asString, asDate];
    };
    expect(probe).toBeTypeOf('function');
  });

  it("gives an owner endpoint's handler the owner, and a location endpoint's no owner", () => {
    expectTypeOf<AccountIn<typeof organizationEndpoints.dashboard>>().toEqualTypeOf<OrgAdminAccount>();
    type Location = AccountIn<typeof settingsEndpoints.locationSettings>;
    expectTypeOf<Location>().toEqualTypeOf<AccountOfType<'location' | 'manager'>>();
    expectTypeOf<Location>().not.toHaveProperty('email');
  });

  it('gives every account to an endpoint open to all, and none to a public one', () => {
    // Every account that signs in for a token: API keys call only /api/v1.
    expectTypeOf<AccountIn<typeof authEndpoints.validateSession>>().toEqualTypeOf<
      Exclude<Account, { type: 'apiKey' }>
    >();
    expectTypeOf<AccountIn<typeof healthEndpoints.health>>().toEqualTypeOf<null>();
  });

  it('registers the handler as written, the access rule in the route config', async () => {
    const handler: HandlerOf<typeof shiftsEndpoints.listShifts> = async (request) => {
      expectTypeOf(request.account).toEqualTypeOf<ManagerAccount>();
      // @ts-expect-error a manager's account has no owner e-mail
      expect(request.account.email).toBeUndefined();
      throw new Error('not called');
    };
    const route = routeOf(shiftsEndpoints.listShifts, handler);
    expect(route.handler).toBe(handler);
    expect(route.config.access).toEqual(['manager']);
    expect([route.method, route.url]).toEqual(['GET', '/api/admin/shifts']);
  });
});
