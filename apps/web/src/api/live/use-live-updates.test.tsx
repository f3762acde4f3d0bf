import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';
import { clearAllTokens, tokenKeys, writeToken } from '../../lib/token-storage.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { useLiveUpdates } from './use-live-updates.ts';

afterEach(() => {
  clearAllTokens();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The address the hook opens the stream at, with a cache holding `answers` (keys and their ages) and
 * whatever `more` puts there.
 */
async function streamAddress(
  answers: { key: readonly unknown[]; ageMs: number }[],
  more: (queryClient: QueryClient) => Promise<unknown> = async () => {},
) {
  writeToken(tokenKeys.token, fakeToken('manager', 'LOC001'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const now = Date.now();
  for (const { key, ageMs } of answers)
    queryClient.setQueryData(key, { any: 'thing' }, { updatedAt: now - ageMs });
  await more(queryClient);
  const opened = new Promise<string>((resolve) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        resolve(url);
        return new Response(null, { status: 503 });
      }),
    );
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { unmount } = renderHook(() => useLiveUpdates('LOC001', 'manager'), { wrapper });
  const url = await opened;
  unmount();
  return new URL(url, 'http://localhost');
}

describe('useLiveUpdates', () => {
  it('opens the stream with the age of the oldest answer of its area and location', async () => {
    const manager = scopedKeys.manager('LOC001');
    const url = await streamAddress([
      { key: endpointKey(manager, 'GET /api/admin/employees'), ageMs: 1_000 },
      { key: endpointKey(manager, 'GET /api/admin/devices'), ageMs: 4_000 },
      // Another location's and the kiosk's answers are not this screen's.
      { key: endpointKey(scopedKeys.manager('LOC002'), 'GET /api/admin/devices'), ageMs: 60_000 },
      { key: endpointKey(scopedKeys.kiosk('LOC001'), 'GET /api/shift/current'), ageMs: 60_000 },
    ]);
    expect(url.pathname).toBe('/api/events');
    const age = Number(url.searchParams.get('dataAgeMs'));
    expect(age).toBeGreaterThanOrEqual(4_000);
    expect(age).toBeLessThan(5_000);
  });

  it('gives no age when the screen holds no answer yet (the server then says: ask for everything)', async () => {
    const url = await streamAddress([]);
    expect(url.searchParams.has('dataAgeMs')).toBe(false);
  });

  it('gives no age when an answer failed or is a copy kept from an earlier visit', async () => {
    const manager = scopedKeys.manager('LOC001');
    const fresh = [{ key: endpointKey(manager, 'GET /api/admin/employees'), ageMs: 1_000 }];
    const failed = await streamAddress(fresh, (queryClient) =>
      queryClient
        .fetchQuery({
          queryKey: endpointKey(manager, 'GET /api/admin/devices'),
          queryFn: () => Promise.reject(new Error('offline')),
        })
        .catch(() => undefined),
    );
    expect(failed.searchParams.has('dataAgeMs')).toBe(false);
    const kept = await streamAddress(fresh, async (queryClient) =>
      queryClient.setQueryData(
        endpointKey(manager, 'GET /api/admin/location-settings'),
        { kept: true },
        { updatedAt: 0 },
      ),
    );
    expect(kept.searchParams.has('dataAgeMs')).toBe(false);
  });
});
