import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));

/**
 * The web app built as scripts/run-e2e.mjs builds it (its own output folder).
 */
export function buildWeb(outDir: string) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed with ${result.status}`);
}

/**
 * The JavaScript and CSS a screen's first visit downloads, gzip-compressed: every script and style
 * sheet its page (`screens/<screen>.html`, apps/web/screen-preload-plugin.ts) names, i.e. the entry and
 * the screen's chunks fetched at once.
 */
export function pageWeight(outDir: string, screen: string) {
  const page = readFileSync(path.join(outDir, 'screens', `${screen}.html`), 'utf8');
  const files = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
  const sum = (list: string[]) => list.reduce((total, f) => total + gz(f), 0);
  const jsFiles = files.filter((f) => f.endsWith('.js'));
  return {
    jsGzip: sum(jsFiles),
    cssGzip: sum(files.filter((f) => f.endsWith('.css'))),
    jsFiles,
    totalJsChunks: readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js')).length,
  };
}
