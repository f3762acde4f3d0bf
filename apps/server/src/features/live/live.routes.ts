import { liveEndpoints } from '@shiftclock/contract/endpoints/live';
import { refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { NotAcceptable, ServiceUnavailable } from '../../platform/errors.ts';
import type { LiveUpdates } from './live-updates.ts';

const MAX_STREAM_MS = 24 * 3_600_000;

/** `GET /api/events` (packages/contract/src/endpoints/live.ts): the location's live updates. */
export const liveRoutes = (
  live: LiveUpdates,
  stillAuthorized: (request: FastifyRequest) => Promise<boolean>,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(liveEndpoints.events, async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new NotAcceptable(refusalMessages.eventStreamRequired);
      }
      if (!live.listening) throw new ServiceUnavailable(refusalMessages.liveUpdatesUnavailable);

      // From here on the answer is written by hand: it is a stream, not one body.
      reply.hijack();
      const res = reply.raw;
      // What the hooks set so far (security headers, CORS), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // A stream's connection is not reused when it ends: a server that stops need not wait for it.
        connection: 'close',
        // nginx passes each event on at once (its configuration says so too: docs/operations.md).
        'x-accel-buffering': 'no',
      });
      const close = live.open(
        {
          locationId: request.account.locationId,
          token: request.headers.authorization ?? '',
          write: (text) => {
            if (!res.writableEnded) res.write(text);
          },
          close: () => res.end(),
          stillAuthorized: () => stillAuthorized(request),
        },
        request.query.dataAgeMs,
      );
      // A token's stream ends when the token does (the client's reconnection then meets the 401),
      // and after a day at most, which also keeps the timer within setTimeout's range.
      const expiresAt = request.session?.expiresAt.getTime() ?? Date.now();
      const expiry = setTimeout(() => res.end(), Math.min(expiresAt - Date.now(), MAX_STREAM_MS));
      res.on('close', () => {
        clearTimeout(expiry);
        close();
      });
      return reply;
    });
  };
