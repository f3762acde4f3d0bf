import type { QueuedPunch } from '@shiftclock/contract/offline-punches';
import { callApi } from '../../lib/api-client.ts';

/**
 * Sends punches the kiosk kept while the server could not be reached, oldest first, with the
 * device's clock at sending: the server corrects their times by the difference to its own.
 */
export const sendOfflinePunches = (punches: QueuedPunch[]) =>
  callApi(
    'POST /api/shift/offline-punches',
    { body: { sentAt: new Date().toISOString(), punches } },
    { token: 'kiosk' },
  );
