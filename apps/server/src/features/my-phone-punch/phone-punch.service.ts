import { messages } from '@shiftclock/contract/messages';
import type { PhonePunchBody } from '@shiftclock/contract/phone-punch';
import {
  outsideRadiusRefusal,
  type PhonePunchKind,
  phonePunchMessages,
  positionTooVagueRefusal,
} from '@shiftclock/contract/phone-punch-messages';
import type { Db } from '../../db/client.ts';
import type { AccountOfType, LocationAccount } from '../../platform/account.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { findLocationAccountByCode } from '../auth/accounts.repository.ts';
import type { KioskService, PunchMark } from '../kiosk/kiosk.service.ts';
import { haversineMeters } from './distance.ts';
import {
  findOpenShiftOfPerson,
  findPersonAtLocation,
  listPhoneLocations,
  markBreakPunch,
  markShiftPunch,
} from './phone-punch.repository.ts';

type Employee = AccountOfType<'employee'>;
/** Who sent the punch: the session stands for the kiosk's device in the wrong-PIN budget. */
type Sender = { address: string; idempotencyKey?: string };

/**
 * Punches from the employee's phone (docs/decisions/0196-phone-punches-in-a-radius.md): the location
 * must take them, and the phone's position must be precise enough and within the radius. Then the
 * punch is the kiosk's own (kiosk.service.ts: PIN and its lock, early clock-in limit, one open shift
 * per person, approved periods, receipts), as the location's kiosk account, with the distance marked
 * in the punch's transaction.
 */
export function createPhonePunchService({ db, kiosk }: { db: Db; kiosk: KioskService }) {
  /** The location's refusals, in the order a person can act on them; the distance when allowed. */
  const judge = async (account: Employee, body: PhonePunchBody) => {
    const here = await findPersonAtLocation(db, account, body.locationId);
    if (!here) throw new NotFound(messages.locationNotFound);
    const setting = here.phonePunches;
    if (!setting?.enabled || typeof setting.latitude !== 'number' || typeof setting.longitude !== 'number')
      throw new Forbidden(phonePunchMessages.phonePunchesOff, { code: 'PHONE_PUNCHES_OFF' });
    const radiusMeters = setting.radiusMeters ?? 0;
    const { locationName } = here;
    const { accuracy } = body.position;
    if (accuracy > radiusMeters) {
      const accuracyMeters = Math.ceil(accuracy);
      throw new Forbidden(positionTooVagueRefusal(locationName, accuracyMeters, radiusMeters), {
        code: 'POSITION_TOO_VAGUE',
        extra: { locationName, accuracyMeters, radiusMeters },
      });
    }
    const location = { latitude: setting.latitude, longitude: setting.longitude };
    const distanceMeters = Math.round(haversineMeters(body.position, location));
    if (distanceMeters > radiusMeters)
      throw new Forbidden(outsideRadiusRefusal(locationName, distanceMeters, radiusMeters), {
        code: 'OUTSIDE_PHONE_RADIUS',
        extra: { locationName, distanceMeters, radiusMeters },
      });
    // The kiosk's account of the location: its PIN, early clock-in and payroll settings.
    const kioskAccount = await findLocationAccountByCode(db, body.locationId, 'location');
    if (!kioskAccount) throw new NotFound(messages.locationNotFound);
    const asKiosk: LocationAccount = { ...kioskAccount, type: 'location' };
    return { asKiosk, code: here.code, distanceMeters, radiusMeters };
  };

  const punchOf = (account: Employee, code: string, body: PhonePunchBody, sender: Sender) => ({
    code,
    pin: body.pin,
    caller: { device: `employee-session:${account.sessionId}`, address: sender.address },
  });

  const shiftMark =
    (punch: 'clock-in' | 'clock-out', meters: number): PunchMark =>
    (handle, written) =>
      markShiftPunch(handle, { shiftId: written.shiftId, punch, meters });
  const breakMark =
    (punch: 'break-start' | 'break-end', meters: number): PunchMark =>
    async (handle, written) => {
      if (written.breakId) await markBreakPunch(handle, { breakId: written.breakId, punch, meters });
    };

  return {
    async phoneClock(account: Employee) {
      const [locations, open] = await Promise.all([
        listPhoneLocations(db, account),
        findOpenShiftOfPerson(db, account.personId),
      ]);
      return {
        locations,
        openShift: open
          ? {
              locationId: open.locationId,
              locationName: open.locationName,
              clockIn: open.clockIn.toISOString(),
              onBreakSince: open.onBreakSince?.toISOString() ?? null,
            }
          : null,
      };
    },

    async punch(account: Employee, kind: PhonePunchKind, body: PhonePunchBody, sender: Sender) {
      const { asKiosk, code, distanceMeters, radiusMeters } = await judge(account, body);
      const punch = punchOf(account, code, body, sender);
      const measured = { distanceMeters, radiusMeters };
      switch (kind) {
        case 'clock-in': {
          const result = await kiosk.clockIn(
            asKiosk,
            punch,
            sender.idempotencyKey,
            shiftMark('clock-in', distanceMeters),
          );
          return { ...result, answer: { ...result.answer, ...measured } };
        }
        case 'clock-out': {
          const result = await kiosk.clockOut(
            asKiosk,
            punch,
            sender.idempotencyKey,
            shiftMark('clock-out', distanceMeters),
          );
          return { ...result, answer: { ...result.answer, ...measured } };
        }
        case 'break-start': {
          const answer = await kiosk.breakStart(asKiosk, punch, breakMark('break-start', distanceMeters));
          return { status: 201, answer: { ...answer, ...measured }, replayed: false };
        }
        case 'break-end': {
          const answer = await kiosk.breakEnd(asKiosk, punch, breakMark('break-end', distanceMeters));
          return { status: 200, answer: { ...answer, ...measured }, replayed: false };
        }
      }
    },
  };
}

export type PhonePunchService = ReturnType<typeof createPhonePunchService>;
