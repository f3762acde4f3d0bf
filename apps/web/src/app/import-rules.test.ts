import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering of apps/web/src (README.md, "Layout"): shared code (api/, lib/, components/) →
// features/<f>/ → app/, which composes features. Checked over the import graph of every source file.

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

/** Every static and dynamic import of a file: relative ones resolved to a path under src/. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = path.relative(src, file);
  const found: Import[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"`;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? '';
    const to = specifier.startsWith('.')
      ? path.relative(src, path.resolve(path.dirname(file), specifier))
      : specifier;
    found.push({ from, to, typeOnly: Boolean(match[2]) });
  }
  return found;
}

const all = sourceFiles(src).flatMap(importsOf);
const areaOf = (file: string) => file.split(path.sep)[0] ?? '';
const featureOf = (file: string) => (areaOf(file) === 'features' ? file.split(path.sep)[1] : undefined);
const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

describe('import rules of the web app', () => {
  it('finds the imports it checks', () => {
    expect(all.some(({ to }) => to.startsWith(`features${path.sep}`))).toBe(true);
  });

  it('lets no feature import another feature (app/ composes them)', () => {
    const crossing = all.filter(({ from, to }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return source !== undefined && target !== undefined && source !== target;
    });
    expect(crossing.map(describeImport)).toEqual([]);
  });

  it('keeps shared code (api/, lib/, components/) free of features and of app/', () => {
    const upward = all.filter(
      ({ from, to }) =>
        ['api', 'lib', 'components'].includes(areaOf(from)) && ['features', 'app'].includes(areaOf(to)),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('imports endpoint definitions as types only, so no schema reaches the browser bundle', () => {
    const runtime = all.filter(
      ({ from, to, typeOnly }) =>
        to.startsWith('@shiftclock/contract/endpoint') && !typeOnly && !/\.test\.tsx?$|^test\//.test(from),
    );
    expect(runtime.map(describeImport)).toEqual([]);
  });
});
