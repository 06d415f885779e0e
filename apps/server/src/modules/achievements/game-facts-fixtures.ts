// Scripted games for the evaluator's tests, replayed by the engine: one side's facts from a FEN
// and paths of PDN numbers, and the positions and games the tests share.
import type { Color } from '@checkers/engine';
import { factsOf, movesFromPaths, type PlayerFacts } from './game-facts.js';
import { NO_COUNTERS, roomGameUnlocks, type Counters } from './rules.js';

/** The facts of one side of a game from a FEN and paths of PDN numbers. */
export function facts(
  fen: string,
  pdnPaths: number[][],
  ending: { winner: Color | null; reason: string; durationMs?: number | null },
  side: Color,
): PlayerFacts {
  const replayed = movesFromPaths(
    fen,
    pdnPaths.map((path) => path.map((n) => n - 1)),
  );
  if (replayed === null) throw new Error('not legal');
  return factsOf({
    ...replayed,
    winner: ending.winner,
    reason: ending.reason,
    durationMs: ending.durationMs ?? null,
  })[side];
}

/** What a room game's facts unlock, with the counters, finish time and zone given. */
export const unlocks = (
  f: PlayerFacts,
  counters: Counters = NO_COUNTERS,
  at: Date | null = null,
  tz: string | null = null,
) => roomGameUnlocks(f, counters, at, tz);

// Black's man on 5 takes 9, 18 and 27 in one turn (and is crowned on 32); red has nothing left.
export const TRIPLE = 'B:W9,18,27:B5';
// Black's king on 15 takes all five red men in one turn.
export const FIVE = 'B:W9,17,19,26,27:BK15';
// From the start, a real game (seeded random play): black's quiet 9-14, red's 17x10, then black's
// 7x14x23 takes two for the one.
export const SHOT_GAME = [
  [9, 14],
  [23, 18],
  [14, 23],
  [27, 18],
  [10, 15],
  [21, 17],
  [5, 9],
  [25, 21],
  [9, 14],
  [17, 10],
  [7, 14, 23],
].map((path) => path.map((n) => n + 1));
