import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;

/**
 * Few files per screen. Left to itself, Rolldown cuts the code every page loads into many small
 * shared chunks (React, TanStack Query, i18next, the API client, each icon, each small module two
 * screens share): the kiosk's first visit fetched 24 files, the manager's over 50. On a kiosk's
 * connection each file waits its turn for one of six connections and costs a round trip of its own
 * (docs/decisions/0165-few-files-per-screen.md). These groups put:
 * - everything the entry imports statically into the entry's own file (every page runs all of it
 *   before its first render);
 * - each module a screen with a page of its own imports statically (`screens`: the kiosk, the
 *   manager's dashboard, the login, the owner's) into one file per set of those screens that import
 *   it: the kiosk's own code, the code it shares with the manager's dashboard, and so on. Those
 *   screens download exactly their own code; a screen without a page loads the files it shares
 *   modules with whole.
 *
 * Strings (`*.json`) keep their own files: each language is fetched on its own.
 */
export function screenChunks(screens: { name: string; modules: string[]; loadsWithout?: string[] }[]) {
  const entryModules = new Set<string>();
  /** The screens that import a module statically, by module id, as one name ("kiosk+manager"). */
  const screensOf = new Map<string, string>();
  let root = '';

  const plugin: Plugin = {
    name: 'shiftclock:screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      /** Every module the given ones import statically, each with the module that first imported it. */
      const staticImporters = (ids: string[]) => {
        const importer = new Map<string, string | null>(ids.map((id) => [id, null]));
        const pending = [...ids];
        while (pending.length > 0) {
          const id = pending.shift() as string;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (importer.has(imported)) continue;
            importer.set(imported, id);
            pending.push(imported);
          }
        }
        return importer;
      };
      entryModules.clear();
      screensOf.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of staticImporters(entries).keys()) entryModules.add(id);
      for (const screen of screens) {
        const modules = screen.modules.map((module) => path.resolve(root, module));
        // What the page loads first: the entry's modules and the screen's own.
        const importers = staticImporters([...entries, ...modules]);
        for (const id of importers.keys()) {
          if (entryModules.has(id) || id.endsWith('.json')) continue;
          const earlier = screensOf.get(id);
          screensOf.set(id, earlier ? `${earlier}+${screen.name}` : screen.name);
        }
        for (const banned of screen.loadsWithout ?? []) {
          const found = [...importers.keys()].find((id) => id.includes(`/node_modules/${banned}/`));
          if (!found) continue;
          const chain: string[] = [];
          for (let id: string | null | undefined = found; id; id = importers.get(id)) {
            chain.unshift(path.relative(root, id));
          }
          this.error(
            `The ${screen.name} screen must show without ${banned}, but its first files import it: ${chain.join(' -> ')}. Import the module that needs it through import().`,
          );
        }
      }
    },
  };
  // One group per set of screens, those shared by more screens first: a group takes the modules its
  // modules import along with them, and a module shared with another screen must already sit in the
  // shared group by then, or it would be pulled into this screen's file and the other screen would
  // download this one's file to reach it.
  let sets: string[][] = [[]];
  for (const screen of screens) sets = sets.concat(sets.map((set) => [...set, screen.name]));
  const groups: Group[] = [
    { name: 'index', test: (id) => entryModules.has(id), priority: screens.length + 1 },
    ...sets
      .filter((set) => set.length > 0)
      .map((set) => {
        const name = set.join('+');
        return { name, test: (id: string) => screensOf.get(id) === name, priority: set.length };
      }),
  ];
  return { plugin, groups };
}
