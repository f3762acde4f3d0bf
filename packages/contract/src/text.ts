/**
 * Control characters in text (docs/security.md). PostgreSQL cannot store NUL in text, and no field of this
 * product means to hold the other C0 controls: every request is refused with a field error when a
 * string anywhere in it holds one. Tab, line feed and carriage return are the exceptions, for text
 * that may span lines (schedule notes, correction reasons); single-line fields (names) refuse them too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Text on one line: no C0 control character at all, tab and line breaks included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const SINGLE_LINE = /^[^\u0000-\u001F]*$/;

export const controlCharactersMessage = 'Must not contain control characters';
export const singleLineMessage = 'Must be one line of text without control characters';

/** Where `value` (a parsed JSON body, query or path parameters) holds a string with a control character. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => controlCharacterPaths(item, [...path, key]));
  }
  return [];
}
