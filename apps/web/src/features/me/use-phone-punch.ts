import type { PhonePunchAnswer } from '@shiftclock/contract/phone-punch';
import { PHONE_POSITION_TIMEOUT_MS, type PhonePunchKind } from '@shiftclock/contract/phone-punch-messages';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { currentPosition, PositionError, type PositionFailure } from '../../lib/geolocation.ts';
import { meApi } from './me-api.ts';

/** Where a punch from the phone is: asking the browser, at the server, or done. */
export type PhonePunchState =
  | { step: 'idle' }
  | { step: 'locating'; kind: PhonePunchKind }
  | { step: 'sending'; kind: PhonePunchKind }
  | { step: 'done'; kind: PhonePunchKind; answer: PhonePunchAnswer }
  | { step: 'noPosition'; kind: PhonePunchKind; reason: PositionFailure }
  | { step: 'refused'; kind: PhonePunchKind; message: string };

const routes = {
  'clock-in': 'POST /api/me/clock-in',
  'clock-out': 'POST /api/me/clock-out',
  'break-start': 'POST /api/me/break-start',
  'break-end': 'POST /api/me/break-end',
} as const;

/**
 * One location's punches from the phone: each asks the browser for a fresh position, then sends it
 * with the punch; the server judges the distance (docs/api.md, "Punches from the app"). `onPunched`
 * runs after a punch the server took, to reload the state shown.
 */
export function usePhonePunch(locationId: string, onPunched: () => void) {
  const [state, setState] = useState<PhonePunchState>({ step: 'idle' });

  async function punch(kind: PhonePunchKind, pin: string | undefined) {
    setState({ step: 'locating', kind });
    let position: Awaited<ReturnType<typeof currentPosition>>;
    try {
      position = await currentPosition(PHONE_POSITION_TIMEOUT_MS);
    } catch (error) {
      setState({
        step: 'noPosition',
        kind,
        reason: error instanceof PositionError ? error.reason : 'unavailable',
      });
      return;
    }
    setState({ step: 'sending', kind });
    try {
      const body = { locationId, position, ...(pin ? { pin } : {}) };
      const answer = await meApi(routes[kind], { body });
      setState({ step: 'done', kind, answer });
      onPunched();
    } catch (error) {
      // The refusal's text is the server's, in the page's language when its code is known.
      setState({ step: 'refused', kind, message: error instanceof Error ? error.message : String(error) });
      if (error instanceof ApiError && error.status === 409) onPunched(); // the state changed elsewhere
    }
  }

  const busy = state.step === 'locating' || state.step === 'sending';
  return { state, busy, punch };
}
