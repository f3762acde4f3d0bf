import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's layering (README.md, "Layout"): the contract depends on neither app, the server
// nothing of the web app, and in the server's features only repositories hold SQL.

const root = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Import = { file: string; specifier: string; resolved: string; typeOnly: boolean };

function importsUnder(dir: string): Import[] {
  return sourceFiles(path.join(root, dir)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const pattern =
      /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"`;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
    return [...text.matchAll(pattern)].map((match) => {
      const specifier = match[3] ?? match[4] ?? '';
      const resolved = specifier.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), specifier))
        : specifier;
      return { file: path.relative(root, file), specifier, resolved, typeOnly: Boolean(match[2]) };
    });
  });
}

const show = ({ file, specifier }: Import) => `${file} → ${specifier}`;
const server = importsUnder('apps/server/src');

describe('import rules across the repository', () => {
  it('finds the imports it checks', () => {
    expect(server.some((i) => i.specifier === 'drizzle-orm')).toBe(true);
  });

  it('keeps the contract free of both apps', () => {
    const wrong = importsUnder('packages/contract/src').filter(
      (i) =>
        i.resolved.startsWith('apps') ||
        (i.specifier.startsWith('@shiftclock/') && !i.specifier.startsWith('@shiftclock/contract')),
    );
    expect(wrong.map(show)).toEqual([]);
  });

  it('imports nothing of the web app into the server', () => {
    const wrong = server.filter(
      (i) => i.resolved.startsWith(path.join('apps', 'web')) || i.specifier.startsWith('@shiftclock/web'),
    );
    expect(wrong.map(show)).toEqual([]);
  });

  it('keeps SQL in repositories: no other feature or http module queries the database', () => {
    const layered = (file: string) =>
      /^apps\/server\/src\/(features|http)\//.test(file) && !/\.(repository|test)\.ts$/.test(file);
    const wrong = server.filter(
      (i) =>
        layered(i.file) &&
        (i.specifier.startsWith('drizzle-orm') ||
          (i.resolved.includes(path.join('db', 'schema', '')) && !i.typeOnly)),
    );
    expect(wrong.map(show)).toEqual([]);
  });
});
