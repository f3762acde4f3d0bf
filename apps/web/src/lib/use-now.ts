import { useEffect, useState } from 'react';

/**
 * The current time, renewed at each turn of `intervalMs` on the device clock: in-progress shifts grow,
 * the now-line moves, 'Today' rolls over at midnight and a shift that has ended leaves 'Upcoming'
 * without a reload.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        intervalMs - (Date.now() % intervalMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
