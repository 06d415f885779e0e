// The abandonment claim: the server lets a player claim the win once the opponent has been away for
// ABANDON_CLAIM_MS. The button shows the time left and is enabled only when a claim can succeed,
// instead of offering a click that the server refuses with 409.
import { ABANDON_CLAIM_MS } from '@checkers/protocol';
import { useEffect, useState } from 'react';

/** Whole seconds left before a claim is possible (0 when it is), or null while nobody is away. */
export function claimSecondsLeft(
  awaySince: number | null,
  now: number,
  waitMs = ABANDON_CLAIM_MS,
): number | null {
  if (awaySince === null) return null;
  return Math.max(0, Math.ceil((awaySince + waitMs - now) / 1000));
}

/** Seconds left before the win may be claimed, ticking once a second while the opponent is away. */
export function useClaimCountdown(awaySince: number | null, waitMs = ABANDON_CLAIM_MS): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = claimSecondsLeft(awaySince, now, waitMs);
  const ticking = left !== null && left > 0;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, awaySince]);
  return left;
}
