import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height from an element's top to the bottom of the window, less its parent's bottom padding,
 * kept up to date as the window (a tablet turned round) or anything above it (the header) changes
 * size. The kiosk sizes itself with it so that it fills the screen and never scrolls: its list
 * scrolls inside instead. Null before the first measurement and where ResizeObserver is missing.
 */
export function useFillHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const parent = element.parentElement;
      const bottomGap = parent ? Number.parseFloat(getComputedStyle(parent).paddingBottom) || 0 : 0;
      setHeight(Math.max(0, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    // The body changes size when the header above does; the window when the tablet is turned.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  return [ref, height] as const;
}
