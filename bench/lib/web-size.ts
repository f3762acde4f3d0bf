import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The web app built as scripts/run-e2e.mjs builds it (its own output folder), with Vite's manifest
 * turned on for this build only, so the chunks each page loads can be followed.
 */
export function buildWeb(outDir: string) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed with ${result.status}`);
}

/**
 * The JavaScript and CSS a page downloads, gzip-compressed: the entry and everything it imports
 * statically, plus the lazily loaded chunks whose source file matches the page (e.g. /kiosk/),
 * with their own static imports. A single-chunk app counts its one bundle for every page.
 */
export function pageWeight(outDir: string, page: RegExp) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key) || !manifest[key]) return;
    chunks.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
    for (const lazy of manifest[key]?.dynamicImports ?? []) if (page.test(lazy)) visit(lazy);
  };
  visit(entryKey);
  const files = new Set<string>();
  const css = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key] as ManifestChunk;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
  const sum = (list: Iterable<string>) => [...list].reduce((total, f) => total + gz(f), 0);
  const jsFiles = [...files].filter((f) => f.endsWith('.js'));
  const lazyChunks = Object.values(manifest).filter((c) => !c.isEntry && c.file.endsWith('.js')).length;
  return {
    jsGzip: sum(jsFiles),
    cssGzip: sum(css),
    jsFiles,
    totalJsChunks: lazyChunks + 1,
  };
}
