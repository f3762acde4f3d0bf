import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Node 25+ has a localStorage global of its own (undefined without --localstorage-file) that
// shadows jsdom's; tests of the browser app must use the browser's storage.
// Vitest's jsdom environment exposes the jsdom instance as the global `jsdom`.
const dom = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
