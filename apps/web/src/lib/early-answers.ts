/**
 * The answers of the calls `apps/web/early-start.js` sent before the app's code had loaded
 * (docs/decisions/0166-early-calls.md). Each serves the first GET of its address with the same
 * token, within the time a cached answer is fresh (lib/query-client.ts), and is then forgotten.
 */
interface EarlyCalls {
  token: string;
  /** When the calls went out (Date.now()). */
  at: number;
  answers: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    /** Set by apps/web/early-start.js, or to `'started'` by the app when it starts first. */
    __shiftclockEarlyCalls?: EarlyCalls | 'started';
  }
}

/** As long as a query's answer counts as fresh: an early answer is never older than a cached one. */
const EARLY_ANSWER_MS = 30_000;

/**
 * Called when the app starts: early calls sent already stay for the taking; a script that runs later
 * (its file arrived after the app's, on a reload) sends none.
 */
export function markAppStarted(): void {
  if (typeof window !== 'undefined') window.__shiftclockEarlyCalls ??= 'started';
}

/** When the early calls whose answers the app took went out; undefined when it took none. */
let takenAnswersAt: number | undefined;

/** The early answer for a GET of `address` with `token`, once; undefined when there is none. */
export function takeEarlyAnswer(address: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__shiftclockEarlyCalls;
  if (!early || early === 'started' || !token || early.token !== token) return undefined;
  const answer = early.answers[address];
  early.answers[address] = undefined;
  if (!answer || Date.now() - early.at >= EARLY_ANSWER_MS) return undefined;
  takenAnswersAt = early.at;
  return answer;
}

/**
 * When the early answers the app used were asked for (Date.now()), or undefined: such an answer may
 * be stored long after it was read, so the age of a screen's answers counts from here
 * (api/live/use-live-updates.ts).
 */
export function earlyAnswersAskedAt(): number | undefined {
  return takenAnswersAt;
}
