import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A screen whose code the page should fetch at once, in parallel, rather than step by step. */
export type ScreenPreload = {
  name: string;
  /** The addresses that show it: a regular expression's source, matched against the path. */
  path: string;
  /** Source files (relative to apps/web) the screen loads lazily: their chunks and static imports. */
  modules: string[];
  /**
   * Plain scripts (relative to apps/web, outside the module graph: `early-start.js`) the page runs as
   * soon as they arrive, before the app's code. Each is emitted under assets/ with its content's hash,
   * so a returning page takes it from the cache without asking: a reload's early calls leave at once
   * instead of after a revalidation, by which time the app has started and asked for itself.
   */
  earlyScripts?: string[];
  /**
   * Packages the screen must show without: the build fails when the entry or the screen's modules
   * import one statically (screen-chunks-plugin.ts). They may still come later, through `import()`.
   */
  loadsWithout?: string[];
  /** The web app manifest the page links instead of index.html's (`/me.webmanifest`: an app of its own to install). */
  manifest?: string;
};

/** Where the server finds which page to send for which address (apps/server/src/http/web-app.ts). */
const SCREENS_FILE = 'screens.json';

/**
 * For each screen, writes `screens/<name>.html`: index.html plus a `<link rel="modulepreload">` for
 * every chunk the screen will import lazily, and `screens.json` listing which addresses get which
 * page. The browser then downloads the entry, the route's chunks and the screen's chunks in one round
 * instead of discovering them one after another (six steps on a kiosk's first visit before, docs/performance-history.md).
 */
export function screenPreloads(screens: ScreenPreload[]): Plugin {
  let config: ResolvedConfig;
  /** Each early script's file in the build (`assets/early-start-<hash>.js`). */
  const emitted = new Map<string, string>();
  return {
    name: 'shiftclock:screen-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const scripts = new Set(screens.flatMap((screen) => screen.earlyScripts ?? []));
      for (const script of scripts) {
        const source = await readFile(path.resolve(config.root, script), 'utf8');
        const reference = this.emitFile({ type: 'asset', name: path.basename(script), source });
        emitted.set(script, this.getFileName(reference));
      }
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await mkdir(path.join(outDir, 'screens'), { recursive: true });
      const listed: { path: string; file: string }[] = [];
      for (const screen of screens) {
        const files = screenFiles(bundle, screen, config.root).filter((file) => !page.includes(`/${file}"`));
        const links = files.map((file) =>
          file.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="${config.base}${file}">`
            : `<link rel="modulepreload" crossorigin href="${config.base}${file}">`,
        );
        // First in the page, so the browser asks for them before the app's files; high priority, or
        // an async script would wait for a connection behind every preload.
        const early = (screen.earlyScripts ?? []).map(
          (script) =>
            `<script async fetchpriority="high" src="${config.base}${emitted.get(script)}"></script>`,
        );
        const file = `screens/${screen.name}.html`;
        const manifest = screen.manifest;
        await writeFile(
          path.join(outDir, file),
          (manifest ? page.replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${manifest}$2`) : page)
            .replace(/(<meta charset="UTF-8" \/>)/, `$1${early.map((tag) => `\n    ${tag}`).join('')}`)
            .replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
        listed.push({ path: screen.path, file });
      }
      await writeFile(path.join(outDir, SCREENS_FILE), `${JSON.stringify(listed, null, 2)}\n`);
    },
  };
}

/** The screen's chunks and everything they import statically, with their CSS, in load order. */
function screenFiles(bundle: OutputBundle, screen: ScreenPreload, root: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    for (const imported of chunk.imports) {
      const dependency = byFile.get(imported);
      if (dependency) visit(dependency);
    }
    files.push(chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? []));
  };
  for (const module of screen.modules) {
    const id = path.resolve(root, module);
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`screen ${screen.name}: no chunk is built from ${module}`);
    visit(chunk);
  }
  return [...new Set(files)];
}
