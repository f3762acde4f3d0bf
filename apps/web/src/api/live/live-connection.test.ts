import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/api-client.ts';
import { clearAllTokens, tokenKeys, writeToken } from '../../lib/token-storage.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { openLiveUpdates } from './live-connection.ts';

/** A stream answer whose events the test writes as it goes; aborting the request errors it, as fetch does. */
function streamAnswer() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
      fail = (error) => controller.error(error);
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  return {
    /** The fetch answer, for a request with `init`'s signal. */
    answer: (init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')));
      return response;
    },
    push: (text: string) => push(text),
    end: () => end(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let close: (() => void) | undefined;
beforeEach(() => writeToken(tokenKeys.token, fakeToken('location', 'a')));
afterEach(() => {
  close?.();
  clearAllTokens();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the live-updates stream', () => {
  it('sends the token, goes live on ready, and asks again on ready and on every change', async () => {
    const stream = streamAnswer();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => stream.answer(init));
    vi.stubGlobal('fetch', fetchMock);
    const onLive = vi.fn();
    const onChange = vi.fn();
    close = openLiveUpdates(
      () => '/api/events',
      () => getToken('default'),
      { onLive, onChange },
    );
    await flush();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${fakeToken('location', 'a')}`);

    stream.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(onLive).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(1);

    stream.push(': keep-alive\n\nevent: change\ndata: {}\n\nevent: chan');
    await flush();
    expect(onChange).toHaveBeenCalledTimes(2);
    stream.push('ge\ndata: {}\n\n');
    await flush();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith(undefined);

    // A change that names what changed passes it on.
    stream.push('event: change\ndata: {"topics":["shifts"]}\n\n');
    await flush();
    expect(onChange).toHaveBeenLastCalledWith(['shifts']);
  });

  it('on ready, asks again only for what the server says changed since the screen’s answers', async () => {
    const streams = [streamAnswer(), streamAnswer(), streamAnswer()];
    let opened = 0;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      (streams[opened++] as ReturnType<typeof streamAnswer>).answer(init),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    // Nothing changed since: nothing to ask again. Shifts changed: ask for those.
    const cases = [
      { age: 1500, ready: '{"topics":[]}', calls: 0 },
      { age: 400, ready: '{"topics":["shifts"]}', calls: 1 },
    ];
    for (const [index, { age, ready, calls }] of cases.entries()) {
      close = openLiveUpdates(
        () => `/api/events?dataAgeMs=${age}`,
        () => getToken('default'),
        { onLive: vi.fn(), onChange },
      );
      await flush();
      expect(fetchMock.mock.calls[index]?.[0]).toBe(`/api/events?dataAgeMs=${age}`);
      streams[index]?.push(`event: ready\ndata: ${ready}\n\n`);
      await flush();
      expect(onChange).toHaveBeenCalledTimes(calls);
      close();
    }
    expect(onChange).toHaveBeenLastCalledWith(['shifts']);
  });

  it('reconnects with back-off when the stream ends or cannot be opened, and stops when closed', async () => {
    vi.useFakeTimers();
    // No jitter: each wait is exactly its base (1, 2, 5 s).
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = streamAnswer();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async (_url: string, init?: RequestInit) => first.answer(init))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockImplementation(async (_url: string, init?: RequestInit) => streamAnswer().answer(init));
    vi.stubGlobal('fetch', fetchMock);
    const onLive = vi.fn();
    close = openLiveUpdates(
      () => '/api/events',
      () => getToken('default'),
      { onLive, onChange: vi.fn() },
    );
    await vi.advanceTimersByTimeAsync(0);
    first.push('event: ready\ndata: {}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLive).toHaveBeenLastCalledWith(false);

    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetchMock.mock.calls.length;
    };
    // After a stream that was open: 1 s. Then 2 s after one failure, 5 s after two.
    expect(await callsAfter(990)).toBe(1);
    expect(await callsAfter(20)).toBe(2);
    expect(await callsAfter(1_980)).toBe(2);
    expect(await callsAfter(20)).toBe(3);
    expect(await callsAfter(4_980)).toBe(3);
    expect(await callsAfter(20)).toBe(4);

    close();
    close = undefined;
    expect(await callsAfter(60_000)).toBe(4);
  });

  it('waits its longest back-off (30 s) after the server closed the stream to make room for a newer one', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = streamAnswer();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async (_url: string, init?: RequestInit) => first.answer(init))
      .mockImplementation(async (_url: string, init?: RequestInit) => streamAnswer().answer(init));
    vi.stubGlobal('fetch', fetchMock);
    close = openLiveUpdates(
      () => '/api/events',
      () => getToken('default'),
      { onLive: vi.fn(), onChange: vi.fn() },
    );
    await vi.advanceTimersByTimeAsync(0);
    first.push('event: ready\ndata: {}\n\nevent: superseded\ndata: {}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(29_980);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(40);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes a stream silent for 60 s for dead, and reopens at once when the device is back online', async () => {
    vi.useFakeTimers();
    const first = streamAnswer();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async (_url: string, init?: RequestInit) => first.answer(init))
      .mockImplementation(async (_url: string, init?: RequestInit) => streamAnswer().answer(init));
    vi.stubGlobal('fetch', fetchMock);
    const onLive = vi.fn();
    close = openLiveUpdates(
      () => '/api/events',
      () => getToken('default'),
      { onLive, onChange: vi.fn() },
    );
    await vi.advanceTimersByTimeAsync(0);
    first.push('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(59_000);
    first.push(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(onLive).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onLive).toHaveBeenLastCalledWith(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Back online: no waiting for the back-off.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops and asks again once when the session has ended (401), so the screen meets the 401 too', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    close = openLiveUpdates(
      () => '/api/events',
      () => getToken('default'),
      { onLive: vi.fn(), onChange },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
