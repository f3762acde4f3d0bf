import { describe, expect, it } from 'vitest';
import { featureDependencies } from '../src/features/dependencies.ts';
import { type Import, parseSource, root, type SourceFile, sourcesUnder } from './module-graph.ts';

// The repository's layering (README.md, "Layout"; docs/decisions/0180-declared-feature-dependencies.md),
// checked on the syntax tree: every import, side-effect import, re-export, dynamic import() and
// type-only import counts.

const server = sourcesUnder('apps/server/src');
const contract = sourcesUnder('packages/contract/src');
const imports = (files: SourceFile[]) => files.flatMap((f) => f.imports);
const show = ({ file, line, specifier, kind }: Import) => `${file}:${line} → ${specifier} (${kind})`;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Layers that must not import one another: the importing files (a path prefix), what they must not
 * import (a path prefix of the resolved file, or a package name's prefix), and why. A rule is one line.
 */
const layerRules: { from: string; notTo: string; why: string }[] = [
  { from: 'packages/contract/src/', notTo: 'apps/', why: 'the contract depends on neither app' },
  { from: 'packages/contract/src/', notTo: '@shiftclock/web', why: 'the contract depends on neither app' },
  { from: 'packages/contract/src/', notTo: '@shiftclock/server', why: 'the contract depends on neither app' },
  { from: 'apps/server/src/', notTo: 'apps/web/', why: 'the server imports nothing of the web app' },
  { from: 'apps/server/src/', notTo: '@shiftclock/web', why: 'the server imports nothing of the web app' },
  {
    from: 'apps/server/src/http/',
    notTo: 'apps/server/src/features/',
    why: 'app.ts joins http/ and features/',
  },
  {
    from: 'apps/server/src/features/',
    notTo: 'apps/server/src/http/',
    why: 'app.ts joins http/ and features/',
  },
  { from: 'apps/server/src/platform/', notTo: 'apps/server/src/http/', why: 'platform/ is below http/' },
  {
    from: 'apps/server/src/platform/',
    notTo: 'apps/server/src/features/',
    why: 'platform/ is below features/',
  },
];

const FEATURES = 'apps/server/src/features/';
/** The feature a file belongs to: its folder under features/ (the table beside them is none). */
const featureOf = (file: string) => {
  if (!file.startsWith(FEATURES)) return undefined;
  const [feature, ...rest] = file.slice(FEATURES.length).split('/');
  return rest.length > 0 ? feature : undefined;
};

const allowed: Record<string, Record<string, string>> = featureDependencies;

/** Imports from one feature into another, tests left out (they may set up any feature's data). */
const crossFeature = imports(server).flatMap((i) => {
  const from = featureOf(i.file);
  const to = featureOf(i.resolved);
  return from && to && from !== to && !isTest(i.file) ? [{ ...i, from, to }] : [];
});

/** Every cycle's features, found by Tarjan's strongly connected components over the edges given. */
export function cyclesOf(edges: Iterable<[string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || next.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import rules across the repository', () => {
  it('sees every form of import and query', () => {
    const sample = parseSource(
      [
        "import { a } from './a.ts';",
        "import './b.ts';",
        "import type { C } from './c.ts';",
        "import { type D } from './d.ts';",
        "export { e } from './e.ts';",
        "export * from './f.ts';",
        "export type { G } from './g.ts';",
        "const h = await import('./h.ts');",
        "type I = import('./i.ts').I;",
        'await db.select().from(t);',
        'await poolOf(db).query({ text });',
        'await deps.db.execute(q);',
        'await tx.query.shifts.findMany();',
        'const q = sql`select 1`;',
        'await db.transaction(async (tx) => work(tx));',
        'cache.delete(key);',
      ].join('\n'),
      `${root}/apps/server/src/features/x/x.service.ts`,
    );
    expect(sample.imports.map((i) => `${i.line} ${i.resolved} ${i.kind}`)).toEqual([
      '1 apps/server/src/features/x/a.ts import',
      '2 apps/server/src/features/x/b.ts side-effect',
      '3 apps/server/src/features/x/c.ts type',
      '4 apps/server/src/features/x/d.ts type',
      '5 apps/server/src/features/x/e.ts re-export',
      '6 apps/server/src/features/x/f.ts re-export',
      '7 apps/server/src/features/x/g.ts type',
      '8 apps/server/src/features/x/h.ts dynamic',
      '9 apps/server/src/features/x/i.ts type',
    ]);
    // A transaction is a unit of work, not SQL; `cache.delete` is no database handle.
    expect(sample.queries.map((q) => q.line)).toEqual([10, 11, 12, 13, 14]);
    expect(crossFeature.length).toBeGreaterThan(20);
  });

  it('keeps each layer out of the layers it must not import', () => {
    const all = [...imports(server), ...imports(contract)];
    const wrong = layerRules.flatMap((rule) =>
      all
        .filter((i) => i.file.startsWith(rule.from) && i.resolved.startsWith(rule.notTo))
        .map((i) => `${show(i)}: ${rule.why}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lists every server feature in the dependency table, and only those', () => {
    const found = new Set(server.map((f) => featureOf(f.file)).filter((f) => f !== undefined));
    expect(Object.keys(allowed).sort()).toEqual([...found].sort());
    const unknown = Object.entries(allowed).flatMap(([from, to]) =>
      Object.keys(to)
        .filter((f) => !found.has(f) || f === from)
        .map((f) => `${from} → ${f}`),
    );
    expect(unknown).toEqual([]);
  });

  it('imports across features only as the dependency table allows', () => {
    const wrong = crossFeature
      .filter((i) => allowed[i.from]?.[i.to] === undefined)
      .map((i) => `${show(i)}: ${i.from} may not import ${i.to} (features/dependencies.ts)`);
    expect(wrong).toEqual([]);
  });

  it('uses every dependency the table allows (a stale entry would allow a future cycle)', () => {
    const used = new Set(crossFeature.map((i) => `${i.from} → ${i.to}`));
    const unused = Object.entries(allowed).flatMap(([from, to]) =>
      Object.keys(to)
        .map((f) => `${from} → ${f}`)
        .filter((edge) => !used.has(edge)),
    );
    expect(unused).toEqual([]);
  });

  it('has no cycle between features, in the imports or in the table', () => {
    expect(cyclesOf(crossFeature.map((i) => [i.from, i.to]))).toEqual([]);
    const table = Object.entries(allowed).flatMap(([from, to]) =>
      Object.keys(to).map((f): [string, string] => [from, f]),
    );
    expect(cyclesOf(table)).toEqual([]);
  });

  it('keeps SQL in repositories: no other feature, http or platform module queries the database', () => {
    const layered = (file: string) =>
      /^apps\/server\/src\/(features|http|platform)\//.test(file) && !/\.(repository|test)\.ts$/.test(file);
    const files = server.filter((f) => layered(f.file));
    const wrongImports = imports(files)
      .filter(
        (i) =>
          i.specifier.startsWith('drizzle-orm') ||
          (i.resolved.includes('src/db/schema/') && i.kind !== 'type'),
      )
      .map(show);
    const wrongQueries = files
      .flatMap((f) => f.queries)
      .map((q) => `${q.file}:${q.line} builds or runs SQL: ${q.what}`);
    expect([...wrongImports, ...wrongQueries]).toEqual([]);
  });
});
