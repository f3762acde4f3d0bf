import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress-plugin.ts';

const source = fileURLToPath(new URL('./floor-page', import.meta.url));

/** Where the floor page is served: a document outside the app's routes, and one file under assets/. */
export const FLOOR_PAGE_URL = '/floor/index.html';

/**
 * Adds the floor page (floor-page/main.ts) to the bench's own build of the web app, `webDist`, before
 * the product server starts (it lists the build's files at start): built by Vite in production mode,
 * minified, and precompressed by the app's own plugin, so the same server sends it with the same
 * compression and caching as the screens (a no-cache document, an immutable file under assets/).
 */
export async function addFloorPage(webDist: string, tmp: string) {
  const outDir = path.join(tmp, 'floor-build');
  await build({
    root: source,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [precompress()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'assets/floor-[hash].js' } },
    },
  });
  await fs.mkdir(path.join(webDist, 'floor'), { recursive: true });
  await fs.copyFile(path.join(outDir, 'index.html'), path.join(webDist, 'floor', 'index.html'));
  await fs.cp(path.join(outDir, 'assets'), path.join(webDist, 'assets'), { recursive: true });
}
