// A player's rating analytics from their global rating history (rating_changes): one read of the
// history, then pure arithmetic (summarise), which the unit tests check on hand-made rows.
import type { RatingAnalytics, RecentResult } from '@checkers/protocol';
import { DEFAULT_RATING, LEADERBOARD_LIMITS, ratingBandOf, tierProgress } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { GLICKO2_SETTINGS, isProvisional } from '../ratings/index.js';
import { GLOBAL_POOL } from './board.js';

const DAY_MS = 86_400_000;
/** How many results recent_form shows. */
const FORM_LENGTH = 10;

/** One game of a player's history, as analytics reads it. */
export interface HistoryRow {
  readonly room_code: string;
  readonly opponent_id: string;
  readonly opponent_username: string | null;
  readonly opponent_rating: number;
  readonly score: number;
  readonly old_rating: number;
  readonly new_rating: number;
  readonly expected_score: number;
  readonly played_at: string;
}

/** The player's global rating now, or null before their first rated game. */
export interface CurrentRating {
  readonly rating: number;
  readonly rd: number;
  readonly peak: number;
}

/** What analytics needs about the player. */
export interface AnalyticsSubject {
  readonly user_id: string;
  readonly username: string;
  readonly display_name: string;
}

/** Reads a player's history and summarises it; undefined for an unknown user or a guest. */
export async function loadAnalytics(
  db: Kysely<LeaderboardDb>,
  userId: string,
  timeframe: 'all' | 'recent',
  now: Date,
): Promise<RatingAnalytics | undefined> {
  const subject = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id as user_id', 'a.username', 'u.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (subject === undefined) return undefined;
  const recentSince = new Date(now.getTime() - LEADERBOARD_LIMITS.recentDays * DAY_MS).toISOString();
  const [current, history, firstRecent] = await Promise.all([
    db
      .selectFrom('ratings')
      .select(['rating', 'rd', 'peak'])
      .where('user_id', '=', userId)
      .where('pool', '=', GLOBAL_POOL)
      .executeTakeFirst(),
    db
      .selectFrom('rating_changes as rc')
      .leftJoin('accounts as oa', 'oa.user_id', 'rc.opponent_id')
      .select([
        'rc.room_code',
        'rc.opponent_id',
        'oa.username as opponent_username',
        'rc.opponent_rating',
        'rc.score',
        'rc.old_rating',
        'rc.new_rating',
        'rc.expected_score',
        'rc.played_at',
      ])
      .where('rc.user_id', '=', userId)
      .where('rc.pool', '=', GLOBAL_POOL)
      .$if(timeframe === 'recent', (query) => query.where('rc.played_at', '>=', recentSince))
      .orderBy('rc.played_at', 'asc')
      .orderBy('rc.room_code', 'asc')
      .execute(),
    db
      .selectFrom('rating_changes')
      .select('old_rating')
      .where('user_id', '=', userId)
      .where('pool', '=', GLOBAL_POOL)
      .where('played_at', '>=', recentSince)
      .orderBy('played_at', 'asc')
      .orderBy('room_code', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return summarise(subject, timeframe, current ?? null, history, firstRecent?.old_rating ?? null);
}

/**
 * The analytics of a history (oldest first). `ratingMonthAgo` is the rating before the first game
 * of the last 30 days, or null without one.
 */
export function summarise(
  subject: AnalyticsSubject,
  timeframe: 'all' | 'recent',
  current: CurrentRating | null,
  history: readonly HistoryRow[],
  ratingMonthAgo: number | null,
): RatingAnalytics {
  const rating = current?.rating ?? DEFAULT_RATING;
  const rd = current?.rd ?? GLICKO2_SETTINGS.initialDeviation;
  const wins = history.filter((game) => game.score === 1).length;
  const losses = history.filter((game) => game.score === 0).length;
  const games = history.length;
  const band = ratingBandOf(rating);
  const tier = tierProgress(rating);
  return {
    user_id: subject.user_id,
    username: subject.username,
    display_name: subject.display_name,
    timeframe,
    current_rating: Math.round(rating),
    peak_rating: Math.round(current?.peak ?? rating),
    rating_deviation: Math.round(rd),
    provisional: isProvisional({ deviation: rd }),
    rating_growth_all_time: Math.round(rating - DEFAULT_RATING),
    rating_growth_30_days: ratingMonthAgo === null ? 0 : Math.round(rating - ratingMonthAgo),
    recent_form: history
      .slice(-FORM_LENGTH)
      .map((game) => letterOf(game.score))
      .join(''),
    performance_rating:
      games === 0
        ? null
        : Math.round(mean(history.map((game) => game.opponent_rating)) + (400 * (wins - losses)) / games),
    rating_accuracy:
      games === 0
        ? null
        : Math.round(100 - mean(history.map((game) => Math.abs(game.score - game.expected_score))) * 100),
    rating_band: { ...band },
    tier_progress: {
      next_band: tier.next?.name ?? null,
      percent: tier.percent,
      points_to_next: tier.next === null ? null : tier.pointsToNext,
    },
    games_played: games,
    games_won: wins,
    games_lost: losses,
    draws: games - wins - losses,
    recent_results: history.slice(-LEADERBOARD_LIMITS.maxHistoryPoints).map(toResult),
    monthly_breakdown: monthly(history),
  };
}

function toResult(game: HistoryRow): RecentResult {
  return {
    timestamp: game.played_at,
    room_code: game.room_code,
    opponent_id: game.opponent_id,
    opponent_username: game.opponent_username ?? '',
    opponent_rating: Math.round(game.opponent_rating),
    result: game.score === 1 ? 'win' : game.score === 0 ? 'loss' : 'draw',
    old_rating: game.old_rating,
    new_rating: game.new_rating,
    expected_score: game.expected_score,
  };
}

/** Per month (YYYY-MM of the game's time, UTC), oldest first. */
function monthly(history: readonly HistoryRow[]): RatingAnalytics['monthly_breakdown'] {
  const months = new Map<
    string,
    { net: number; games: number; wins: number; losses: number; draws: number }
  >();
  for (const game of history) {
    const month = game.played_at.slice(0, 7);
    const tally = months.get(month) ?? { net: 0, games: 0, wins: 0, losses: 0, draws: 0 };
    tally.net += game.new_rating - game.old_rating;
    tally.games += 1;
    if (game.score === 1) tally.wins += 1;
    else if (game.score === 0) tally.losses += 1;
    else tally.draws += 1;
    months.set(month, tally);
  }
  return [...months.entries()].map(([month, tally]) => ({
    month,
    net_rating_change: Math.round(tally.net),
    games_played: tally.games,
    wins: tally.wins,
    losses: tally.losses,
    draws: tally.draws,
  }));
}

const letterOf = (score: number): string => (score === 1 ? 'W' : score === 0 ? 'L' : 'D');

const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
