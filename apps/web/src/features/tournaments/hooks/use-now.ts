// The time now, ticking every second: the countdowns to a start or an arena's end.
import { useEffect, useState } from 'react';

export function useNow(periodMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
