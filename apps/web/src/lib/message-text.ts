import englishErrorTexts from '../locales/en/errorCodes.json';
import { errorText } from './error-text.ts';

// The web's own checks use the contract's English messages (the same the server sends); this finds a
// message's code by its English text, so a form shows it in the page's language.
const codeByText = new Map(Object.entries(englishErrorTexts).map(([code, text]) => [text, code]));

/** A fixed message (a form check's, or one a screen names itself) in the page's language. */
export function messageText(message: string): string {
  return errorText(message, codeByText.get(message));
}
