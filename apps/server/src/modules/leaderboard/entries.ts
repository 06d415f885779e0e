// Leaderboard rows: one query loads the players of a page (account, user, rating in the pool and
// the snapshot their rank change compares with); a pure function shapes each into the wire entry.
import type { LeaderboardEntry, Region } from '@checkers/protocol';
import { DEFAULT_RATING, REGIONS, ratingBandOf } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { GLICKO2_SETTINGS, isProvisional } from '../ratings/index.js';
import { regionOf } from '../accounts/index.js';

/** Seen this recently, a player shows as online. */
export const ONLINE_MS = 5 * 60_000;

/** What an entry is made of: a registered user and, when rated in the pool, their rating. */
export interface PlayerRow {
  readonly user_id: string;
  readonly username: string;
  readonly display_name: string;
  readonly avatar_url: string;
  readonly country: string | null;
  readonly last_seen_at: string | null;
  readonly rating: number | null;
  readonly rd: number | null;
  readonly peak: number | null;
  readonly games: number | null;
  readonly wins: number | null;
  readonly losses: number | null;
  readonly draws: number | null;
  readonly streak: number | null;
  readonly region: string | null;
  readonly snapshot_rank: number | null;
  readonly snapshot_region_rank: number | null;
}

/**
 * The registered players among `userIds` (guests have no row), with their rating in `pool` and
 * their rank on `snapshotDay`, by user id.
 */
export async function loadPlayers(
  db: Kysely<LeaderboardDb>,
  userIds: readonly string[],
  pool: string,
  snapshotDay: string,
): Promise<Map<string, PlayerRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .leftJoin('ratings as r', (join) => join.onRef('r.user_id', '=', 'u.id').on('r.pool', '=', pool))
    .leftJoin('rank_snapshots as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.pool', '=', pool).on('s.day', '=', snapshotDay),
    )
    .select([
      'u.id as user_id',
      'a.username',
      'u.display_name',
      'a.avatar_url',
      'a.country',
      'u.last_seen_at',
      'r.rating',
      'r.rd',
      'r.peak',
      'r.games',
      'r.wins',
      'r.losses',
      'r.draws',
      'r.streak',
      'r.region',
      's.rank as snapshot_rank',
      's.region_rank as snapshot_region_rank',
    ])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** Where an entry stands: its rank (null when unranked) and the rank its change is measured on. */
export interface Standing {
  readonly rank: number | null;
  /** The current rank comparable with the snapshot (global rank on the friends board). */
  readonly comparableRank: number | null;
  /** Which snapshot rank to compare with. */
  readonly snapshotRank: 'rank' | 'region_rank';
}

/** The wire entry of a player; defaults (1200, deviation 350, no games) when unrated in the pool. */
export function toEntry(row: PlayerRow, standing: Standing, now: Date): LeaderboardEntry {
  const rating = row.rating ?? DEFAULT_RATING;
  const rd = row.rd ?? GLICKO2_SETTINGS.initialDeviation;
  const band = ratingBandOf(rating);
  const before = standing.snapshotRank === 'rank' ? row.snapshot_rank : row.snapshot_region_rank;
  const lastSeen = row.last_seen_at === null ? Number.NaN : Date.parse(row.last_seen_at);
  return {
    user_id: row.user_id,
    rank: standing.rank,
    rank_change:
      before !== null && standing.comparableRank !== null ? before - standing.comparableRank : null,
    username: row.username,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    country: row.country,
    region: regionFor(row),
    current_rating: Math.round(rating),
    peak_rating: Math.round(row.peak ?? rating),
    rating_deviation: Math.round(rd),
    provisional: isProvisional({ deviation: rd }),
    rating_band: { name: band.name, colour: band.colour, icon: band.icon },
    games_played: row.games ?? 0,
    games_won: row.wins ?? 0,
    games_lost: row.losses ?? 0,
    draws: row.draws ?? 0,
    win_streak: row.streak ?? 0,
    is_online: now.getTime() - lastSeen <= ONLINE_MS,
    last_seen_at: row.last_seen_at,
  };
}

/** The region the rating was recorded in; from the country for a player not rated yet. */
function regionFor(row: PlayerRow): Region {
  const stored = REGIONS.find((region) => region === row.region);
  return stored ?? regionOf(row.country);
}
