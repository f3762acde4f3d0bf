import '@testing-library/jest-dom/vitest';
// The kiosk's offline queue (lib/punch-queue.ts) keeps punches in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { loadAllStrings, switchLanguage } from '../lib/i18n.ts';
import { preloadLazyComponents } from '../lib/lazy-component.tsx';
import { clearPunchQueue } from '../lib/punch-queue.ts';
import { contractViolations } from './stub-api.ts';

// Node 25+ has a localStorage global of its own (undefined without --localstorage-file) that
// shadows jsdom's; tests of the browser app must use the browser's storage.
// Vitest's jsdom environment exposes the jsdom instance as the global `jsdom`.
const dom = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

// findBy… and waitFor wait up to 3 s rather than 1 (under the 5 s a test may take): on a shared 2-core machine running the three
// projects at once, a screen's first render with its stubbed calls has taken over a second, and a
// wait that gives up early fails a test of a screen that works.
configure({ asyncUtilTimeout: 3_000 });

// Radix places popovers and menus with ResizeObserver, which jsdom does not have: an observer that
// observes nothing, there for every test (vi.unstubAllGlobals in a test's cleanup keeps it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Screens split into chunks of their own load on first use in the browser; a test renders them
// at once, as a user who has been there before sees them. Runs after the test file's imports, so
// every lazy screen it can reach is registered.
beforeAll(() => Promise.all([preloadLazyComponents(), loadAllStrings()]));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await clearPunchQueue();
  // A screen may have switched the language (a location's setting, the header's menu).
  await switchLanguage('en');
  // A stub that answered what the server could not send fails its test (test/stub-api.ts).
  const violations = contractViolations.splice(0);
  expect(violations, 'stubbed answers that break the contract').toEqual([]);
});
