import type { LiveTopic } from '@shiftclock/contract/live-topics';
import type { FastifyBaseLogger } from 'fastify';

/** The channel on which instances tell each other which locations changed. */
export const LOCATION_CHANGE_CHANNEL = 'location_change';
/** The key of a change that named no topic (anything may have changed). */
const ANYTHING = '*';
/** Changes are gathered this long, then sent in one notice: a morning rush costs a few notices a second. */
const PUBLISH_AFTER_MS = 50;
/** A comment on every stream this often, so proxies (nginx's 60 s default) never see it idle. */
const KEEP_ALIVE_MS = 25_000;
/**
 * PostgreSQL's notice payloads stop at 8000 bytes; an entry is a location id (36 characters), its
 * topics (at most 24) and a comma.
 */
const IDS_PER_NOTICE = 120;
/**
 * How long this instance remembers what changed where, so that a stream opened by a screen whose
 * answers are younger than this can be told what changed since instead of "ask again for
 * everything" (docs/decisions/0156-live-updates.md, "ready").
 */
const REMEMBER_CHANGES_MS = 5 * 60_000;
/**
 * Taken off the age a client gives for its answers: the stream's request spent time on the way,
 * an answer is read on the server a little before the client stores it (and an early answer much
 * before), and instances' clocks differ by a little. Being early only names a change the screen
 * may already show.
 */
const DATA_AGE_MARGIN_MS = 10_000;
/** Changes to accounts come in bursts (a statement per row); their streams are checked once after. */
const RECHECK_AFTER_MS = 1_000;
/**
 * Tables whose changes cannot end a token (migration 0008 notifies for them too): a location's
 * settings and name are in `locations`, and a deleted location's accounts notify on their own.
 */
const CANNOT_END_A_TOKEN = new Set(['locations']);

/**
 * Streams one token may hold open on an instance, and streams per location on an instance: a new one
 * past either closes the oldest (docs/api.md, "Live updates"). A screen holds one; a manager with a
 * few tabs open holds a few.
 */
export const LIVE_STREAMS_PER_TOKEN = 5;
export const LIVE_STREAMS_PER_LOCATION = 200;
/**
 * Written to a stream closed to make room: its client waits its longest back-off before it opens
 * another (polling meanwhile), so two screens over the cap do not take turns closing each other.
 */
const SUPERSEDED = 'event: superseded\ndata: {}\n\n';

/** One open `GET /api/events`, for the location of the token it was opened with. */
export type LiveStream = {
  locationId: string;
  /** The stream's Authorization header: streams with the same token are re-checked once. */
  token: string;
  /** Writes raw Server-Sent Events text. */
  write(text: string): void;
  close(): void;
  /** Whether the token would still be accepted (after a password change, a logout, a suspension). */
  stillAuthorized(): Promise<boolean>;
};

/**
 * Live updates for the location screens (docs/decisions/0156-live-updates.md): each successful
 * write at a location on any instance becomes a `change` event on every stream open for that
 * location, on every instance, through PostgreSQL's LISTEN/NOTIFY. The event carries no data; the
 * screens ask again for what they show, through the calls that check access as always.
 *
 * Streams exist only while this instance listens: a listening connection that drops could miss
 * notices, so every stream is closed then and new ones are refused (503) until it is back. The
 * clients poll meanwhile and reconnect with back-off; a new stream starts with `ready`, on which a
 * client asks again for everything, or for what changed since its answers when this instance can
 * tell (`open`'s `dataAgeMs`), so nothing missed stays missed.
 */
export class LiveUpdates {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly pending = new Map<string, Set<LiveTopic> | 'anything'>();
  /** By location, when each topic (ANYTHING: a change naming none) was last heard changed. */
  private readonly lastHeard = new Map<string, Map<string, number>>();
  /** Since when this instance has listened without a break; null while it does not. */
  private listeningSince: number | null = null;
  private publishTimer: NodeJS.Timeout | undefined;
  private readonly keepAlive: NodeJS.Timeout;
  private listeningNow = false;
  private recheckTimer: NodeJS.Timeout | undefined;
  private recheckRunning: Promise<void> | undefined;

  constructor(
    private readonly publish: (payload: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.keepAlive = setInterval(() => {
      this.writeAll(': keep-alive\n\n');
      this.forgetOldChanges();
    }, KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  get listening(): boolean {
    return this.listeningNow;
  }

  /**
   * Starts delivering to `stream`; the returned function stops (when the client goes away).
   * `dataAgeMs`, when the client sends it, is how long ago its screen's oldest answer was asked
   * for: `ready` then names the topics changed since (none: the screen is up to date), when this
   * instance has listened all that time; otherwise it names none, and the screen asks again for
   * everything.
   */
  open(stream: LiveStream, dataAgeMs?: number): () => void {
    let set = this.streams.get(stream.locationId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.locationId, set);
    }
    // Within the caps, the oldest make room (a Set keeps the order the streams were opened in).
    const sameToken = [...set].filter((open) => open.token === stream.token);
    const overToken = sameToken.length - LIVE_STREAMS_PER_TOKEN + 1;
    for (const oldest of sameToken.slice(0, Math.max(0, overToken))) this.supersede(set, oldest);
    const overLocation = set.size - LIVE_STREAMS_PER_LOCATION + 1;
    for (const oldest of [...set].slice(0, Math.max(0, overLocation))) this.supersede(set, oldest);
    set.add(stream);
    const topics = dataAgeMs === undefined ? undefined : this.changedSince(stream.locationId, dataAgeMs);
    stream.write(`event: ready\ndata: ${JSON.stringify(topics ? { topics } : {})}\n\n`);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(stream.locationId) === set)
        this.streams.delete(stream.locationId);
    };
  }

  /** How many streams are open on this instance (at `locationId`). */
  count(locationId?: string): number {
    if (locationId !== undefined) return this.streams.get(locationId)?.size ?? 0;
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  private supersede(set: Set<LiveStream>, stream: LiveStream): void {
    set.delete(stream);
    stream.write(SUPERSEDED);
    stream.close();
  }

  /**
   * Something at `locationId` changed through this instance: tell every instance, soon. `topic`
   * says what (a punch: 'shifts'); undefined, anything (packages/contract/src/live-topics.ts).
   */
  changed(locationId: string, topic?: LiveTopic): void {
    const topics = this.pending.get(locationId);
    if (!topic) this.pending.set(locationId, 'anything');
    else if (topics === undefined) this.pending.set(locationId, new Set([topic]));
    else if (topics !== 'anything') topics.add(topic);
    this.publishTimer ??= setTimeout(() => void this.flush(), PUBLISH_AFTER_MS);
  }

  /** A notice from any instance (this one included): the locations it names changed. */
  deliver(payload: string): void {
    const now = Date.now();
    for (const { locationId, topics } of readNotice(payload)) {
      let heard = this.lastHeard.get(locationId);
      if (!heard) {
        heard = new Map();
        this.lastHeard.set(locationId, heard);
      }
      for (const topic of topics ?? [ANYTHING]) heard.set(topic, now);
      const event = `event: change\ndata: ${JSON.stringify(topics ? { topics } : {})}\n\n`;
      for (const stream of this.streams.get(locationId) ?? []) stream.write(event);
    }
  }

  setListening(listening: boolean): void {
    if (listening && !this.listeningNow) this.listeningSince = Date.now();
    this.listeningNow = listening;
    if (!listening) {
      // Notices sent meanwhile were missed: what was heard before says nothing about "since".
      this.listeningSince = null;
      this.lastHeard.clear();
      this.closeAll();
    }
  }

  /**
   * The topics changed at `locationId` in the last `dataAgeMs` (and the margin), or undefined when
   * this instance cannot tell (it has not listened that long, or remembers no further back) or
   * something changed without naming what.
   */
  private changedSince(locationId: string, dataAgeMs: number): string[] | undefined {
    const now = Date.now();
    const since = now - dataAgeMs - DATA_AGE_MARGIN_MS;
    if (this.listeningSince === null || since < this.listeningSince || since < now - REMEMBER_CHANGES_MS)
      return undefined;
    const topics: string[] = [];
    for (const [topic, at] of this.lastHeard.get(locationId) ?? []) {
      if (at < since) continue;
      if (topic === ANYTHING) return undefined;
      topics.push(topic);
    }
    return topics;
  }

  private forgetOldChanges(): void {
    const before = Date.now() - REMEMBER_CHANGES_MS;
    for (const [locationId, heard] of this.lastHeard) {
      for (const [topic, at] of heard) if (at < before) heard.delete(topic);
      if (heard.size === 0) this.lastHeard.delete(locationId);
    }
  }

  /**
   * A table a token check reads has changed (the session cache's notice, naming the table): the
   * streams' tokens are checked again a second later, once for a burst of changes, one pass at a
   * time. A pass costs one token check per distinct token (docs/decisions/0156-live-updates.md).
   */
  authChanged(table: string): void {
    if (CANNOT_END_A_TOKEN.has(table) || this.recheckTimer) return;
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      this.recheckRunning = (this.recheckRunning ?? Promise.resolve())
        .then(() => this.recheckTokens())
        .catch((error) => this.log.warn({ err: error }, 'checking the live streams’ tokens failed'));
    }, RECHECK_AFTER_MS);
    this.recheckTimer.unref();
  }

  /** Ends the streams whose token is no longer accepted. */
  private async recheckTokens(): Promise<void> {
    const byToken = new Map<string, LiveStream[]>();
    for (const set of this.streams.values()) {
      for (const stream of set) {
        const same = byToken.get(stream.token);
        if (same) same.push(stream);
        else byToken.set(stream.token, [stream]);
      }
    }
    for (const streams of byToken.values()) {
      const first = streams[0] as LiveStream;
      if (!(await first.stillAuthorized().catch(() => true))) for (const stream of streams) stream.close();
    }
  }

  /** Ends every stream (the instance is stopping, or stopped listening); clients reconnect elsewhere. */
  closeAll(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.close();
    this.streams.clear();
  }

  /** The instance is stopping: changes not yet announced go out, then every stream ends. */
  async stop(): Promise<void> {
    clearInterval(this.keepAlive);
    clearTimeout(this.recheckTimer);
    if (this.publishTimer) {
      clearTimeout(this.publishTimer);
      await this.flush();
    }
    this.closeAll();
  }

  private async flush(): Promise<void> {
    this.publishTimer = undefined;
    const entries = [...this.pending].map(([locationId, topics]) =>
      topics === 'anything' ? locationId : `${locationId}:${[...topics].join('+')}`,
    );
    this.pending.clear();
    for (let i = 0; i < entries.length; i += IDS_PER_NOTICE) {
      try {
        await this.publish(entries.slice(i, i + IDS_PER_NOTICE).join(','));
      } catch (error) {
        // This instance's streams reconnect and ask again for everything ('ready'); other
        // instances' streams miss this change until the next one (their database is down too, as a
        // rule, which has closed their streams already).
        this.log.warn({ err: error }, 'could not publish a location change');
        this.closeAll();
      }
    }
  }

  private writeAll(text: string): void {
    for (const set of this.streams.values()) for (const stream of set) stream.write(text);
  }
}

/**
 * The locations a `location_change` notice names, each with the topics that changed there
 * (`id:shifts+devices`), or none when anything may have (a bare `id`, as every notice was before
 * topics: an instance of the previous version still sends those, and they still mean everything).
 */
export function readNotice(payload: string): { locationId: string; topics?: string[] }[] {
  return payload.split(',').map((entry) => {
    const [locationId = '', topics] = entry.split(':');
    return topics ? { locationId, topics: topics.split('+') } : { locationId };
  });
}
