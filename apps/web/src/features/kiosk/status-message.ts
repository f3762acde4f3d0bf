// docs/product.md section 2: a kiosk message stays 3 s when it is a success, else 5 s, then fades for
// 300 ms and is gone. The punch's outcome decides, not the words (they are in the location's language).

export const SUCCESS_MESSAGE_MS = 3000;
export const OTHER_MESSAGE_MS = 5000;
export const MESSAGE_FADE_MS = 300;

/**
 * 'queued': a punch kept on the kiosk while it has no connection (docs/decisions/0159-offline-punches.md).
 * Not a success: nothing is recorded yet, and a punch that later conflicts goes to review.
 */
export type MessageTone = 'success' | 'queued' | 'error';

/** How long a message is shown before its fade starts. */
export function messageDurationMs(tone: MessageTone): number {
  return tone === 'success' ? SUCCESS_MESSAGE_MS : OTHER_MESSAGE_MS;
}
