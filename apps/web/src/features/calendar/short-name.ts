/**
 * A name short enough for a narrow shift block: the first word and the initial of the last word
 * that starts with a letter ('Ana Bauer' → 'Ana B.', 'Ada Lovelace 2' → 'Ada L.'). A one-word name
 * stays whole. The full name and the ID are always in the block's accessible name and tooltip.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.slice(1).findLast((word) => /^\p{L}/u.test(word));
  if (!last) return first;
  const initial = Array.from(last)[0] ?? '';
  return `${first} ${initial.toLocaleUpperCase()}.`;
}
