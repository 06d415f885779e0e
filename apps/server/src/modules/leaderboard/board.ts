// Which players a leaderboard ranks: a pool of ratings (a ladder, overall or a speed's, all time or
// in a season), optionally narrowed to a region or to a caller's friends. Every query of this folder starts from a board, so the
// types differ only here.
import type {
  LeaderboardEntry,
  LeaderboardPage,
  LeaderboardStats,
  LeaderboardType,
  RatingSpeed,
  Region,
} from '@checkers/protocol';
import { seasonOf } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { regionOf, type Identity } from '../accounts/index.js';
import { GLOBAL_POOL, poolOf } from '../ratings/index.js';

export { GLOBAL_POOL };

/** The players one leaderboard ranks. */
export interface Board {
  readonly type: LeaderboardType;
  /** The ratings' pool: 'global', a season ('2026-Q4'), a speed ('bullet') or both ('2026-Q4:bullet'). */
  readonly pool: string;
  /** The ladder ranked: overall or a speed's. */
  readonly speed: RatingSpeed;
  /** The season shown, when the pool is one; else null. */
  readonly season: string | null;
  readonly region: Region | null;
  /** The friends board's players (the caller and their accepted friends); null for the others. */
  readonly members: readonly string[] | null;
  /** Whose board it is, when it depends on the caller (friends); part of its cache key. */
  readonly owner: string | null;
  /** The snapshot column a rank change compares with: the region's rank on a regional board. */
  readonly snapshotRank: 'rank' | 'region_rank';
}

/** The filters a leaderboard call may carry. */
export interface BoardFilters {
  readonly speed?: RatingSpeed | undefined;
  readonly season?: string | undefined;
  readonly region?: Region | undefined;
}

/**
 * A user's accepted friends, in either direction: the social module's, which owns the friendships
 * (services.ts hands in its `FriendService.friendIds`).
 */
export type FriendIds = (userId: string) => Promise<readonly string[]>;

/**
 * The board a call asks for. The speed picks the ladder (overall by default). A season filter picks that season's pool for any type (seasonal
 * defaults to the current one); a region filter narrows any type (regional defaults to the signed-in
 * caller's region and needs one). Friends needs a caller.
 */
export async function resolveBoard(
  db: Kysely<LeaderboardDb>,
  friendIds: FriendIds,
  type: LeaderboardType,
  filters: BoardFilters,
  caller: Identity | null,
  now: Date,
): Promise<Outcome<Board>> {
  const season = filters.season ?? (type === 'seasonal' ? seasonOf(now) : null);
  let region = filters.region ?? null;
  if (type === 'regional' && region === null) {
    const callerRegion = caller?.kind === 'account' ? await regionOfUser(db, caller.userId) : null;
    if (callerRegion === null) return failure('validation_failed', 'region is required');
    region = callerRegion;
  }
  let members: string[] | null = null;
  if (type === 'friends') {
    if (caller === null) return failure('unauthorized', 'Authentication required');
    const friends = await friendIds(caller.userId);
    members = [caller.userId, ...friends.filter((id) => id !== caller.userId)];
  }
  const speed = filters.speed ?? 'overall';
  return success({
    type,
    pool: poolOf(speed, season),
    speed,
    season,
    region,
    members,
    owner: type === 'friends' ? (caller?.userId ?? null) : null,
    // Friends compare with the global ranks' change (the friends' own order has no snapshot).
    snapshotRank: region !== null && type !== 'friends' ? 'region_rank' : 'rank',
  });
}

/** The global leaderboard, unfiltered (compare reads it). */
export const GLOBAL_BOARD: Board = {
  type: 'global',
  pool: GLOBAL_POOL,
  speed: 'overall',
  season: null,
  region: null,
  members: null,
  owner: null,
  snapshotRank: 'rank',
};

/** The cache key of a board's figures. */
export const boardKey = (board: Board): string =>
  [board.type, board.pool, board.region ?? '', board.owner ?? ''].join('|');

/** The board's ratings (aliased `r`), as a query to build on. */
export const boardRatings = (db: Kysely<LeaderboardDb>, board: Board) =>
  db
    .selectFrom('ratings as r')
    .where('r.pool', '=', board.pool)
    .$if(board.region !== null, (query) => query.where('r.region', '=', board.region as Region))
    .$if(board.members !== null, (query) => query.where('r.user_id', 'in', board.members as string[]));

/** The whole pool a board ranks within, without its region or friends: where global ranks live. */
export const wholePool = (board: Board): Board => ({
  ...board,
  type: board.season === null ? 'global' : 'seasonal',
  region: null,
  members: null,
  owner: null,
  snapshotRank: 'rank',
});

/** The region of an account, from its country. */
async function regionOfUser(db: Kysely<LeaderboardDb>, userId: string): Promise<Region | null> {
  const row = await db
    .selectFrom('accounts')
    .select('country')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? null : regionOf(row.country);
}

/** A page reply from its entries and totals. */
export function pageReply(
  board: Board,
  request: { readonly page: number; readonly page_size: number },
  entries: LeaderboardEntry[],
  total: number,
  stats: LeaderboardStats,
): LeaderboardPage {
  const totalPages = Math.ceil(total / request.page_size);
  return {
    type: board.type,
    season: board.season,
    region: board.region as Region | null,
    entries,
    page: request.page,
    page_size: request.page_size,
    total_pages: totalPages,
    total_entries: total,
    has_previous: request.page > 1,
    has_next: request.page < totalPages,
    stats,
  };
}
