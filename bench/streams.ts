import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchCluster } from './lib/cluster.ts';
import { buildServerBundle, type Child } from './lib/processes.ts';
import { onProductionNode } from './lib/runtime.ts';
import { measureStreams, streamsReport } from './lib/streams.ts';

/**
 * `npm run bench:streams`: only the live-updates phase of `npm run bench` (streams held by one
 * instance, memory per stream, a punch's fan-out). `--streams=N` (default 2000). On the production
 * Node, as `npm run bench` (lib/runtime.ts): the server does not run on older ones.
 */
onProductionNode();
const count = Number(
  process.argv.find((a) => a.startsWith('--streams='))?.slice('--streams='.length) ?? 2000,
);
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-streams-'));
await fs.chmod(tmp, 0o755);
const children: Child[] = [];
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
const cleanUp = async () => {
  for (const child of children) await child.stop().catch(() => {});
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
};
// Ctrl-C or a timeout must not leave a PostgreSQL and a server running in /tmp (as run.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  await buildServerBundle();
  console.log(streamsReport(await measureStreams({ cluster, tmp, children, count, punches: 9 })));
} finally {
  await cleanUp();
}
