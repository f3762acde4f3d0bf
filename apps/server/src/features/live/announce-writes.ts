import type { Route } from '@shiftclock/contract/endpoints/all';
import { WRITE_TOPICS } from '@shiftclock/contract/live-topics';
import type { FastifyInstance } from 'fastify';
import type { DashboardStatsCache } from '../organization/location-stats.ts';
import type { LiveUpdates } from './live-updates.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a write that changed nothing any screen shows (a kiosk's routine heartbeat): it is not
     * announced to the location's screens, and no cached figures are forgotten for it.
     */
    changedNothingShown: boolean;
  }
}

/**
 * Every successful write made with a location's token changes what its screens show: they hear of
 * it through their live-updates stream, whichever instance they are connected to. A logout changes
 * nothing they show (and the screen that logged out is on its way to the login). A punch refused
 * because wrong PINs locked the employee changed the manager's employee list.
 *
 * Before the answer leaves (the write is committed by then), this instance also forgets the
 * organization's figures, so a screen that asks again at once never gets the old ones here; other
 * instances forget on the notice.
 */
export function announceWrites(
  app: FastifyInstance,
  { live, organizationStats }: { live: LiveUpdates; organizationStats: DashboardStatsCache },
) {
  app.decorateRequest('changedNothingShown', false);
  app.addHook('onSend', async (request, reply, payload) => {
    const pinLock = reply.statusCode === 429 && /^\/api\/shift\/(clock|break)-/.test(request.url);
    if (
      request.method === 'GET' ||
      (reply.statusCode >= 400 && !pinLock) ||
      request.url.startsWith('/api/auth/') ||
      request.changedNothingShown
    )
      return payload;
    const account = request.account;
    if (account?.type === 'location' || account?.type === 'manager') {
      organizationStats.forgetLocations([account.locationId]);
      // What the write changed, so screens ask again only for that; a PIN lock changes the employees.
      const route = `${request.method} ${request.routeOptions.url}` as Route;
      live.changed(account.locationId, pinLock ? undefined : WRITE_TOPICS[route]);
    }
    if (account?.type === 'orgAdmin') organizationStats.forgetOrganization(account.organizationId);
    if (account?.type === 'master') organizationStats.forgetAll();
    return payload;
  });
}
