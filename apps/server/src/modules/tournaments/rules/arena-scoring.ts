// An arena's scoring: a win 2, a draw 1, a loss 0, and a streak that doubles them. Two wins in a row
// put a player "on fire"; from the next game on every result scores double until a game is not won,
// so a third straight win scores 4, a draw on fire scores 2 and a loss 0, and either puts the fire out.
import { ARENA_POINTS } from '@checkers/protocol';
import type { Outcome } from './types.js';

/** A player's arena record after some games. */
export interface ArenaTally {
  score: number;
  /** Consecutive wins now (0 after a draw or a loss). */
  streak: number;
  /** Whether the next game scores double. */
  onFire: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

/** Wins in a row that light the fire: the game after them scores double. */
export const ARENA_FIRE_WINS = 2;

/** What one result scores, doubled when the player was on fire before the game. */
export function arenaPoints(outcome: Outcome, onFire: boolean): number {
  const base = ARENA_POINTS[outcome];
  return onFire ? base * 2 : base;
}

/** A player's score and streak from their results, oldest first. */
export function arenaTally(outcomes: readonly Outcome[]): ArenaTally {
  const tally: ArenaTally = { score: 0, streak: 0, onFire: false, games: 0, wins: 0, draws: 0, losses: 0 };
  for (const outcome of outcomes) {
    tally.score += arenaPoints(outcome, tally.onFire);
    tally.games += 1;
    if (outcome === 'win') tally.wins += 1;
    else if (outcome === 'draw') tally.draws += 1;
    else tally.losses += 1;
    tally.streak = outcome === 'win' ? tally.streak + 1 : 0;
    tally.onFire = tally.streak >= ARENA_FIRE_WINS;
  }
  return tally;
}
