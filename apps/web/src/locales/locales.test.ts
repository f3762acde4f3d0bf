import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalog, templatedErrorCodes } from '@shiftclock/contract/error-codes';
import { LANGUAGES } from '@shiftclock/contract/languages';
import { describe, expect, it } from 'vitest';
import { sameAsEnglish } from './same-as-english.ts';

// The strings' own checks (docs/i18n/README.md): every language has every key, with the plural forms
// its grammar needs and the English placeholders; no key is left unused; no translation is the English
// text unless the allow-list says that word is the same in that language.

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, '..');
type Tree = { [key: string]: string | Tree };

const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join(here, language, file), 'utf8')) as Tree;
const files = readdirSync(path.join(here, 'en')).filter((file) => file.endsWith('.json'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(pluralSuffix, '');
/** The key path as screens write it: common.json's and pages.json's keys sit at the top, the others under their area. */
const keysOf = (language: string, file: string) => {
  const area = file.replace(/\.json$/, '');
  return flatten(read(language, file), area === 'common' || area === 'pages' ? '' : `${area}.`);
};
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s strings', (language) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it.each(files)('%s has every key, each plural form and the same placeholders', (file) => {
    const english = keysOf('en', file);
    const translated = keysOf(language, file);
    const problems: string[] = [];
    for (const [key, text] of english) {
      const plural = pluralSuffix.test(key);
      const wanted = plural ? categories.map((category) => `${base(key)}_${category}`) : [key];
      for (const variant of wanted) {
        const value = translated.get(variant);
        if (value === undefined) problems.push(`missing ${variant}`);
        else if (placeholders(value).join() !== placeholders(text).join() && !plural)
          problems.push(`placeholders of ${variant}: ${placeholders(value)} ≠ ${placeholders(text)}`);
      }
    }
    for (const key of translated.keys()) {
      const known =
        english.has(key) ||
        (pluralSuffix.test(key) && [...english.keys()].some((k) => base(k) === base(key)));
      if (!known) problems.push(`not in English: ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(files)('%s translates every text (apart from the allow-list)', (file) => {
    const english = keysOf('en', file);
    const translated = keysOf(language, file);
    const allowed = new Set([...sameAsEnglish.everywhere, ...sameAsEnglish[language]]);
    const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}+/gu) ?? [];
    const untranslated = [...english]
      .filter(([key, text]) => translated.get(key) === text)
      // Left alone rightly when every word of it is the same in this language (or there is none).
      .filter(([, text]) => !words(text).every((word) => allowed.has(word)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('the English strings', () => {
  it('say every fixed error code as the server does, and every code the server sends has a text', () => {
    const english = read('en', 'errorCodes.json');
    for (const [code, message] of Object.entries(errorCatalog)) expect(english[code], code).toBe(message);
    for (const code of templatedErrorCodes) expect(english[code], code).toEqual(expect.any(String));
    expect(Object.keys(english).sort()).toEqual(
      [...Object.keys(errorCatalog), ...templatedErrorCodes].sort(),
    );
  });

  it('are all used by some screen', () => {
    const sources = listSources(srcDir).map((file) => readFileSync(file, 'utf8'));
    const literals = new Set<string>();
    const patterns: RegExp[] = [];
    for (const source of sources) {
      for (const match of source.matchAll(/'([\w.-]+)'|"([\w.-]+)"/g))
        literals.add(match[1] ?? match[2] ?? '');
      for (const match of source.matchAll(/`([\w.-]*\$\{[^`]*)`/g)) {
        const text = match[1] ?? '';
        const pattern = text
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/\./g, '\\.'))
          .join('[\\w-]+');
        if (/^[a-z]/i.test(text)) patterns.push(new RegExp(`^${pattern}(\\.|$)`));
      }
    }
    const unused = files
      // Error codes are looked up by the code the server sends (lib/error-text.ts).
      .filter((file) => file !== 'errorCodes.json')
      .flatMap((file) => [...keysOf('en', file).keys()].map(base))
      .filter((key) => !literals.has(key) && !patterns.some((pattern) => pattern.test(key)));
    expect([...new Set(unused)]).toEqual([]);
  });
});

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
