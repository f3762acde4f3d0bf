import { parseEmployeeId } from '@shiftclock/contract/employee-id';
import { checkPin } from '@shiftclock/contract/employee-pin';
import type { QueuedPunch } from '@shiftclock/contract/offline-punches';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreakEnd, useBreakStart, useClockIn, useClockOut } from '../../api/kiosk/punch.ts';
import { ApiError, errorMessage, errorText } from '../../lib/api-client.ts';
import { durationBetween, formatTimeOfDay, usableTimeZone } from '../../lib/time/clock.ts';
import type { MessageTone } from './status-message.ts';
import { useDurationFormat } from './use-duration-format.ts';

export type PunchKind = 'in' | 'out' | 'break-start' | 'break-end';

interface PunchOptions {
  /** Shows the outcome: docs/product.md's success texts, the server's refusal, or the network message. */
  onMessage: (text: string, tone: MessageTone) => void;
  /** Called once the server has answered (or could not be reached). */
  onAnswered: () => void;
  /** The location's clock, for times a refusal names (a too-early clock-in's shift start). */
  clock: { timeZone: string | null; timeFormat: TimeFormat };
  /** Keeps a punch the server could not be reached for, to be sent later (use-offline-punches.ts). */
  keepOffline: (punch: Pick<QueuedPunch, 'type' | 'employeeId' | 'pin'>) => Promise<void>;
  /** Sends the punches kept earlier, if any, before this one. */
  sendWaitingFirst: () => Promise<void>;
}

/**
 * The server could not be reached: no answer at all, or a proxy's in front of a server that is down.
 * Such a punch is kept on the kiosk. If the server did receive it and only its answer was lost, the
 * kept copy arrives later as a conflict ("already clocked in") on the manager's review list: never
 * as a second shift.
 */
const unreachable = (error: unknown) =>
  error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

/**
 * Clock In, Clock Out, Start Break and End Break. One punch at a time: while one is in flight a second press does nothing,
 * so a double tap cannot send two (the server would refuse the second anyway, but the person would
 * see "already clocked in" after their own successful punch).
 */
export function usePunch(
  locationId: string,
  { onMessage, onAnswered, clock, keepOffline, sendWaitingFirst }: PunchOptions,
) {
  const { t } = useTranslation();
  const { hoursMinutes, elapsed } = useDurationFormat();
  const clockIn = useClockIn(locationId);
  const clockOut = useClockOut(locationId);
  const breakStart = useBreakStart(locationId);
  const breakEnd = useBreakEnd(locationId);
  // State for the screen (spinner, dimmed buttons); the ref for the guard, which must hold even for
  // two presses handled before React re-renders.
  const [pending, setPending] = useState<PunchKind | null>(null);
  const inFlight = useRef(false);

  /** The server's refusal in the page's language; a too-early clock-in's times at the location's clock. */
  function refusalText(error: unknown): string {
    const { employeeName, scheduledStart, clockInFrom } = error instanceof ApiError ? error.body : {};
    if (
      error instanceof ApiError &&
      error.code === 'EARLY_CLOCK_IN' &&
      typeof scheduledStart === 'string' &&
      typeof clockInFrom === 'string'
    ) {
      const at = (instant: string) =>
        formatTimeOfDay(instant, usableTimeZone(clock.timeZone), { timeFormat: clock.timeFormat });
      // The kiosk's own text: the server's English one reads 24-hour times, whatever the location's format.
      return t('kiosk.tooEarly', {
        employeeName,
        start: at(scheduledStart),
        from: at(clockInFrom),
      });
    }
    return errorMessage(error, t('errors.generic'));
  }

  async function keepOrReport(kind: PunchKind, who: { employeeId: string; pin?: string }, error: unknown) {
    // A break is not kept: the offline queue holds clock-ins and clock-outs only (docs/api.md,
    // "Breaks"), and a break the server never saw is better retaken than guessed.
    if (kind === 'break-start' || kind === 'break-end') {
      onMessage(t('kiosk.breakOffline'), 'error');
      return;
    }
    try {
      await keepOffline({ type: kind === 'in' ? 'clock-in' : 'clock-out', ...who });
    } catch {
      // No storage either (a private window's IndexedDB): the network error it is.
      onMessage(refusalText(error), 'error');
      return;
    }
    const saved = kind === 'in' ? 'kiosk.savedOfflineIn' : 'kiosk.savedOfflineOut';
    onMessage(t(saved, { employeeId: who.employeeId }), 'queued');
  }

  /**
   * `pin` is undefined where the location asks for none. An empty one is not sent with a clock-out
   * or an End Break: the server lets an employee who has no PIN yet end their work with the ID alone,
   * and asks the others for theirs (docs/decisions/0173-pins-without-stranding.md).
   */
  async function punch(kind: PunchKind, employeeId: string, typedPin?: string) {
    const endsWork = kind === 'out' || kind === 'break-end';
    const pin = endsWork && typedPin === '' ? undefined : typedPin;
    if (inFlight.current) return;
    // The server's own rules, so the kiosk and the API refuse the same input with the same words.
    const parsed = parseEmployeeId(employeeId);
    if (!parsed.ok) {
      onMessage(errorText(parsed.message, parsed.code), 'error');
      return;
    }
    const pinProblem = pin === undefined ? null : checkPin(pin);
    if (pinProblem) {
      onMessage(errorText(pinProblem.message, pinProblem.code), 'error');
      return;
    }
    const who = { employeeId: parsed.employeeId, pin };

    inFlight.current = true;
    setPending(kind);
    try {
      await sendWaitingFirst();
      if (kind === 'in') {
        const { shift } = await clockIn.mutateAsync(who);
        onMessage(t('kiosk.clockedIn', { name: shift.employee.name }), 'success');
      } else if (kind === 'out') {
        const { shift } = await clockOut.mutateAsync(who);
        // The worked time from the server's own two stamps, never from this device's clock.
        const worked = hoursMinutes(durationBetween(shift.clockIn, shift.clockOut ?? shift.clockIn));
        onMessage(t('kiosk.clockedOut', { name: shift.employee.name, duration: worked }), 'success');
      } else if (kind === 'break-start') {
        const { shift } = await breakStart.mutateAsync(who);
        onMessage(t('kiosk.breakStarted', { name: shift.employee.name }), 'success');
      } else {
        const { shift, break: taken } = await breakEnd.mutateAsync(who);
        // Breaks are short: '25m' rather than '0h 25m'.
        const length = elapsed(durationBetween(taken.start, taken.end ?? taken.start));
        onMessage(t('kiosk.breakEnded', { name: shift.employee.name, duration: length }), 'success');
      }
    } catch (error) {
      if (unreachable(error)) await keepOrReport(kind, who, error);
      else onMessage(refusalText(error), 'error');
    } finally {
      inFlight.current = false;
      setPending(null);
      onAnswered();
    }
  }

  return { punch, pending };
}
