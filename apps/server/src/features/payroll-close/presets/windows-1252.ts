/**
 * Text to Windows-1252 bytes, the "ANSI" code page DATEV LODAS and QuickBooks Desktop read
 * (docs/payroll-exports.md). Node's 'latin1' is ISO-8859-1, which differs in 0x80–0x9F:
 * Windows-1252 puts € „ “ ” – — and 21 more printable characters there, so they are mapped here.
 * A character Windows-1252 cannot hold (CJK, emoji, ...) becomes '?', as Windows' own conversion
 * does, so a file never carries bytes the provider reads as something else.
 */

/** The 27 characters Windows-1252 keeps in 0x80–0x9F (0x81, 0x8D, 0x8F, 0x90, 0x9D are undefined). */
const HIGH_CONTROL_RANGE = new Map<number, number>([
  [0x20ac, 0x80], // €
  [0x201a, 0x82], // ‚
  [0x0192, 0x83], // ƒ
  [0x201e, 0x84], // „
  [0x2026, 0x85], // …
  [0x2020, 0x86], // †
  [0x2021, 0x87], // ‡
  [0x02c6, 0x88], // ˆ
  [0x2030, 0x89], // ‰
  [0x0160, 0x8a], // Š
  [0x2039, 0x8b], // ‹
  [0x0152, 0x8c], // Œ
  [0x017d, 0x8e], // Ž
  [0x2018, 0x91], // ‘
  [0x2019, 0x92], // ’
  [0x201c, 0x93], // “
  [0x201d, 0x94], // ”
  [0x2022, 0x95], // •
  [0x2013, 0x96], // –
  [0x2014, 0x97], // —
  [0x02dc, 0x98], // ˜
  [0x2122, 0x99], // ™
  [0x0161, 0x9a], // š
  [0x203a, 0x9b], // ›
  [0x0153, 0x9c], // œ
  [0x017e, 0x9e], // ž
  [0x0178, 0x9f], // Ÿ
]);

const UNMAPPABLE = 0x3f; // '?'

function byteOf(codePoint: number): number {
  // ASCII and Latin-1's printable upper half are the same in Windows-1252.
  if (codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH_CONTROL_RANGE.get(codePoint) ?? UNMAPPABLE;
}

export function encodeWindows1252(text: string): Uint8Array {
  // Iterating a string yields code points, so a character outside the BMP is one '?', not two.
  return Uint8Array.from(Array.from(text.normalize('NFC'), (char) => byteOf(char.codePointAt(0) as number)));
}

/** Bytes back to text, for tests that read a written file the way the provider does. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const byByte = new Map([...HIGH_CONTROL_RANGE].map(([codePoint, byte]) => [byte, codePoint]));
  return Array.from(bytes, (byte) => String.fromCodePoint(byByte.get(byte) ?? byte)).join('');
}
