import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchCluster } from './lib/cluster.ts';
import { machine } from './lib/machine.ts';
import { buildServerBundle, type Child } from './lib/processes.ts';
import { table } from './lib/report.ts';
import { nodeMeasured, onProductionNode } from './lib/runtime.ts';
import { screensTable, screenTargetRows } from './lib/screen-report.ts';
import { measureDemoScreens } from './lib/screens.ts';
import { buildWeb } from './lib/web-size.ts';

/**
 * `npm run bench:screens`: only the screens on the tablet profile, read against the floor page and
 * their network floors (the same phase `npm run bench` runs), for working on page loads without
 * the two-minute load phase. `--runs=N` (default 5).
 * Like `npm run bench`, on the production Node (`--node=current` for the running one).
 */
onProductionNode();
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-screens-'));
await fs.chmod(tmp, 0o755);
const children: Child[] = [];
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
try {
  const m = machine();
  console.log(`machine: ${m.cpus} CPUs (${m.cpu}), ${m.memoryGiB} GiB, ${m.os}; Node ${nodeMeasured()}`);
  await buildServerBundle();
  const webDist = path.join(tmp, 'web');
  buildWeb(webDist);
  const result = await measureDemoScreens({ cluster, tmp, webDist, runs, children });
  console.log(`\n${screensTable(result)}\n`);
  console.log(table(['target', 'figures', 'result'], screenTargetRows(result)));
} finally {
  for (const child of children) await child.stop().catch(() => {});
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
