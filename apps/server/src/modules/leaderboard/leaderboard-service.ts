// The ladder's reads: leaderboards, a player's standing, around-me, search, analytics, compare and
// stats. Each call resolves its board (board.ts), reads ranked keys from the rating indexes
// (ranking.ts, search.ts), then loads the page's players in one query (entries.ts). Figures that
// read the whole board are cached for the spec's 30 seconds (stats.ts, ttl-cache.ts).
import type {
  CompareResponse,
  LeaderboardAround,
  LeaderboardPage,
  LeaderboardStats,
  LeaderboardStatsResponse,
  LeaderboardType,
  LeaderboardUser,
  RatingAnalytics,
  RatingBand,
} from '@checkers/protocol';
import { DEFAULT_RATING, LEADERBOARD_LIMITS, RATING_BANDS } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import { GLICKO2_SETTINGS } from '../ratings/index.js';
import { loadAnalytics } from './analytics.js';
import {
  GLOBAL_BOARD,
  boardKey,
  pageReply,
  resolveBoard,
  type FriendIds,
  wholePool,
  type Board,
  type BoardFilters,
} from './board.js';
import { advantageOf, expectedBetween, headToHead } from './compare.js';
import { loadPlayers, toEntry, type PlayerRow } from './entries.js';
import { entriesWithRanks, globalEntryOf, isPlayer, rankedEntries } from './ranked-entries.js';
import { RankSnapshots, dayBefore, type SnapshotWarn } from './rank-snapshots.js';
import { around, keyOn, pageOf, rankOf } from './ranking.js';
import { countMatches, searchPage } from './search.js';
import { bandDistribution, computeStats, ratingDistribution } from './stats.js';
import { TtlCache } from './ttl-cache.js';

/** A page request. */
export interface PageRequest extends BoardFilters {
  readonly page: number;
  readonly page_size: number;
}

/** A search request. */
export interface SearchRequest extends PageRequest {
  readonly q: string;
}

/** Who is asking: friends boards and the regional default depend on it. */
export type Caller = Identity | null;

/** The reply to a call naming a user who is not a registered player. */
const PLAYER_NOT_FOUND = 'Player not found';

/** Every leaderboard query. */
export class LeaderboardService {
  private readonly now: () => Date;
  private readonly friendIds: FriendIds;
  private readonly snapshots: RankSnapshots;
  private readonly stats = new TtlCache<LeaderboardStats>(LEADERBOARD_LIMITS.cacheMs);
  private readonly distributions = new TtlCache<Record<string, number>>(LEADERBOARD_LIMITS.cacheMs);
  private readonly searchTotals = new TtlCache<number>(LEADERBOARD_LIMITS.cacheMs);
  private readonly searchMaxMatches: number;

  constructor(
    private readonly db: Kysely<LeaderboardDb>,
    options: {
      /** Whose rows a friends board ranks. */
      readonly friendIds: FriendIds;
      readonly now?: () => Date;
      readonly warn?: SnapshotWarn;
      /** Where a search stops counting its matches (the protocol's limit unless a test says). */
      readonly searchMaxMatches?: number;
    },
  ) {
    this.searchMaxMatches = options.searchMaxMatches ?? LEADERBOARD_LIMITS.searchMaxMatches;
    this.friendIds = options.friendIds;
    this.now = options.now ?? (() => new Date());
    this.snapshots = new RankSnapshots(db, options.warn);
  }

  /** A page of a leaderboard; a page past the end has no entries. */
  async page(type: LeaderboardType, request: PageRequest, caller: Caller): Promise<Outcome<LeaderboardPage>> {
    const now = this.begin();
    const resolved = await resolveBoard(this.db, this.friendIds, type, request, caller, now);
    if (!resolved.ok) return resolved;
    const board = resolved.value;
    const [stats, keys] = await Promise.all([
      this.statsOf(board, now),
      pageOf(this.db, board, (request.page - 1) * request.page_size, request.page_size),
    ]);
    const entries = await rankedEntries(this.db, board, keys, now);
    return success(pageReply(board, request, entries, stats.total_players, stats));
  }

  /** A player's row on a leaderboard: rank null (and default figures) when not on it. */
  async user(
    userId: string,
    type: LeaderboardType,
    filters: BoardFilters,
    caller: Caller,
  ): Promise<Outcome<LeaderboardUser>> {
    const now = this.begin();
    const resolved = await resolveBoard(this.db, this.friendIds, type, filters, caller, now);
    if (!resolved.ok) return resolved;
    const board = resolved.value;
    const players = await loadPlayers(this.db, [userId], board.pool, dayBefore(now));
    const player = players.get(userId);
    if (player === undefined) return failure('not_found', PLAYER_NOT_FOUND);
    const key = await keyOn(this.db, board, userId);
    const [stats, rank, comparable] = await Promise.all([
      this.statsOf(board, now),
      key === undefined ? null : rankOf(this.db, board, key),
      key === undefined || board.members === null ? null : rankOf(this.db, wholePool(board), key),
    ]);
    const entry = toEntry(
      player,
      { rank, comparableRank: comparable ?? rank, snapshotRank: board.snapshotRank },
      now,
    );
    return success({ type, entry, total_players: stats.total_players });
  }

  /** The rows from the player's rank minus `radius` to plus `radius`; none when unranked. */
  async around(
    userId: string,
    type: LeaderboardType,
    request: BoardFilters & { readonly radius: number },
    caller: Caller,
  ): Promise<Outcome<LeaderboardAround>> {
    const now = this.begin();
    const resolved = await resolveBoard(this.db, this.friendIds, type, request, caller, now);
    if (!resolved.ok) return resolved;
    const board = resolved.value;
    if (!(await isPlayer(this.db, userId))) return failure('not_found', PLAYER_NOT_FOUND);
    const key = await keyOn(this.db, board, userId);
    if (key === undefined) return success({ type, user_rank: null, radius: request.radius, entries: [] });
    const rank = await rankOf(this.db, board, key);
    const keys = await around(this.db, board, { ...key, rank }, request.radius);
    const entries = await rankedEntries(this.db, board, keys, now);
    return success({ type, user_rank: rank, radius: request.radius, entries });
  }

  /** Players whose username starts with `q` (any case), best first, each with their real rank. */
  async search(
    type: LeaderboardType,
    request: SearchRequest,
    caller: Caller,
  ): Promise<Outcome<LeaderboardPage>> {
    const now = this.begin();
    const resolved = await resolveBoard(this.db, this.friendIds, type, request, caller, now);
    if (!resolved.ok) return resolved;
    const board = resolved.value;
    const prefix = request.q.toLowerCase();
    const offset = (request.page - 1) * request.page_size;
    const stats = await this.statsOf(board, now);
    // A common prefix's count is its own query, kept a while per prefix.
    const countAll = (): Promise<number> =>
      this.searchTotals.get(`${boardKey(board)}|${prefix}`, () =>
        countMatches(this.db, board, prefix, this.searchMaxMatches),
      );
    const window = { offset, limit: request.page_size, cap: this.searchMaxMatches };
    // The pages past the counted matches are past the end, as the total says.
    const { page, total } =
      offset >= this.searchMaxMatches
        ? { page: [], total: await countAll() }
        : await searchPage(this.db, board, stats.total_players, prefix, window, countAll);
    const entries = await entriesWithRanks(this.db, board, page, now);
    return success(pageReply(board, request, entries, total, stats));
  }

  /** A player's rating analytics over all time or the last 30 days. */
  async analytics(userId: string, timeframe: 'all' | 'recent'): Promise<Outcome<RatingAnalytics>> {
    const analytics = await loadAnalytics(this.db, userId, timeframe, this.now());
    return analytics === undefined ? failure('not_found', PLAYER_NOT_FOUND) : success(analytics);
  }

  /** Two players on the global leaderboard side by side. */
  async compare(user1: string, user2: string): Promise<Outcome<CompareResponse>> {
    if (user1 === user2) return failure('validation_failed', 'user1 and user2 must be different players');
    const now = this.begin();
    const players = await loadPlayers(this.db, [user1, user2], GLOBAL_BOARD.pool, dayBefore(now));
    const [row1, row2] = [players.get(user1), players.get(user2)];
    if (row1 === undefined || row2 === undefined) return failure('not_found', PLAYER_NOT_FOUND);
    const [player1, player2, games] = await Promise.all([
      globalEntryOf(this.db, row1, now),
      globalEntryOf(this.db, row2, now),
      headToHead(this.db, user1, user2),
    ]);
    const point = (row: PlayerRow) => ({
      rating: row.rating ?? DEFAULT_RATING,
      rd: row.rd ?? GLICKO2_SETTINGS.initialDeviation,
    });
    const gap = point(row1).rating - point(row2).rating;
    return success({
      player1,
      player2,
      rating_difference: Math.round(gap),
      advantage: advantageOf(player1, player2, gap),
      expected_score: expectedBetween(point(row1), point(row2)),
      head_to_head: games,
    });
  }

  /** A leaderboard's stats, rating distribution (100-point buckets) and band distribution. */
  async statistics(
    type: LeaderboardType,
    filters: BoardFilters,
    caller: Caller,
  ): Promise<Outcome<LeaderboardStatsResponse>> {
    const now = this.begin();
    const resolved = await resolveBoard(this.db, this.friendIds, type, filters, caller, now);
    if (!resolved.ok) return resolved;
    const board = resolved.value;
    const [stats, ratings] = await Promise.all([
      this.statsOf(board, now),
      this.distributions.get(boardKey(board), () => ratingDistribution(this.db, board)),
    ]);
    return success({
      type,
      stats,
      rating_distribution: ratings,
      band_distribution: bandDistribution(ratings),
    });
  }

  /** The ten rating bands, lowest first. */
  ratingBands(): { rating_bands: RatingBand[] } {
    return { rating_bands: RATING_BANDS.map((band) => ({ ...band })) };
  }

  /** Takes today's rank snapshots now (normally the first call of a day starts them unawaited). */
  async takeSnapshots(): Promise<void> {
    await this.snapshots.takeDaily(this.now());
  }

  /** Forgets cached figures, so the next call reads the tables (after a bulk change, in tests). */
  forgetCached(): void {
    this.stats.clear();
    this.distributions.clear();
    this.searchTotals.clear();
  }

  /** A game was rated: cached figures older than a few seconds are recomputed when next asked. */
  ratingsChanged(): void {
    this.stats.expire();
    this.distributions.expire();
    this.searchTotals.expire();
  }

  /** The time of a call; the first call of a UTC day also starts that day's snapshots. */
  private begin(): Date {
    const now = this.now();
    this.snapshots.startDaily(now);
    return now;
  }

  private statsOf(board: Board, now: Date): Promise<LeaderboardStats> {
    return this.stats.get(boardKey(board), () => computeStats(this.db, board, now));
  }
}
