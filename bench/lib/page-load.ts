import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import e2eConfig from '../../apps/web/playwright.config.ts';
import { type NetworkFloor, networkFloor, type WireRequest } from './network-floor.ts';
import { recordWaterfall, waterfallText } from './waterfall.ts';

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

/** One load: from navigation start to `ready`, and what crossed the wire before and after it. */
export type Load = {
  ms: number;
  bytesBeforeReady: number;
  /** Received after ready until the network was quiet (code fetched for later, e.g. dialogs). */
  bytesAfterReady: number;
  requestsBeforeReady: number;
  floor: NetworkFloor;
};

/** Every load of one screen: first visits and reloads on TABLET_PROFILE, first visits with the network only. */
export type ScreenSamples = { name: string; firstVisits: Load[]; reloads: Load[]; networkOnly: Load[] };

type LoadKind = { cpuSlowdown: number; afterReady: boolean };
const FIRST_VISIT: LoadKind = { cpuSlowdown: TABLET_PROFILE.cpuSlowdown, afterReady: true };
const RELOAD: LoadKind = { cpuSlowdown: TABLET_PROFILE.cpuSlowdown, afterReady: false };
const NETWORK_ONLY: LoadKind = { cpuSlowdown: 1, afterReady: false };

/**
 * Loads each screen `runs` times of each kind: a first visit (a fresh browser context: empty cache, no
 * service worker), the same with the CPU at full speed (network-only), and a reload of a page loaded
 * once before in a context kept open (a returning tablet: cached files, revalidated page). The kinds
 * and the screens take turns round by round, so a change in the shared host's speed touches all of
 * them alike. Debian's Chromium, as the end-to-end tests use.
 */
export async function measureScreens(baseUrl: string, screens: Screen[], runs = 5): Promise<ScreenSamples[]> {
  // The end-to-end tests' Chromium and flags (Debian's package, headless, no downloads).
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  const returning: BrowserContext[] = [];
  try {
    const samples = screens.map((screen) => ({
      name: screen.name,
      firstVisits: [] as Load[],
      reloads: [] as Load[],
      networkOnly: [] as Load[],
    }));
    // The returning pages wait frozen between their reloads: a kiosk left running ticks its clock and
    // polls, which would take the shared CPU from the loads measured meanwhile.
    const pages: { page: Page; lifecycle: CDPSession }[] = [];
    for (const screen of screens) {
      const context = await newContext(browser, baseUrl, screen);
      returning.push(context);
      const page = await context.newPage();
      await timedLoad(page, (p) => p.goto(screen.url), screen, RELOAD); // fills the cache
      const lifecycle = await context.newCDPSession(page);
      await lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });
      pages.push({ page, lifecycle });
    }
    const reload = async (i: number, screen: Screen) => {
      const { page, lifecycle } = pages[i] as (typeof pages)[number];
      await lifecycle.send('Page.setWebLifecycleState', { state: 'active' });
      const load = await timedLoad(page, (p) => p.reload(), screen, RELOAD);
      await lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });
      return load;
    };
    const firstVisit = async (screen: Screen, kind: LoadKind) => {
      const context = await newContext(browser, baseUrl, screen);
      try {
        return await timedLoad(await context.newPage(), (page) => page.goto(screen.url), screen, kind);
      } finally {
        await context.close();
      }
    };
    for (let round = 0; round < runs; round++) {
      for (const [i, screen] of screens.entries()) {
        const sample = samples[i] as ScreenSamples;
        sample.firstVisits.push(await firstVisit(screen, FIRST_VISIT));
        sample.networkOnly.push(await firstVisit(screen, NETWORK_ONLY));
        sample.reloads.push(await reload(i, screen));
      }
    }
    return samples;
  } finally {
    for (const context of returning) await context.close().catch(() => {});
    await browser.close();
  }
}

/**
 * A context of its own: its own cache and storage, and service workers blocked. A first visit has
 * none; on a reload the kiosk's (apps/web/public/sw.js) would fetch the page outside the page's
 * emulated network (a worker is a target of its own) while its files come from the cache either way.
 */
async function newContext(browser: Browser, baseUrl: string, screen: Screen): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 768, height: 1024 },
    serviceWorkers: 'block',
  });
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, screen.storage);
  return context;
}

/** After ready, the network counts as quiet once nothing but a live-updates stream is open for this long. */
const QUIET_MS = 500;
const AFTER_READY_MAX_MS = 5_000;

/** One navigation: time to `ready` under the profile, and the waterfall's bytes and network floor. */
async function timedLoad(
  page: Page,
  navigate: (page: Page) => Promise<unknown>,
  screen: Screen,
  kind: LoadKind,
): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TABLET_PROFILE.latencyMs,
    downloadThroughput: TABLET_PROFILE.downloadBytesPerSecond,
    uploadThroughput: TABLET_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: kind.cpuSlowdown });
  const wire = recordWaterfall(cdp);
  const profiling = await startProfiling(page, cdp);
  await navigate(page);
  // performance.now() counts from this document's navigation start; polled every 20 ms. fetchStart
  // places ready on the CDP clock (the document's request is sent at fetchStart).
  const handle = await page
    .waitForFunction(
      // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
      (checks) =>
        checks.every(({ selector, text }) =>
          [...document.querySelectorAll(selector)].some((element) =>
            new RegExp(text ?? '').test(element.getAttribute('aria-label') ?? element.textContent ?? ''),
          ),
        )
          ? [
              performance.now(),
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
                ?.fetchStart ?? 0,
            ]
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
        { cause: error },
      );
    });
  const [ms, fetchStart] = (await handle.jsonValue()) as [number, number];
  await profiling.stop(screen.name);
  const documentRequest = wire.requests().find((r) => r.type === 'Document');
  const readyAt = (documentRequest?.sentAt ?? 0) + (ms - fetchStart) / 1000;
  if (kind.afterReady) await wire.quiet(QUIET_MS, AFTER_READY_MAX_MS);
  await cdp.detach();
  const requests = wire.requests().filter((r) => r.finishedAt > 0);
  const before = requests.filter((r) => r.finishedAt <= readyAt);
  const floor = networkFloor(requests, readyAt, TABLET_PROFILE);
  if (process.env.BENCH_WATERFALL) console.log(waterfallText(screen.name, ms, requests, readyAt));
  const sum = (list: WireRequest[]) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    ms,
    bytesBeforeReady: sum(before),
    bytesAfterReady: sum(requests) - sum(before),
    requestsBeforeReady: before.length,
    floor,
  };
}

/**
 * BENCH_PAGE_PROF=<folder>: a CPU profile of each load until ready (<screen>-<time>.cpuprofile).
 * BENCH_PAGE_TRACE=<folder>: a Chromium trace of each load until ready (<screen>-<time>.json), to
 * tell apart what a CPU profile lumps together as "(program)": parsing, compiling, style, layout.
 */
async function startProfiling(page: Page, cdp: CDPSession) {
  const profileDir = process.env.BENCH_PAGE_PROF;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const traceDir = process.env.BENCH_PAGE_TRACE;
  const browser = page.context().browser();
  if (traceDir && browser)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'],
    });
  const fileName = (name: string, extension: string) =>
    `${name.replace(/\W+/g, '-')}-${Date.now()}.${extension}`;
  return {
    async stop(name: string) {
      if (profileDir) {
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
        await fs.writeFile(path.join(profileDir, fileName(name, 'cpuprofile')), JSON.stringify(profile));
      }
      if (traceDir && browser) {
        const trace = await browser.stopTracing();
        await fs.writeFile(path.join(traceDir, fileName(name, 'json')), trace);
      }
    },
  };
}
