// Who plays whom next in an arena, and until when anyone is paired. Players wait between games; each
// pass pairs the one who has waited longest first, with the waiting player whose score is closest.
// The same two never meet twice in a row while someone else is there to play, so a small arena does
// not turn into a match between two players.

/** A player waiting for their next arena game. */
export interface ArenaWaiting {
  userId: string;
  rating: number;
  score: number;
  waitingSinceMs: number;
  /** Whom they played last in this arena, if anyone. */
  lastOpponent: string | null;
}

/**
 * How long two players who just met must both have waited before they may meet again in a row, and
 * then only when nobody else is waiting: long enough for someone else to finish a game and show up.
 */
export const ARENA_REMATCH_WAIT_MS = 15_000;

const justMet = (a: ArenaWaiting, b: ArenaWaiting): boolean =>
  a.lastOpponent === b.userId || b.lastOpponent === a.userId;

// Longest waiting first; the id settles exact ties so a pass is repeatable.
const byWait = (a: ArenaWaiting, b: ArenaWaiting): number =>
  a.waitingSinceMs - b.waitingSinceMs || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** The pairs to start now, each `[longer waiting, opponent]`. */
export function pairArena(waiting: readonly ArenaWaiting[], nowMs: number): Array<readonly [string, string]> {
  const [first, second] = waiting;
  if (waiting.length === 2 && first && second && justMet(first, second)) {
    const bothWaited = [first, second].every((p) => nowMs - p.waitingSinceMs >= ARENA_REMATCH_WAIT_MS);
    return bothWaited ? [orderedPair(first, second)] : [];
  }
  const pairs: Array<readonly [string, string]> = [];
  const left = [...waiting].sort(byWait);
  while (left.length >= 2) {
    const player = left.shift() as ArenaWaiting;
    const candidates = left
      .filter((other) => !justMet(player, other))
      .sort(
        (a, b) =>
          Math.abs(a.score - player.score) - Math.abs(b.score - player.score) ||
          byWait(a, b) ||
          Math.abs(a.rating - player.rating) - Math.abs(b.rating - player.rating),
      );
    // Leaving exactly two who just met would strand them both until the others come back.
    const opponent =
      candidates.find((candidate) => !strandsLastTwo(left, candidate)) ?? candidates[0] ?? null;
    if (!opponent) continue;
    left.splice(left.indexOf(opponent), 1);
    pairs.push([player.userId, opponent.userId]);
  }
  return pairs;
}

function orderedPair(a: ArenaWaiting, b: ArenaWaiting): readonly [string, string] {
  return byWait(a, b) <= 0 ? [a.userId, b.userId] : [b.userId, a.userId];
}

function strandsLastTwo(left: readonly ArenaWaiting[], taken: ArenaWaiting): boolean {
  if (left.length !== 3) return false;
  const [x, y] = left.filter((p) => p !== taken);
  return x !== undefined && y !== undefined && justMet(x, y);
}

/** A typical game takes about this share of both full clocks: few games run either clock down. */
export const ARENA_GAME_SHARE = 0.5;
/** However fast the clock, pairing stops at least this long before the finish. */
export const ARENA_MIN_CUTOFF_SECONDS = 30;
/** Moves a game is taken to last when estimating it, as the speeds are estimated. */
export const ARENA_ESTIMATED_MOVES = 40;

/**
 * The seconds before the finish at which pairing stops: half of both players' whole clocks,
 * 2 × (initial + 40 × increment) × 0.5, at least 30 s. A 1+0 arena stops 60 s before the end, a 3+2
 * one 260 s before, a 5+3 one 420 s before.
 */
export function arenaCutoffSeconds(control: { initialSeconds: number; incrementSeconds: number }): number {
  const fullClocks = 2 * (control.initialSeconds + ARENA_ESTIMATED_MOVES * control.incrementSeconds);
  return Math.max(ARENA_MIN_CUTOFF_SECONDS, fullClocks * ARENA_GAME_SHARE);
}

/** Whether an arena still pairs now, so the last games can end by `endsAtMs`. */
export function arenaPairingOpen(
  nowMs: number,
  endsAtMs: number,
  control: { initialSeconds: number; incrementSeconds: number },
): boolean {
  return endsAtMs - nowMs >= arenaCutoffSeconds(control) * 1000;
}
