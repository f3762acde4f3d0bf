import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import e2eConfig from '../../apps/web/playwright.config.ts';
import { median } from './report.ts';

/**
 * A cheap tablet on a poor connection, as Chrome DevTools' "Fast 3G" preset and a 4x CPU slowdown
 * emulate it (docs/decisions/0153-screens-on-a-cheap-tablet.md): every response waits 150 ms, downloads share 1.6 Mbit/s.
 */
export const TABLET_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

export type Screen = {
  name: string;
  url: string;
  /** What the app would have in localStorage after its login screen. */
  storage: Record<string, string>;
  /**
   * The screen shows what its user came for once, for every check, some element matching `selector`
   * has an accessible name or text matching `text` (a regular expression's source; any text if absent).
   */
  ready: ReadyCheck[];
};
export type ReadyCheck = { selector: string; text?: string };

export type ScreenTiming = {
  name: string;
  /** Medians over the runs: from navigation start to `ready`, in ms, and bytes received. */
  firstVisitMs: number;
  reloadMs: number;
  firstVisitBytes: number;
  reloadBytes: number;
  requestsFirstVisit: number;
};

/**
 * Loads each screen `runs` times in a fresh browser profile (a first visit: empty cache) and reloads
 * it `runs` times in one profile (a returning tablet: cached files, revalidated page), under
 * TABLET_PROFILE, and reports the medians. Debian's Chromium, as the end-to-end tests use.
 */
export async function measureScreens(baseUrl: string, screens: Screen[], runs = 5): Promise<ScreenTiming[]> {
  // The end-to-end tests' Chromium and flags (Debian's package, headless, no downloads).
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  try {
    const results: ScreenTiming[] = [];
    for (const screen of screens) results.push(await measureScreen(browser, baseUrl, screen, runs));
    return results;
  } finally {
    await browser.close();
  }
}

async function measureScreen(browser: Browser, baseUrl: string, screen: Screen, runs: number) {
  const first: Load[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser, baseUrl, screen);
    try {
      first.push(await timedLoad(await context.newPage(), (page) => page.goto(screen.url), screen));
    } finally {
      await context.close();
    }
  }
  const reloads: Load[] = [];
  const context = await newContext(browser, baseUrl, screen);
  try {
    const page = await context.newPage();
    await timedLoad(page, (p) => p.goto(screen.url), screen); // fills the cache
    for (let i = 0; i < runs; i++) reloads.push(await timedLoad(page, (p) => p.reload(), screen));
  } finally {
    await context.close();
  }
  return {
    name: screen.name,
    firstVisitMs: median(first.map((l) => l.ms)),
    reloadMs: median(reloads.map((l) => l.ms)),
    firstVisitBytes: median(first.map((l) => l.bytes)),
    reloadBytes: median(reloads.map((l) => l.bytes)),
    requestsFirstVisit: median(first.map((l) => l.requests)),
  };
}

async function newContext(browser: Browser, baseUrl: string, screen: Screen): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 768, height: 1024 } });
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, screen.storage);
  return context;
}

type Load = { ms: number; bytes: number; requests: number };

/** One navigation under the tablet profile: time to `ready` and the bytes that crossed the wire. */
async function timedLoad(
  page: Page,
  navigate: (page: Page) => Promise<unknown>,
  screen: Screen,
): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TABLET_PROFILE.latencyMs,
    downloadThroughput: TABLET_PROFILE.downloadBytesPerSecond,
    uploadThroughput: TABLET_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TABLET_PROFILE.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  // BENCH_WATERFALL=1: each request's start and end (ms from the first) and size, for finding the steps.
  const started = new Map<string, { url: string; at: number }>();
  const waterfall: string[] = [];
  cdp.on(
    'Network.requestWillBeSent',
    (event: { requestId: string; request: { url: string }; timestamp: number }) => {
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    },
  );
  cdp.on(
    'Network.loadingFinished',
    (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
      const request = started.get(event.requestId);
      const zero = started.values().next().value?.at ?? 0;
      if (request) {
        const ms = (t: number) => String(Math.round((t - zero) * 1000)).padStart(5);
        waterfall.push(
          `${ms(request.at)} ${ms(event.timestamp)} ${String(event.encodedDataLength).padStart(7)} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      }
    },
  );
  // BENCH_PAGE_PROF=<folder>: a CPU profile of each load until ready (<screen>-<time>.cpuprofile).
  const profileDir = process.env.BENCH_PAGE_PROF;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  // BENCH_PAGE_TRACE=<folder>: a Chromium trace of each load until ready (<screen>-<time>.json), to
  // tell apart what a CPU profile lumps together as "(program)": parsing, compiling, style, layout.
  const traceDir = process.env.BENCH_PAGE_TRACE;
  const browser = page.context().browser();
  if (traceDir && browser)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'],
    });
  await navigate(page);
  // performance.now() counts from this document's navigation start; polled every 20 ms.
  const handle = await page
    .waitForFunction(
      // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
      (checks) =>
        checks.every(({ selector, text }) =>
          [...document.querySelectorAll(selector)].some((element) =>
            new RegExp(text ?? '').test(element.getAttribute('aria-label') ?? element.textContent ?? ''),
          ),
        )
          ? performance.now()
          : 0,
      screen.ready,
      { polling: 20, timeout: 60_000 },
    )
    .catch(async (error) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(
        `${screen.name} never became ready at ${page.url()}; it shows: ${shown.slice(0, 500)}`,
        {
          cause: error,
        },
      );
    });
  const ms = (await handle.jsonValue()) as number;
  if (profileDir) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    const file = `${screen.name.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`;
    await fs.writeFile(path.join(profileDir, file), JSON.stringify(profile));
  }
  if (traceDir && browser) {
    const trace = await browser.stopTracing();
    await fs.writeFile(path.join(traceDir, `${screen.name.replace(/\W+/g, '-')}-${Date.now()}.json`), trace);
  }
  await cdp.detach();
  if (process.env.BENCH_WATERFALL)
    console.log(`${screen.name}: ready at ${Math.round(ms)} ms\n${waterfall.join('\n')}`);
  return { ms, bytes, requests };
}
