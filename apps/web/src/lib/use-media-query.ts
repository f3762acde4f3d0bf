import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following it as the window is resized or turned. Where
 * there is no matchMedia (a test's jsdom), nothing matches: the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
export const NARROW_SCREEN = '(max-width: 639px)';
