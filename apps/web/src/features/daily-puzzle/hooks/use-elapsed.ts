// The puzzle's clock: whole seconds since it started, ticking every second, frozen once stopped.
import { useEffect, useState } from 'react';

/** Whole seconds from one instant to another (ms). */
export const secondsBetween = (from: number, to: number): number =>
  Math.max(0, Math.floor((to - from) / 1000));

/** Seconds from `startedAt` to now (or to `stoppedAt`); 0 before it starts. */
export function useElapsed(startedAt: number | null, stoppedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || stoppedAt !== null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [startedAt, stoppedAt]);
  if (startedAt === null) return 0;
  return secondsBetween(startedAt, stoppedAt ?? Math.max(now, startedAt));
}
