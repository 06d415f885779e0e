// Which pools a rating lives in. A pool is one ladder's `ratings` rows: 'global' (overall, every
// rated game), a season's ('2026-Q4'), a speed's ('bullet', a timed game of that speed) and a
// season's ladder of one speed ('2026-Q4:bullet'). Leaderboards read a pool; a rated game writes
// each pool it counts in, in one transaction.
import { RATING_SPEEDS, seasonOf, type RatingSpeed } from '@checkers/protocol';

/** The pool every rated game counts in; the other is its season's ('2026-Q4'). */
export const GLOBAL_POOL = 'global';

/** The pool of a ladder, all time (season null) or in one season. */
export function poolOf(speed: RatingSpeed, season: string | null): string {
  if (speed === 'overall') return season ?? GLOBAL_POOL;
  return season === null ? speed : `${season}:${speed}`;
}

/** The pools a game of this speed, finished at this time, counts in: overall ones first. */
export function poolsOfGame(speed: RatingSpeed, finishedAt: Date): string[] {
  const season = seasonOf(finishedAt);
  const overall = [poolOf('overall', null), poolOf('overall', season)];
  return speed === 'overall' ? overall : [...overall, poolOf(speed, null), poolOf(speed, season)];
}

/** Every ladder's pool of one season, or all time when season is null (the daily rank snapshots). */
export const poolsOfSeason = (season: string | null): string[] =>
  RATING_SPEEDS.map((speed) => poolOf(speed, season));
