import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below one packet, compression saves nothing a client would notice. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli at its highest quality) and `file.gz` beside every text file of the build,
 * so the server sends compressed bytes without compressing per request (docs/decisions/0153-…).
 * Build time only: the dev server is unaffected.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shiftclock:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle runs after the public folder is copied too, so its files are compressed as well.
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await listFiles(outDir);
      await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(file)));
    },
  };
}

async function compressFile(file: string) {
  const content = await readFile(file);
  if (content.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
