// Two players side by side: the gap, who has the edge, the expected score and their record against
// each other in the global pool.
import type { CompareResponse, LeaderboardEntry } from '@checkers/protocol';
import { LEADERBOARD_LIMITS } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { expectedScore } from '../ratings/index.js';
import { GLOBAL_POOL } from './board.js';

/** A rating with its deviation, unrounded. */
export interface RatingPoint {
  readonly rating: number;
  readonly rd: number;
}

/**
 * Player 1's expected score against player 2. Glicko-2's E with both uncertainties: a game's
 * outcome is as uncertain as both ratings together, so the deviations combine (square root of the
 * sum of squares), as Glickman does for predicting a game between two rated players.
 */
export function expectedBetween(player1: RatingPoint, player2: RatingPoint): number {
  return expectedScore(
    { rating: player1.rating },
    { rating: player2.rating, deviation: Math.hypot(player1.rd, player2.rd) },
  );
}

/** The stronger player's id when the gap is over the advantage gap (50), else null. */
export function advantageOf(
  player1: LeaderboardEntry,
  player2: LeaderboardEntry,
  gap: number,
): string | null {
  if (Math.abs(gap) <= LEADERBOARD_LIMITS.advantageGap) return null;
  return gap > 0 ? player1.user_id : player2.user_id;
}

/** Player 1's rated games against player 2 in the global pool, from player 1's history. */
export async function headToHead(
  db: Kysely<LeaderboardDb>,
  user1: string,
  user2: string,
): Promise<CompareResponse['head_to_head']> {
  const rows = await db
    .selectFrom('rating_changes')
    .select('score')
    .where('user_id', '=', user1)
    .where('opponent_id', '=', user2)
    .where('pool', '=', GLOBAL_POOL)
    .execute();
  return {
    games: rows.length,
    player1_wins: rows.filter((row) => row.score === 1).length,
    player2_wins: rows.filter((row) => row.score === 0).length,
    draws: rows.filter((row) => row.score !== 1 && row.score !== 0).length,
  };
}
