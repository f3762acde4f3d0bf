import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress-plugin.ts';

/**
 * The reference pages the screens are read against, each a document outside the app's routes and
 * one file under assets/:
 * - the floor page (floor-page/main.ts): React 19 and react-dom alone, the reference;
 * - the framework floor (framework-floor/main.ts): the same drawing through the router, the query
 *   client and i18next every screen starts with, to tell the stack's cost from the app's.
 */
const REFERENCE_PAGES = [
  { folder: 'floor-page', url: '/floor/index.html', prefix: 'floor' },
  { folder: 'framework-floor', url: '/framework-floor/index.html', prefix: 'framework-floor' },
] as const;

export const FLOOR_PAGE_URL = REFERENCE_PAGES[0].url;
export const FRAMEWORK_FLOOR_URL = REFERENCE_PAGES[1].url;

/**
 * Adds the reference pages to the bench's own build of the web app, `webDist`, before the product
 * server starts (it lists the build's files at start): built by Vite in production mode, minified,
 * and precompressed by the app's own plugin, so the same server sends them with the same compression
 * and caching as the screens (a no-cache document, an immutable file under assets/).
 */
export async function addFloorPages(webDist: string, tmp: string) {
  for (const page of REFERENCE_PAGES) {
    const outDir = path.join(tmp, `${page.prefix}-build`);
    await build({
      root: fileURLToPath(new URL(`./${page.folder}`, import.meta.url)),
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [precompress()],
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: {
          output: { entryFileNames: `assets/${page.prefix}-[hash].js` },
          // TanStack Query's files open with "use client", which means nothing outside a server
          // components bundler; the warning for each would bury the bench's report.
          onLog: (level, log, handler) => {
            if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
          },
        },
      },
    });
    const documentDir = path.join(webDist, path.dirname(page.url));
    await fs.mkdir(documentDir, { recursive: true });
    await fs.copyFile(path.join(outDir, 'index.html'), path.join(documentDir, 'index.html'));
    await fs.cp(path.join(outDir, 'assets'), path.join(webDist, 'assets'), { recursive: true });
  }
}
