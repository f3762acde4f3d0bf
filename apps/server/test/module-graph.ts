import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Vite's parser (oxc, through rolldown): vitest runs on Vite, so it is wherever these tests run.
import { parseAst } from 'vite';

// The source files' syntax trees, for the import-rules test: what each file imports, and where it
// builds or runs a query itself. A tree, not a regular expression, so that no form of import or call
// slips past (docs/decisions/0180-declared-feature-dependencies.md).

export const root = path.resolve(import.meta.dirname, '../../..');

type Node = { type: string; start: number; [key: string]: unknown };

export type ImportKind = 'import' | 'side-effect' | 're-export' | 'dynamic' | 'type';

export type Import = {
  /** Relative to the repository's root, with forward slashes. */
  file: string;
  line: number;
  specifier: string;
  /** The imported file relative to the root for a relative specifier, else the specifier. */
  resolved: string;
  kind: ImportKind;
};

export type Query = { file: string; line: number; what: string };

export type SourceFile = { file: string; imports: Import[]; queries: Query[] };

const toPosix = (file: string) => file.split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

const isType = (node: Node, key: 'importKind' | 'exportKind') => node[key] === 'type';

/** An import declaration whose every named binding is a type erases to nothing. */
function importKindOf(node: Node): ImportKind {
  const specifiers = (node.specifiers as Node[] | undefined) ?? [];
  if (isType(node, 'importKind')) return 'type';
  if (specifiers.length === 0) return 'side-effect';
  return specifiers.every((s) => isType(s, 'importKind')) ? 'type' : 'import';
}

function reExportKindOf(node: Node): ImportKind {
  const specifiers = (node.specifiers as Node[] | undefined) ?? [];
  const allTypes = specifiers.length > 0 && specifiers.every((s) => isType(s, 'exportKind'));
  return isType(node, 'exportKind') || allTypes ? 'type' : 're-export';
}

const literal = (node: unknown) => {
  const value = (node as Node | null)?.value;
  return (node as Node | null)?.type === 'Literal' && typeof value === 'string' ? value : undefined;
};

/** The module a node names, and how: every syntax that makes one file depend on another. */
function importOf(node: Node): { specifier: string; kind: ImportKind } | undefined {
  switch (node.type) {
    case 'ImportDeclaration': {
      const specifier = literal(node.source);
      return specifier === undefined ? undefined : { specifier, kind: importKindOf(node) };
    }
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration': {
      const specifier = literal(node.source);
      return specifier === undefined ? undefined : { specifier, kind: reExportKindOf(node) };
    }
    case 'ImportExpression': {
      const specifier = literal(node.source);
      return specifier === undefined ? undefined : { specifier, kind: 'dynamic' };
    }
    case 'TSImportType': {
      const specifier = literal(node.source) ?? literal((node.argument as Node | undefined)?.literal);
      return specifier === undefined ? undefined : { specifier, kind: 'type' };
    }
    default:
      return undefined;
  }
}

/** Query builder and driver methods: called on a database handle, each one runs or builds SQL. */
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$count',
  'refreshMaterializedView',
]);

const name = (node: unknown) => {
  const n = node as Node | null;
  return n?.type === 'Identifier' && typeof n.name === 'string' ? n.name : undefined;
};

const memberOf = (node: Node) =>
  node.type === 'MemberExpression' && !node.computed
    ? { object: node.object as Node, property: name(node.property) }
    : undefined;

/**
 * A database handle by the names the server gives them: `db`, `tx`, `connection`, `deps.db`,
 * `poolOf(db)` and anything's `$client` (the pg pool behind drizzle).
 */
function isDatabase(node: Node): boolean {
  const id = name(node);
  if (id) return id === 'db' || id === 'tx' || id === 'connection';
  const member = memberOf(node);
  if (member) return member.property === 'db' || member.property === '$client';
  return node.type === 'CallExpression' && name(node.callee) === 'poolOf';
}

const rootName = (node: Node): string | undefined => {
  const member = memberOf(node);
  return member ? rootName(member.object) : name(node);
};

/** Where the node itself builds or runs SQL, if it does. */
function queryOf(node: Node): string | undefined {
  if (node.type === 'TaggedTemplateExpression' && rootName(node.tag as Node) === 'sql') return 'sql`…`';
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (rootName(callee) === 'sql' && memberOf(callee)) return `sql.${memberOf(callee)?.property}(…)`;
    const member = memberOf(callee);
    if (member?.property && QUERY_METHODS.has(member.property) && isDatabase(member.object))
      return `.${member.property}(…) on a database handle`;
  }
  const member = memberOf(node);
  // The relational API (`db.query.shifts.findMany()`) is a property before it is a call.
  if (member?.property === 'query' && isDatabase(member.object)) return '.query on a database handle';
  return undefined;
}

function lineAt(text: string, offset: number) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** One file's imports and queries; `full` is its absolute path (relative imports resolve from it). */
export function parseSource(text: string, full: string): SourceFile {
  const file = toPosix(path.relative(root, full));
  const ast = parseAst(text, { lang: full.endsWith('x') ? 'tsx' : 'ts', sourceType: 'module' }, full);
  const imports: Import[] = [];
  const queries: Query[] = [];
  walk(ast, (node) => {
    const found = importOf(node);
    if (found) {
      const resolved = found.specifier.startsWith('.')
        ? toPosix(path.relative(root, path.resolve(path.dirname(full), found.specifier)))
        : found.specifier;
      imports.push({ file, line: lineAt(text, node.start), resolved, ...found });
    }
    const what = queryOf(node);
    if (what) queries.push({ file, line: lineAt(text, node.start), what });
  });
  // A call on `db.query` is seen twice (the member and the call): keep one finding per place.
  const seen = new Set<string>();
  return {
    file,
    imports,
    queries: queries.filter((q) => !seen.has(`${q.line}`) && seen.add(`${q.line}`)),
  };
}

/** Every TypeScript file under a directory of the repository, parsed. */
export const sourcesUnder = (dir: string): SourceFile[] =>
  sourceFiles(path.join(root, dir)).map((full) => parseSource(readFileSync(full, 'utf8'), full));
