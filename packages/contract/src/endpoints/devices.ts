import { z } from 'zod';
import { deviceSchema, heartbeatBody, renameDeviceBody } from '../devices.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { locationParams } from './organization.ts';

const deviceParams = z.object({ deviceId: z.uuid() });
const devicesAnswer = z.object({ devices: z.array(deviceSchema), heartbeatSeconds: z.number().int() });

/** Kiosk devices (docs/api.md, "Devices"). */
export const devicesEndpoints = {
  heartbeat: defineEndpoint({
    access: ['location'],
    tags: ['devices'],
    method: 'POST',
    path: '/api/devices/heartbeat',
    summary: "A registered kiosk's report: its version and the punches it holds",
    body: heartbeatBody,
    responses: {
      // device null: the token is from a login that named no device, and nothing is recorded.
      200: z.object({ device: deviceSchema.nullable(), heartbeatSeconds: z.number().int() }),
      ...refusals(400, 401, 403, 413, 415),
    },
  }),
  listDevices: defineEndpoint({
    access: ['manager'],
    tags: ['devices'],
    method: 'GET',
    path: '/api/admin/devices',
    summary: "The location's kiosks, most recently seen first; revoked ones are not listed",
    responses: { 200: devicesAnswer, ...refusals(401, 403) },
  }),
  ownerListDevices: defineEndpoint({
    access: ['orgAdmin'],
    tags: ['devices'],
    method: 'GET',
    path: '/api/org-admin/devices/:locationId',
    summary: "One of the owner's locations' kiosks, as its manager sees them",
    params: locationParams,
    responses: { 200: devicesAnswer, ...refusals(400, 401, 403, 404) },
  }),
  ownerRevokeDevice: defineEndpoint({
    access: ['orgAdmin'],
    tags: ['devices'],
    method: 'DELETE',
    path: '/api/org-admin/devices/:locationId/:deviceId',
    summary: "Revokes a kiosk of one of the owner's locations",
    params: locationParams.extend({ deviceId: z.uuid() }),
    responses: {
      200: z.object({ message: z.string(), device: deviceSchema }),
      ...refusals(400, 401, 403, 404),
    },
  }),
  renameDevice: defineEndpoint({
    access: ['manager'],
    tags: ['devices'],
    // PUT, as an employee's rename (endpoints/employees.ts): the body is the device's whole name.
    method: 'PUT',
    path: '/api/admin/devices/:deviceId',
    summary: 'Renames a kiosk of the location (1 to 60 characters, one line; names need not be unique)',
    params: deviceParams,
    body: renameDeviceBody,
    responses: {
      200: z.object({ message: z.string(), device: deviceSchema }),
      ...refusals(400, 401, 403, 404, 413, 415),
    },
  }),
  revokeDevice: defineEndpoint({
    access: ['manager'],
    tags: ['devices'],
    method: 'DELETE',
    path: '/api/admin/devices/:deviceId',
    summary: "Revokes a kiosk: its token ends at once, and it is sent back to the location's login",
    params: deviceParams,
    responses: {
      200: z.object({ message: z.string(), device: deviceSchema }),
      ...refusals(400, 401, 403, 404),
    },
  }),
};
