import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`. Each tick is aimed at the next whole interval of the
 * device clock (for a 1 s interval: the turn of each second), so a seconds display changes when the
 * second changes, not up to a second later.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
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
