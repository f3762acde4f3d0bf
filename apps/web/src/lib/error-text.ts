import { i18n } from './i18n.ts';

/**
 * A server error's text in the page's language: the text of its `code` (docs/api.md, "Errors") when
 * this app knows the code, else the server's English `message`. `params` are the error body's other
 * fields (the kiosk's `employeeName`, a rate limit's `retryAfterSeconds`).
 */
export function errorText(message: string, code: unknown, params: Record<string, unknown> = {}): string {
  const key = `errorCodes.${String(code)}`;
  if (typeof code !== 'string' || !i18n.exists(key)) return message;
  const wait = typeof params.retryAfterSeconds === 'number' ? waitText(params.retryAfterSeconds) : undefined;
  return i18n.t(key as never, { ...params, wait });
}

/** '30 seconds', '5 minutes', '5 Minuten': a wait as the reader's language writes it. */
function waitText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
