import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const script = `export const answer = "${'shift '.repeat(400)}";\n`;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A web build in miniature: the page, one fingerprinted script and its precompressed twins.
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>ShiftClock</title>');
  // One screen's page, as apps/web/screen-preload-plugin.ts writes it.
  await fs.mkdir(path.join(dist, 'screens'));
  await fs.writeFile(
    path.join(dist, 'screens', 'kiosk.html'),
    '<!doctype html><title>ShiftClock kiosk</title>',
  );
  await fs.writeFile(
    path.join(dist, 'screens.json'),
    JSON.stringify([{ path: '^/location/(?!login/?$)[^/]+/?$', file: 'screens/kiosk.html' }]),
  );
  // Files of the build's root: a manifest, an icon, and the service worker.
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"ShiftClock"}');
  await fs.writeFile(path.join(dist, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await fs.writeFile(path.join(dist, 'sw.js'), 'void 0;');
  const file = path.join(dist, 'assets', 'index-abc123.js');
  await fs.writeFile(file, script);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(script));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(script));
  t = await buildTestApp({ webDistDir: dist }, (app) => {
    app.get('/api/test/big', { config: { access: 'public' } }, async () => ({
      items: Array(300).fill('shift'),
    }));
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('what goes over the wire', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the build’s brotli file to a browser that accepts brotli, and gzip to one that takes only gzip', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends a file of the build with the headers that apply to it, and the page with the document ones', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // Kept a year, never asked about again: no validators.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const page = await get('/location/DEMPAR', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The page is revalidated on every visit: it keeps its validator.
    expect(page.headers.etag).toBeDefined();
    // Outside assets/, a manifest or an icon is no document either, but is revalidated; the service
    // worker's script keeps the policy, which governs the worker.
    for (const url of ['/manifest.webmanifest', '/favicon.png']) {
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBeUndefined();
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-cache');
      expect(file.headers.etag).toBeDefined();
    }
    const worker = await get('/sw.js');
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still answers a client route with the page', async () => {
    const page = await get('/manager/ABC/dashboard', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>ShiftClock</title>');
  });

  it("sends a screen's own page to the addresses that show it, and index.html to the rest", async () => {
    const kiosk = await get('/location/DEMPAR');
    expect(kiosk.statusCode).toBe(200);
    expect(kiosk.headers['cache-control']).toBe('no-cache');
    expect(kiosk.body).toContain('<title>ShiftClock kiosk</title>');
    expect((await get('/location/login')).body).toContain('<title>ShiftClock</title>');
    expect((await get('/location/DEMPAR/extra')).body).toContain('<title>ShiftClock</title>');
  });

  it('compresses a JSON answer of 1 kB or more, and leaves a small one alone', async () => {
    const big = await get('/api/test/big', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).items).toHaveLength(300);

    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
