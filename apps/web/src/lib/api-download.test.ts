import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDownload, fileNameOf } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

/**
 * The bytes of a Blob. Which Blob `Response.blob()` makes under jsdom depends on the Node version
 * (Node 24's fetch builds it with the global Blob, jsdom's, which has no arrayBuffer()); a browser's
 * always has it. Both kinds are read here.
 */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="timesheet-ABC234-2026-11-16.csv"', 'timesheet-ABC234-2026-11-16.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'caf%C3%A9.csv', 'café.csv'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('apiDownload', () => {
  it('sends the bearer token and hands back the bytes and the file name', async () => {
    localStorage.setItem('adminToken', 'mgr');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('\uFEFFa,b\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="t.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/admin/timesheets/export?format=summary');
    expect(file.fileName).toBe('t.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(file.blob))).toBe(
      '\uFEFFa,b\r\n',
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer mgr');
  });

  it('POSTs a JSON body when told, and keeps the bytes as sent (a Windows-1252 file stays Windows-1252)', async () => {
    localStorage.setItem('token', 'owner');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="payroll.txt"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/organization/payroll/close', {
      method: 'POST',
      body: { date: '2026-11-16', provider: 'datevLodas' },
      token: 'token',
    });
    expect(file.fileName).toBe('payroll.txt');
    expect([...new Uint8Array(await bytesOf(file.blob))]).toEqual([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"date":"2026-11-16","provider":"datevLodas"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer owner');
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Location not found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const failure = await apiDownload('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Location not found');
  });
});
