import { type Load, type ScreenSamples, TABLET_PROFILE } from './page-load.ts';
import { fixed, kb, median, table, verdict } from './report.ts';

/** The reference pages' names among the screens measured (bench/lib/floor-page.ts). */
export const FLOOR_PAGE = 'floor page';
export const FRAMEWORK_FLOOR = 'framework floor';

/**
 * The screens' targets (docs/performance.md): first visit and reload as ratios to the floor page's,
 * measured in the same run; bytes received before the screen is ready.
 */
export const SCREEN_TARGETS: Record<
  string,
  { firstVisit: number; reload: number; bytes?: number } | undefined
> = {
  kiosk: { firstVisit: 1.3, reload: 1.2, bytes: 150 * 1024 },
  'manager dashboard': { firstVisit: 2.0, reload: 1.5, bytes: 260 * 1024 },
  "owner's dashboard": { firstVisit: 2.0, reload: 1.3 },
  // A cheap phone on the kiosk's profile, held to the kiosk's targets.
  'employee app': { firstVisit: 1.3, reload: 1.2, bytes: 150 * 1024 },
};
/** What a screen's network-only time may exceed its network floor by. */
export const NETWORK_ALLOWANCE_MS = 300;

type Spread = { median: number; min: number; max: number };
const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** A screen's figures: medians and spreads of its loads. */
export type ScreenSummary = {
  name: string;
  firstVisit: Spread;
  reload: Spread;
  networkOnly: Spread;
  /** The network floor of the network-only load with the median floor. */
  floor: Load['floor'];
  bytesBeforeReady: number;
  bytesAfterReady: number;
  requestsBeforeReady: number;
};

export function summarize(samples: ScreenSamples): ScreenSummary {
  const floors = samples.networkOnly.map((l) => l.floor).sort((a, b) => a.ms - b.ms);
  const first = samples.firstVisits;
  return {
    name: samples.name,
    firstVisit: spread(first.map((l) => l.ms)),
    reload: spread(samples.reloads.map((l) => l.ms)),
    networkOnly: spread(samples.networkOnly.map((l) => l.ms)),
    floor: floors[Math.floor(floors.length / 2)] ?? { ms: 0, roundTrips: 0, bytes: 0, connectMs: 0 },
    bytesBeforeReady: median(first.map((l) => l.bytesBeforeReady)),
    bytesAfterReady: median(first.map((l) => l.bytesAfterReady)),
    requestsBeforeReady: median(first.map((l) => l.requestsBeforeReady)),
  };
}

/** What the screens phase reports: the summaries, the runs and the host's load around them. */
export type ScreensResult = { screens: ScreenSummary[]; runs: number; loadBefore: string; loadAfter: string };

const ms = (s: Spread) => `${fixed(s.median)} (${fixed(s.min)}–${fixed(s.max)})`;
const ratio = (value: number, floor: number) => `${fixed(value / floor, 2)}x`;

function reference(result: ScreensResult, name: string) {
  const floor = result.screens.find((s) => s.name === name);
  if (!floor) throw new Error(`the ${name} was not measured`);
  return floor;
}
const floorPage = (result: ScreensResult) => reference(result, FLOOR_PAGE);

/** The screens' figures as a Markdown table, with the profile, the runs and the load average. */
export function screensTable(result: ScreensResult) {
  const p = TABLET_PROFILE;
  const floor = floorPage(result);
  const framework = reference(result, FRAMEWORK_FLOOR);
  return [
    `Chromium, CPU ${p.cpuSlowdown}x slower, ${p.latencyMs} ms latency, ${(p.downloadBytesPerSecond * 8) / 1e6} Mbit/s down; ` +
      `${result.runs} first visits (fresh context, no service worker), ${result.runs} reloads and ${result.runs} network-only first visits (CPU at full speed) per screen, ` +
      `taking turns; ms as median (min–max); ratios are of medians to the floor page's and the framework floor's; load average ${result.loadBefore} before, ${result.loadAfter} after\n`,
    table(
      [
        'screen',
        'first visit ms',
        'x floor page',
        'x framework floor',
        'reload ms',
        'x floor page',
        'x framework floor',
        'network-only ms',
        'network floor ms (round trips, bytes)',
        'bytes before ready',
        'bytes after ready',
        'requests before ready',
      ],
      result.screens.map((s) => [
        s.name,
        ms(s.firstVisit),
        ratio(s.firstVisit.median, floor.firstVisit.median),
        ratio(s.firstVisit.median, framework.firstVisit.median),
        ms(s.reload),
        ratio(s.reload.median, floor.reload.median),
        ratio(s.reload.median, framework.reload.median),
        ms(s.networkOnly),
        `${fixed(s.floor.ms)} (${s.floor.roundTrips}, ${kb(s.floor.bytes)})`,
        kb(s.bytesBeforeReady),
        kb(s.bytesAfterReady),
        s.requestsBeforeReady,
      ]),
    ),
  ].join('\n');
}

/** The screens' rows of the report's Targets table: target, figures, met or not. */
export function screenTargetRows(result: ScreensResult): string[][] {
  return screenTargets(result).map(([target, figures, met]) => [target, figures, verdict(met)]);
}

function screenTargets(result: ScreensResult): [string, string, boolean][] {
  const floor = floorPage(result);
  const framework = reference(result, FRAMEWORK_FLOOR);
  return result.screens.flatMap((s): [string, string, boolean][] => {
    const target = SCREEN_TARGETS[s.name];
    if (!target) return [];
    // Beside the target's ratio, the framework floor's: how much of it the stack alone takes.
    const against = (value: Spread, floorValue: Spread, frameworkValue: Spread) =>
      `${ratio(value.median, floorValue.median)} (${fixed(value.median)} ms; floor page ${fixed(floorValue.median)} ms; ` +
      `framework floor ${fixed(frameworkValue.median)} ms, ${ratio(frameworkValue.median, floorValue.median)})`;
    const rows: [string, string, boolean][] = [
      [
        `${s.name}: first visit <= ${target.firstVisit}x the floor page's`,
        against(s.firstVisit, floor.firstVisit, framework.firstVisit),
        s.firstVisit.median <= target.firstVisit * floor.firstVisit.median,
      ],
      [
        `${s.name}: reload <= ${target.reload}x the floor page's`,
        against(s.reload, floor.reload, framework.reload),
        s.reload.median <= target.reload * floor.reload.median,
      ],
      [
        `${s.name}: network-only <= network floor + ${NETWORK_ALLOWANCE_MS} ms`,
        `${fixed(s.networkOnly.median)} ms; floor ${fixed(s.floor.ms)} ms (${s.floor.roundTrips} round trips, ${kb(s.floor.bytes)})`,
        s.networkOnly.median <= s.floor.ms + NETWORK_ALLOWANCE_MS,
      ],
    ];
    if (target.bytes !== undefined)
      rows.push([
        `${s.name}: <= ${kb(target.bytes)} before ready`,
        `${kb(s.bytesBeforeReady)} (${kb(s.bytesAfterReady)} after ready)`,
        s.bytesBeforeReady <= target.bytes,
      ]);
    return rows;
  });
}
