import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 on): compile every function of this file eagerly. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry file for eager compilation. Left to its heuristics, V8 pre-parses a function and
 * compiles it on the main thread when first called; nearly all of the entry (React, the router,
 * TanStack Query, i18next) runs before the first render, so compiling it all on a background thread
 * while the file streams in is cheaper. On the tablet profile this halved the entry's evaluation
 * (0.78 to 0.41 s) and cut React's first render from 0.66 to 0.46 s. The screens' files are left to
 * the heuristics: hinted too, they measured no faster and the manager's reload slower
 * (docs/decisions/0165-few-files-per-screen.md).
 *
 * Added to the written file, where no minifier can drop it. The file's name is hashed before, but the
 * line is the same in every build, so the name still changes exactly when the code does.
 */
export function compileHints(): Plugin {
  return {
    name: 'shiftclock:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const target = path.join(options.dir ?? '', file.fileName);
        await writeFile(target, ALL_FUNCTIONS_CALLED_ON_LOAD + (await readFile(target, 'utf8')));
      }
    },
  };
}
