// The time now, ticking every second (the challenge countdown ticks each second).
import { useEffect, useState } from 'react';

export const TICK_MS = 1_000;

export function useNow(periodMs: number = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
