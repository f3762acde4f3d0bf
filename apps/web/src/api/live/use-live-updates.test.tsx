import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllTokens, tokenKeys, writeToken } from '../../lib/token-storage.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { currentShiftsQuery } from '../kiosk/current-shifts.ts';
import { startLiveUpdates, useLiveUpdates } from './use-live-updates.ts';

/**
 * A server in miniature: GET /api/events answers a stream the test writes to, GET /api/shift/current
 * an empty list. Every request is recorded with its signal, to see what was asked and what was closed.
 */
function stubServer() {
  const requests: { path: string; signal?: AbortSignal | null }[] = [];
  let push: (text: string) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      requests.push({ path, signal: init?.signal });
      if (path === '/api/events') {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
            init?.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return Response.json({ shifts: [], serverTime: new Date().toISOString() });
    }),
  );
  return {
    asked: (path: string) => requests.filter((request) => request.path === path).length,
    stream: () => requests.find((request) => request.path === '/api/events'),
    push: (text: string) => push(text),
  };
}

function KioskList({ locationId }: { locationId: string }) {
  const live = useLiveUpdates(locationId, 'kiosk');
  const shifts = useQuery(currentShiftsQuery(locationId));
  return <p>{`${live ? 'live' : 'not live'}, ${shifts.data ? 'list shown' : 'no list'}`}</p>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => writeToken(tokenKeys.token, fakeToken('location', 'a')));
afterEach(() => {
  clearAllTokens();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a location screen’s live-updates stream', () => {
  it('opened with the session check, is kept by the screen, which asks for its list once', async () => {
    const server = stubServer();
    const queryClient = newClient();
    startLiveUpdates(queryClient, 'LOC-A', 'kiosk');
    await vi.waitFor(() => expect(server.asked('/api/events')).toBe(1));
    server.push('event: ready\ndata: {}\n\n');

    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <KioskList locationId="LOC-A" />
      </QueryClientProvider>,
    );
    await screen.findByText('live, list shown');
    expect(server.asked('/api/events')).toBe(1);
    expect(server.asked('/api/shift/current')).toBe(1);

    // A change it announces is asked for again.
    server.push('event: change\ndata: {}\n\n');
    await vi.waitFor(() => expect(server.asked('/api/shift/current')).toBe(2));

    // Leaving the screen closes the stream.
    unmount();
    expect(server.stream()?.signal?.aborted).toBe(true);
  });

  it('asks again, when it opens, for what the screen had asked before', async () => {
    const server = stubServer();
    const queryClient = newClient();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <KioskList locationId="LOC-B" />
      </QueryClientProvider>,
    );
    await screen.findByText('not live, list shown');
    await vi.waitFor(() => expect(server.asked('/api/events')).toBe(1));
    server.push('event: ready\ndata: {}\n\n');

    // A change made between that answer and the stream's opening was never announced.
    await screen.findByText('live, list shown');
    await vi.waitFor(() => expect(server.asked('/api/shift/current')).toBe(2));
    unmount();
  });

  it('closes a stream no screen has taken up 30 s after it was started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = stubServer();
    startLiveUpdates(newClient(), 'LOC-C', 'kiosk');
    await vi.waitFor(() => expect(server.asked('/api/events')).toBe(1));

    vi.advanceTimersByTime(29_000);
    expect(server.stream()?.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(server.stream()?.signal?.aborted).toBe(true);
  });
});
