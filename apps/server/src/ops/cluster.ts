import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { nginxConfig } from './nginx-config.ts';

/**
 * Several server instances on one PostgreSQL behind nginx, on one machine: `npm run cluster`
 * (cluster-cli.ts) and the test that kills an instance under load (test/cluster.test.ts).
 * A supervisor restarts an instance that dies. docs/operations.md, "Load balancer".
 */

const builtServer = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const RESTART_DELAY_MS = 500;
const READY_TIMEOUT_MS = 60_000;

export type ClusterOptions = {
  instances: number;
  /** nginx's port, the one clients use. */
  port: number;
  /** Embedded PostgreSQL (unless databaseUrl is given), nginx's files and the mail outbox. */
  dataDir: string;
  databaseUrl?: string;
  /** How to start one instance; the built server by default. */
  serverCommand?: string[];
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** Each line an instance or nginx prints, and the supervisor's own. */
  onOutput?: (source: string, line: string) => void;
};

export type ClusterInstance = {
  port: number;
  /** The current process, replaced by the supervisor after a crash. */
  process(): ChildProcess;
  /** Resolves when the instance (the current process or its replacement) answers /api/health. */
  ready(): Promise<void>;
};

export type Cluster = {
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  stop(): Promise<void>;
};

export class ClusterError extends Error {}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const output = options.onOutput ?? ((source, line) => console.log(`[${source}] ${line}`));
  const command = options.serverCommand ?? [process.execPath, builtServer];
  if (!options.serverCommand && !existsSync(builtServer)) {
    throw new ClusterError('The server is not built: run `npm run build` first.');
  }
  const nginxBinary = await findNginx();
  const dataDir = path.resolve(options.dataDir);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      log: (message) => output('cluster', message),
    });
    databaseUrl = embedded.url;
  }
  // Once here, so the instances start on a migrated database instead of queueing on its lock.
  await migrateDatabase(databaseUrl);

  let stopping = false;
  const instanceEnv = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${options.port}`,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
  });

  const instances = await Promise.all(
    Array.from({ length: options.instances }, async (_, index) => {
      const port = await freePort();
      const name = `instance ${index + 1}`;
      let child: ChildProcess;
      let readiness: Promise<void>;
      const start = () => {
        child = spawn(command[0] as string, command.slice(1), {
          env: instanceEnv(port),
          stdio: ['ignore', 'pipe', 'pipe'],
          // A process group of its own: a Ctrl-C reaches the supervisor only, which then stops
          // nginx and drains the instances in order (a second signal would make one exit at once).
          detached: true,
        });
        pipeLines(child, name, output);
        const current = child;
        readiness = waitForHealth(`http://127.0.0.1:${port}`, current);
        readiness.catch(() => {}); // reported through ready()
        current.on('exit', (code, signal) => {
          if (stopping) return;
          output('cluster', `${name} exited (${signal ?? code}); restarting it`);
          setTimeout(() => {
            if (!stopping) start();
          }, RESTART_DELAY_MS);
        });
      };
      start();
      return {
        port,
        process: () => child,
        ready: () => readiness,
      } satisfies ClusterInstance;
    }),
  );

  const stopInstances = async () => {
    stopping = true;
    await Promise.all(
      instances.map(async (instance) => {
        const child = instance.process();
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
    await embedded?.stop();
  };

  let nginx: ChildProcess;
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
    nginx = await startNginx(nginxBinary, dataDir, options.port, instances, output);
  } catch (error) {
    await stopInstances();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${options.port}`,
    databaseUrl,
    instances,
    async stop() {
      // nginx first, so no new request reaches an instance that is draining.
      nginx.kill('SIGQUIT');
      if (nginx.exitCode === null) await once(nginx, 'exit');
      await stopInstances();
    },
  };
}

async function startNginx(
  binary: string,
  dataDir: string,
  port: number,
  instances: ClusterInstance[],
  output: NonNullable<ClusterOptions['onOutput']>,
): Promise<ChildProcess> {
  const prefix = path.join(dataDir, 'nginx');
  await fs.mkdir(path.join(prefix, 'tmp'), { recursive: true, mode: 0o755 });
  const configFile = path.join(prefix, 'nginx.conf');
  await fs.writeFile(
    configFile,
    nginxConfig({
      listenPort: port,
      upstreamPorts: instances.map((instance) => instance.port),
      prefix,
      // nginx started as root runs its workers as another user; Debian's is www-data.
      user: process.getuid?.() === 0 ? 'www-data' : undefined,
    }),
  );
  const nginx = spawn(binary, ['-p', prefix, '-c', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipeLines(nginx, 'nginx', output);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, nginx);
  } catch (error) {
    const log = await fs.readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
    nginx.kill('SIGKILL');
    throw new ClusterError(`nginx did not start (${(error as Error).message}). ${log.trim()}`);
  }
  return nginx;
}

async function findNginx(): Promise<string> {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  for (const candidate of candidates) {
    if (existsSync(candidate)) return candidate;
  }
  throw new ClusterError(
    "nginx was not found: install Debian's package (apt-get install nginx) or set NGINX_BIN.",
  );
}

/** Whether nginx can be found here (the cluster test needs it). */
export const nginxAvailable = () =>
  findNginx().then(
    () => true,
    () => false,
  );

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ClusterError(`exited (${child.signalCode ?? child.exitCode}) before it was ready`);
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ClusterError(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function pipeLines(child: ChildProcess, source: string, output: NonNullable<ClusterOptions['onOutput']>) {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) output(source, line);
    });
  }
}

/** A port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
