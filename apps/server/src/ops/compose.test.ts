import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { proxyBlock } from './nginx-config.ts';

// compose.yaml and compose/nginx.conf (docs/operations.md, "Container"): the project's hosts can
// pull neither the postgres nor the nginx image, and podman 4.3 has no `podman compose config`
// (podman-compose 1.0 neither, and its --dry-run creates the volumes and the network), so the
// file is checked here as YAML, against what the image and the app expect
// (docs/decisions/0206-container-image.md).

const root = new URL('../../../../', import.meta.url);
const text = (file: string) => readFile(new URL(file, root), 'utf8');

type Service = {
  image: string;
  environment?: string[] | Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
};
const compose = parse(await text('compose.yaml')) as {
  services: { postgres: Service; shiftclock: Service; nginx: Service };
  volumes: object;
};
const { postgres, shiftclock, nginx } = compose.services;
/** A compose variable as the file writes it: ${NAME}. */
const variable = (expression: string) => `\${${expression}}`;
const env = (service: Service) =>
  Array.isArray(service.environment)
    ? service.environment
    : Object.entries(service.environment ?? {}).map((e) => e.join('='));

describe('compose.yaml', () => {
  it('runs the image on the postgres service, behind nginx only', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['nginx', 'postgres', 'shiftclock']);
    expect(shiftclock.image).toContain('localhost/shiftclock:latest'); // what `npm run image` builds
    expect(env(shiftclock)).toContain(
      `DATABASE_URL=postgres://postgres:${variable('POSTGRES_PASSWORD')}@postgres:5432/shiftclock`,
    );
    expect(env(shiftclock)).toContain('TRUST_PROXY=1');
    // Only nginx publishes a port: X-Forwarded-For is trusted, so nothing else may reach the app.
    expect(shiftclock.ports).toBeUndefined();
    expect(postgres.ports).toBeUndefined();
    expect(nginx.ports).toEqual([`${variable('HTTP_PORT:-8080')}:80`]);
    expect(shiftclock.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(nginx.depends_on).toEqual({ shiftclock: { condition: 'service_healthy' } });
  });

  it('keeps the data in named volumes: the image runs as uid 10001, which a named volume fits', () => {
    expect(shiftclock.volumes).toEqual(['shiftclock-data:/data']);
    expect(postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['postgres-data', 'shiftclock-data']);
  });

  it('passes secrets on from the shell, never an empty default, which podman-compose 1.0 passes on literally', () => {
    expect(env(shiftclock)).toEqual(expect.arrayContaining(['MASTER_KEY', 'SMTP_URL', 'MAIL_FROM']));
    expect(env(shiftclock).join('\n')).not.toMatch(/:-\}/);
  });

  it("mounts the cluster's nginx configuration, proxying to the shiftclock service", async () => {
    expect(nginx.volumes).toEqual(['./compose/nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
    const conf = await text('compose/nginx.conf');
    const body = conf.replace(/^(#.*\n)+\n/, '');
    expect(body).toBe(proxyBlock({ listenPort: 80, upstreams: ['shiftclock:3000'] }));
  });
});
