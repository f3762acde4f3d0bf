import { useEffect, useState } from 'react';

export interface ElementSize {
  /** Inside width, without borders or a scroll bar. */
  width: number;
  /** Outside height, borders included. */
  height: number;
}

const NOT_LAID_OUT: ElementSize = { width: 0, height: 0 };

/**
 * The size of an element, followed as it is resized; zeros until it is laid out (and in a test's
 * jsdom, which lays nothing out). Pass the element from a callback ref.
 */
export function useElementSize(element: HTMLElement | null): ElementSize {
  const [size, setSize] = useState(NOT_LAID_OUT);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setSize((current) =>
        current.width === element.clientWidth && current.height === element.offsetHeight
          ? current
          : { width: element.clientWidth, height: element.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
