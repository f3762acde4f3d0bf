import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { locationAddressBody } from '../my-shifts.ts';
import { settingsBody, settingsSchema } from '../settings.ts';

const locationAccounts = { access: ['manager', 'location'], tags: ['settings'] } as const;

/** The location's name, zone and settings under /api/admin (manager and location tokens). */
export const settingsEndpoints = {
  locationInfo: defineEndpoint({
    ...locationAccounts,
    method: 'GET',
    path: '/api/admin/location-info',
    summary: "The location's ID, name, IANA time zone, the zone's country and its address",
    responses: {
      200: z.object({
        locationId: z.string(),
        locationName: z.string(),
        timezone: z.string(),
        /** ISO 3166 country of the zone (dates are written its way), null for one of no country. */
        region: z.string().nullable(),
        /** One line shown in the employee app (docs/decisions/0193-my-shifts.md); null: not set. */
        address: z.string().nullable(),
      }),
      ...refusals(401, 403),
    },
  }),
  locationSettings: defineEndpoint({
    ...locationAccounts,
    method: 'GET',
    path: '/api/admin/location-settings',
    summary: "The location's settings, defaults filled in",
    responses: { 200: z.object({ settings: settingsSchema }), ...refusals(401, 403) },
  }),
  saveLocationSettings: defineEndpoint({
    ...locationAccounts,
    method: 'PUT',
    path: '/api/admin/location-settings',
    summary: "Saves the location's settings (payroll: managers only)",
    body: settingsBody,
    responses: {
      200: z.object({ message: z.string(), settings: settingsSchema }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  saveLocationAddress: defineEndpoint({
    access: ['manager'],
    tags: ['settings'],
    method: 'PUT',
    path: '/api/admin/location-address',
    summary: "Sets the location's one-line address, shown in its employees' app (null or empty: none)",
    body: locationAddressBody,
    responses: {
      200: z.object({ message: z.string(), address: z.string().nullable() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
};
