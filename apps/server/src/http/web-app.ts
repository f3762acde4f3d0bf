import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

/**
 * What a fingerprinted file under assets/ goes without: the document-only headers, and the
 * validators and range support of a file that may change. It is kept for a year as `immutable`,
 * so a browser never asks whether it changed; a new build is new names.
 */
const IMMUTABLE_FILES_WITHOUT = [...DOCUMENT_ONLY_HEADERS, 'etag', 'last-modified', 'accept-ranges'];

/**
 * The files of the build outside assets/ that a policy governs: the pages, an SVG (a document when
 * opened by itself) and the service worker, whose script's own headers set the worker's policy.
 * The icons and the manifests are not documents.
 */
function isDocumentOrWorker(filePath: string): boolean {
  return /\.(html|svg)$/.test(filePath) || path.basename(filePath) === 'sw.js';
}

/** A page of the build for some addresses: index.html plus the preloads of one screen's code. */
type ScreenPage = { pattern: RegExp; file: string };

/**
 * Serves the built web app from the API's port. Any GET outside /api that is not
 * a file gets index.html, so the client router handles the route table; the addresses of a screen
 * the build lists in screens.json get that screen's page instead, which fetches its code at once
 * (apps/web/screen-preload-plugin.ts). Unknown /api paths, and everything when no build exists,
 * get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
  const screens = root ? screenPages(root) : [];
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Serves the build's file.br or file.gz (apps/web/precompress-plugin.ts) to a client that accepts it.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A script, a style sheet or an image is not a document: the headers that govern documents
        // do nothing on it, and each of a screen's twenty files would carry 600 bytes of them.
        // Nor is a file that never changes asked about again: no validators, no ranges (100 bytes).
        if (immutable) for (const name of IMMUTABLE_FILES_WITHOUT) reply.removeHeader(name);
        else if (!isDocumentOrWorker(filePath))
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
    // With wildcard:false the plugin registers one route per file at start; new files need a restart.
  } else {
    app.log.warn('web app not built: serving the API only (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (root && !isApiPath(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = screens.find((screen) => screen.pattern.test(pathname))?.file ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
  });
}

/** The build's screens.json; a build without it (or an unreadable one) serves index.html everywhere. */
function screenPages(root: string): ScreenPage[] {
  try {
    const listed = JSON.parse(readFileSync(path.join(root, 'screens.json'), 'utf8')) as {
      path: string;
      file: string;
    }[];
    return listed.map((screen) => ({ pattern: new RegExp(screen.path), file: screen.file }));
  } catch {
    return [];
  }
}
