// Runs a script on a Node.js that ShiftClock supports: `node scripts/on-supported-node.mjs FILE
// [ARGS…]`. `npm start` and `npm test` go through it, so that a machine whose Node is older than
// the minimum still starts and tests the app, on Node 24 from the npm registry
// (scripts/supported-node.mjs). Signals reach the script, and its exit status is this one's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { supportedNode } from './supported-node.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/on-supported-node.mjs FILE [ARGS…]');
  process.exit(2);
}

let node;
try {
  node = supportedNode();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The chosen Node first on PATH, for whatever the script starts as `node` or `npx`.
const PATH = [path.dirname(node), process.env.PATH].filter(Boolean).join(path.delimiter);
// In a process group of its own, so that each signal reaches it once, from here: a Ctrl-C goes to
// the terminal's whole foreground group, and a script that hears it twice (the server does) takes
// the second as "stop now" and skips its clean shutdown.
const child = spawn(node, [script, ...args], {
  stdio: 'inherit',
  env: { ...process.env, PATH },
  detached: true,
});
const lastSent = new Map();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The same signal twice within a second is one event delivered by two routes (the terminal and
    // npm, or a service manager's whole-group kill); a later one is the user insisting.
    const now = Date.now();
    if (now - (lastSent.get(signal) ?? 0) < 1_000) return;
    lastSent.set(signal, now);
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ended by a signal: end the same way, so that the caller sees what happened.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
