import { useEffect, useState } from 'react';

/**
 * The content width of an element, followed as it is resized; 0 until it is laid out (and in a
 * test's jsdom, which lays nothing out). Pass the element from a callback ref.
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
