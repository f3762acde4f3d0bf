// docs/product.md section 2: a kiosk message stays 3 s when it contains 'successfully', else 5 s, then fades
// for 300 ms and is gone. The same word decides the styling, so a success never looks like an error.

export const SUCCESS_MESSAGE_MS = 3000;
export const OTHER_MESSAGE_MS = 5000;
export const MESSAGE_FADE_MS = 300;

export type MessageTone = 'success' | 'error';

export function messageTone(text: string): MessageTone {
  return text.includes('successfully') ? 'success' : 'error';
}

/** How long a message is shown before its fade starts. */
export function messageDurationMs(text: string): number {
  return messageTone(text) === 'success' ? SUCCESS_MESSAGE_MS : OTHER_MESSAGE_MS;
}
