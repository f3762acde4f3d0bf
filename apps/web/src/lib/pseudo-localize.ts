const accented: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdđeéfƒgĝhĥiîjĵkķlļmɱnñoöpþqǫrŕsšttuüvṽwŵxẋyýzž'.matchAll(/(.)(.)/gu)].map(([, plain, mark]) => [
    plain,
    mark,
  ]),
);

// Placeholders ({{name}}) and tags (<0>…</0>) are code, not words: they pass unchanged.
const code = /(\{\{[^}]+\}\}|<\/?\d+\/?>)/;

/** 'Clock In' → '[Ćļöçķ Îñ ···]': accented letters, about 40% longer, bracketed so a cut end shows. */
export function pseudoLocalizeText(text: string): string {
  // No words, nothing to translate: '000', '{{start}} – {{end}}' stay as they are.
  if (!/[a-zA-Z]/.test(text.replace(/\{\{[^}]+\}\}|<\/?\d+\/?>/g, ''))) return text;
  const accentedText = text
    .split(code)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[a-zA-Z]/g, (letter) => {
            const mark = accented[letter.toLowerCase()] ?? letter;
            return letter === letter.toLowerCase() ? mark : mark.toUpperCase();
          }),
    )
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.round(text.length * 0.4)));
  return `[${accentedText} ${padding}]`;
}

/** The same tree of strings, each pseudo-localized. */
export function pseudoLocalize<T>(strings: T): T {
  if (typeof strings === 'string') return pseudoLocalizeText(strings) as T;
  if (strings && typeof strings === 'object') {
    return Object.fromEntries(
      Object.entries(strings).map(([key, value]) => [key, pseudoLocalize(value)]),
    ) as T;
  }
  return strings;
}
