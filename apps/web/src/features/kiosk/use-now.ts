import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/time/server-clock.ts';

/**
 * The current time by the SERVER's clock (the tablet's may be set wrong: server-clock.ts), renewed
 * every `intervalMs`. Each tick is aimed at the next whole interval of that clock (for a 1 s
 * interval: the turn of each second), so a seconds display changes when the second changes, not up
 * to a second later.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date(serverNow()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date(serverNow()));
          schedule();
        },
        intervalMs - (serverNow() % intervalMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);

  return now;
}
