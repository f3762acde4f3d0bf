import { vi } from 'vitest';

/** Makes every media query match, as on a phone (jsdom has no matchMedia of its own). */
export function onNarrowScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string): Partial<MediaQueryList> => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}
