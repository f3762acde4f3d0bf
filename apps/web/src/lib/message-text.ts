import { errorCodeOf } from '@shiftclock/contract/error-codes';
import { errorText } from './api-client.ts';

/**
 * A fixed message (a form check's, or one a screen names itself) in the page's language: the web's
 * own checks use the contract's English messages, the same the server sends, and each has a code.
 */
export function messageText(message: string): string {
  return errorText(message, errorCodeOf(message));
}
