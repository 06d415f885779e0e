// A player's standing in one rating pool and how one game changes it. Pure: the rating service
// reads and writes the rows; this decides the numbers. Each game is its own Glicko-2 rating period,
// so a rating moves after every game rather than at the end of a day or a week.
import type { WireColor } from '@checkers/protocol';
import { GLICKO2_SETTINGS, expectedScore, rate, type Glicko2Settings } from './glicko2.js';

/** 1 for a win, 0.5 for a draw, 0 for a loss. */
export type Score = 0 | 0.5 | 1;

/** What a `ratings` row holds about one player in one pool, apart from who and where. */
export interface Standing {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly peak: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Positive: consecutive wins; negative: consecutive losses; 0 after a draw. */
  readonly streak: number;
}

/** A player's standing before any game in a pool: every pool, a season's too, starts here. */
export const freshStanding = (settings: Glicko2Settings = GLICKO2_SETTINGS): Standing => ({
  rating: settings.initialRating,
  rd: settings.initialDeviation,
  volatility: settings.initialVolatility,
  peak: settings.initialRating,
  games: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  streak: 0,
});

/** The score of the player of `color` in a game won by `winner` (null: a draw). */
export const scoreOf = (winner: WireColor | null, color: WireColor): Score =>
  winner === null ? 0.5 : winner === color ? 1 : 0;

/** The streak after a game: wins extend a winning run, losses a losing one, a draw ends either. */
export function nextStreak(streak: number, score: Score): number {
  if (score === 1) return streak > 0 ? streak + 1 : 1;
  if (score === 0) return streak < 0 ? streak - 1 : -1;
  return 0;
}

/** A player's standing after one game, and the score Glicko-2 expected of them before it. */
export interface AfterGame {
  readonly standing: Standing;
  readonly expected: number;
}

/**
 * One game's effect on `player` against `opponent` (both as they stood before the game, so the
 * two sides of a game are computed independently of which is stored first).
 */
export function afterGame(
  player: Standing,
  opponent: Standing,
  score: Score,
  settings: Glicko2Settings = GLICKO2_SETTINGS,
): AfterGame {
  const against = { rating: opponent.rating, deviation: opponent.rd };
  const next = rate(
    { rating: player.rating, deviation: player.rd, volatility: player.volatility },
    [{ opponent: against, score }],
    settings,
  );
  return {
    expected: expectedScore(player, against),
    standing: {
      rating: next.rating,
      rd: next.deviation,
      volatility: next.volatility,
      peak: Math.max(player.peak, next.rating),
      games: player.games + 1,
      wins: player.wins + (score === 1 ? 1 : 0),
      losses: player.losses + (score === 0 ? 1 : 0),
      draws: player.draws + (score === 0.5 ? 1 : 0),
      streak: nextStreak(player.streak, score),
    },
  };
}
