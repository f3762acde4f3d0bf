import { DEFAULT_SETTINGS, settingsBody, settingsSchema } from '@shiftclock/contract/settings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { accountOf } from '../../http/auth.ts';

const access = { access: ['manager', 'location'] as const };
const tags = ['settings'];
const security = [{ bearer: [] }];

/** location-info and location-settings under /api/admin (manager and location tokens). */
export const settingsRoutes = (db: Db): FastifyPluginAsyncZod =>
  async function routes(app) {
    const account = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager', 'location');

    app.get(
      '/location-info',
      {
        config: access,
        schema: {
          tags,
          security,
          response: {
            200: z.object({ locationId: z.string(), locationName: z.string(), timezone: z.string() }),
          },
        },
      },
      async (request) => {
        const { locationCode, locationName, timezone } = account(request);
        return { locationId: locationCode, locationName, timezone };
      },
    );

    app.get(
      '/location-settings',
      {
        config: access,
        schema: { tags, security, response: { 200: z.object({ settings: settingsSchema }) } },
      },
      async (request) => {
        const [row] = await db
          .select({ settings: locations.settings })
          .from(locations)
          .where(eq(locations.id, account(request).locationId));
        return { settings: row?.settings ?? DEFAULT_SETTINGS };
      },
    );

    app.put(
      '/location-settings',
      {
        config: access,
        schema: {
          tags,
          security,
          body: settingsBody,
          response: { 200: z.object({ message: z.string(), settings: settingsSchema }) },
        },
      },
      async (request) => {
        await db
          .update(locations)
          .set({ settings: request.body.settings })
          .where(eq(locations.id, account(request).locationId));
        return { message: 'Settings saved successfully!', settings: request.body.settings };
      },
    );
  };
