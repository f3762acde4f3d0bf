import { createParser } from 'eventsource-parser';

/**
 * The stream of GET /api/events (docs/api.md, "Live updates"), read with fetch so that it can send
 * the token as a header (EventSource cannot), and reopened with back-off when it ends or fails.
 * Loaded on its own after the screen shows (use-live-updates.ts): the first paint does not wait
 * for it.
 */

/** Waits before reconnecting, by failures in a row; each is varied by ±25 % so a fleet of kiosks
 * coming back after an outage does not reconnect all at once. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/**
 * The server writes at least every 25 s (a keep-alive comment). A stream silent for longer is
 * taken for dead: a network that vanished without closing the connection (a tablet's Wi-Fi) would
 * otherwise leave it hanging for minutes.
 */
const SILENCE_MS = 60_000;

export type LiveHandlers = {
  /** True while the stream is open; the screen polls while it is false. */
  onLive(live: boolean): void;
  /**
   * Something at the location changed (or may have, while the stream was closed): ask again.
   * `topics` names what changed (packages/contract/src/live-topics.ts); undefined, anything.
   */
  onChange(topics?: string[]): void;
};

/**
 * Opens the stream at `url()` (GET /api/events) and keeps it open until the returned function is
 * called. `url()` and `token()` are asked at each (re)connection, so the age of the screen's answers
 * and a token renewed meanwhile are those of the moment. This module imports nothing of the app's,
 * so that its chunk is only itself and the parser.
 */
export function openLiveUpdates(
  url: () => string,
  token: () => string | null,
  handlers: LiveHandlers,
): () => void {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const bearer = token();
    if (stopped || !bearer) return;
    const current = new AbortController();
    controller = current;
    let opened = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => current.abort(), SILENCE_MS);
    };
    try {
      const res = await fetch(url(), {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${bearer}` },
        signal: current.signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403) {
        // The session ended: the screen's next call meets the same answer and signs out.
        handlers.onChange();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`GET /api/events answered ${res.status}`);
      const parser = createParser({
        onEvent: ({ event, data }) => {
          if (event === 'ready') {
            opened = true;
            failures = 0;
            handlers.onLive(true);
            // Changes made while no stream was open were never announced: ask again for what the
            // server says changed since the screen's answers, or for everything when it cannot tell.
            const changed = topicsOf(data);
            if (changed === undefined) handlers.onChange();
            else if (changed.length > 0) handlers.onChange(changed);
          } else if (event === 'superseded') {
            // Closed to make room for a newer stream of this token or location (docs/api.md, "Live
            // updates"): the screen polls, and tries again only after the longest back-off.
            failures = RECONNECT_DELAYS_MS.length;
          } else if (event === 'change') {
            // A change naming an empty list says nothing of what: anything may have changed.
            const changed = topicsOf(data);
            handlers.onChange(changed?.length ? changed : undefined);
          }
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      heard();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        parser.feed(value);
      }
    } catch {
      // Unreachable, refused, cut off or silent: reconnect below.
    }
    clearTimeout(silence);
    if (stopped || controller !== current) return;
    handlers.onLive(false);
    if (!opened) failures += 1;
    const base = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
    retry = setTimeout(() => void connect(), base * (0.75 + Math.random() * 0.5));
  };

  // The device knows when its network goes and comes back: drop the stream at once (the screen
  // polls) and reopen it as soon as the network is back, instead of after the back-off.
  const offline = () => controller?.abort();
  const online = () => {
    clearTimeout(retry);
    controller?.abort();
    failures = 0;
    void connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

/**
 * The topics an event names: `data: {"topics": ["shifts"]}`, possibly none (a `ready` whose screen is
 * up to date); undefined when it names no list (anything may have changed).
 */
function topicsOf(data: string): string[] | undefined {
  try {
    const { topics } = JSON.parse(data) as { topics?: unknown };
    return Array.isArray(topics) ? topics.map(String) : undefined;
  } catch {
    return undefined;
  }
}
