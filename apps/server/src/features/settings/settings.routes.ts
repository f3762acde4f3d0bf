import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_SETTINGS, type Settings, settingsBody, settingsSchema } from '@shiftclock/contract/settings';
import { DEFAULT_PAYROLL, PAYROLL_MANAGERS_ONLY } from '@shiftclock/contract/timesheets';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { accountOf } from '../../http/auth.ts';
import { Forbidden } from '../../http/errors.ts';

/** A stored object from before a setting existed gets that setting's default. */
export function withDefaults(stored: Partial<Settings> | null | undefined): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    weekLayout: { ...DEFAULT_SETTINGS.weekLayout, ...stored?.weekLayout },
    payroll: { ...DEFAULT_PAYROLL, ...stored?.payroll },
  };
}

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
        return { settings: withDefaults(row?.settings) };
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
        const sent = request.body.settings;
        const { type, locationId } = account(request);
        // Payroll rules decide pay: the kiosk's token (on a shared tablet) may save the other
        // settings, as SPEC.md section 6 allows, but not change these. Its saves keep the stored ones.
        if (type === 'location' && sent.payroll) {
          const [current] = await db
            .select({ settings: locations.settings })
            .from(locations)
            .where(eq(locations.id, locationId));
          if (!isDeepStrictEqual(withDefaults(current?.settings).payroll, sent.payroll)) {
            throw new Forbidden(PAYROLL_MANAGERS_ONLY);
          }
        }
        // Without `payroll` (a client older than issue 11) the stored payroll settings are kept. One
        // statement reads and writes them, so a concurrent save of the payroll cannot be lost in between.
        const keepPayroll = !sent.payroll || type === 'location';
        const [row] = await db
          .update(locations)
          .set({
            settings: keepPayroll
              ? sql`jsonb_set(${JSON.stringify(sent)}::jsonb, '{payroll}', coalesce(${locations.settings} -> 'payroll', ${JSON.stringify(DEFAULT_PAYROLL)}::jsonb))`
              : sent,
          })
          .where(eq(locations.id, locationId))
          .returning({ settings: locations.settings });
        return { message: 'Settings saved successfully!', settings: withDefaults(row?.settings ?? sent) };
      },
    );
  };
