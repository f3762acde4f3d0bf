import {
  formatSignInCode,
  normalizeSignInCode,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
} from '@shiftclock/contract/me-messages';

/**
 * A sign-in code as the field shows it while typed: upper case, "ABCD-EFGH" once past four letters,
 * whatever the employee typed (lower case, spaces, a dash or none). Other characters are kept so
 * the check can say what is wrong rather than swallow them.
 */
export function codeAsTyped(text: string): string {
  const code = normalizeSignInCode(text).slice(0, SIGN_IN_CODE_LENGTH + 4);
  return code.length > 4 ? formatSignInCode(code) : code;
}

const valid = new RegExp(`^[${SIGN_IN_CODE_ALPHABET}]{${SIGN_IN_CODE_LENGTH}}$`);

/** The code to send ("ABCDEFGH"), or null when it cannot be one (the server's check, without zod). */
export function codeToSend(text: string): string | null {
  const code = normalizeSignInCode(text);
  return valid.test(code) ? code : null;
}

/** Enough of an e-mail address to be worth sending: the server checks it fully. */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
