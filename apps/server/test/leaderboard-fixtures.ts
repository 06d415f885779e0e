// Small hand-made ladders for the leaderboard tests: accounts, ratings, rated games with their
// rating changes, friendships and snapshots, written straight into the server's database.
import { usernameSkeleton } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../src/database-schema.js';

/** A player to insert; ratings per pool. */
export interface FixturePlayer {
  readonly id: string;
  readonly username: string;
  readonly displayName?: string;
  readonly country?: string | null;
  readonly lastSeenAt?: string | null;
  /** The account's kind; a guest has no accounts row. */
  readonly guest?: boolean;
  readonly ratings?: Readonly<Record<string, Partial<FixtureRating> & { rating: number }>>;
}

/** A rating row's figures. */
export interface FixtureRating {
  readonly rating: number;
  readonly rd: number;
  readonly peak: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly streak: number;
  readonly region: string;
  readonly lastGameAt: string;
}

/** Inserts players with their accounts and ratings. */
export async function insertPlayers(db: Kysely<Database>, players: readonly FixturePlayer[]): Promise<void> {
  const now = new Date().toISOString();
  for (const player of players) {
    await db
      .insertInto('users')
      .values({
        id: player.id,
        kind: player.guest === true ? 'guest' : 'account',
        display_name: player.displayName ?? player.username,
        created_at: now,
        last_seen_at: player.lastSeenAt ?? null,
      })
      .execute();
    if (player.guest === true) continue;
    await db
      .insertInto('accounts')
      .values({
        user_id: player.id,
        username: player.username,
        username_key: player.username.toLowerCase(),
        username_skeleton: usernameSkeleton(player.username),
        password_hash: 'scrypt$not-a-real-hash',
        avatar_url: '',
        country: player.country ?? null,
        role: 'player',
        created_at: now,
      })
      .execute();
    for (const [pool, figures] of Object.entries(player.ratings ?? {})) {
      const games = figures.games ?? 1;
      await db
        .insertInto('ratings')
        .values({
          user_id: player.id,
          pool,
          rating: figures.rating,
          rd: figures.rd ?? 80,
          volatility: 0.06,
          peak: figures.peak ?? figures.rating,
          games,
          wins: figures.wins ?? games,
          losses: figures.losses ?? 0,
          draws: figures.draws ?? 0,
          streak: figures.streak ?? 0,
          region: figures.region ?? 'Other',
          last_game_at: figures.lastGameAt ?? now,
        })
        .execute();
    }
  }
}

/** A rated game between two players: its room, its rated_games row and both players' changes. */
export interface FixtureGame {
  readonly room: string;
  readonly red: string;
  readonly black: string;
  /** The red player's score: 1, 0.5 or 0. */
  readonly redScore: number;
  readonly playedAt: string;
  readonly season: string;
  readonly redRating: readonly [number, number];
  readonly blackRating: readonly [number, number];
  readonly redExpected: number;
  readonly pools?: readonly string[];
}

/** Inserts finished rated games with their rating changes (global pool and the listed ones). */
export async function insertGames(db: Kysely<Database>, games: readonly FixtureGame[]): Promise<void> {
  for (const game of games) {
    await db
      .insertInto('rooms')
      .values({
        code: game.room,
        status: 'finished',
        red_user_id: game.red,
        black_user_id: game.black,
        initial_fen: 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
        moves: '[]',
        partial_path: null,
        winner: game.redScore === 1 ? 'red' : game.redScore === 0 ? 'black' : null,
        end_reason: 'resignation',
        draw_offer: null,
        rematch_red: 0,
        rematch_black: 0,
        rematch_code: null,
        version: 1,
        created_at: game.playedAt,
        started_at: game.playedAt,
        finished_at: game.playedAt,
        rated: 1,
        speed: 'untimed',
      })
      .execute();
    await db
      .insertInto('rated_games')
      .values({ room_code: game.room, season: game.season, rated_at: game.playedAt })
      .execute();
    for (const pool of game.pools ?? ['global']) {
      const side = (
        user: string,
        opponent: string,
        score: number,
        own: readonly [number, number],
        their: readonly [number, number],
        expected: number,
      ) => ({
        room_code: game.room,
        user_id: user,
        pool,
        opponent_id: opponent,
        score,
        old_rating: own[0],
        new_rating: own[1],
        old_rd: 100,
        new_rd: 95,
        opponent_rating: their[0],
        expected_score: expected,
        played_at: game.playedAt,
      });
      await db
        .insertInto('rating_changes')
        .values([
          side(game.red, game.black, game.redScore, game.redRating, game.blackRating, game.redExpected),
          side(
            game.black,
            game.red,
            1 - game.redScore,
            game.blackRating,
            game.redRating,
            1 - game.redExpected,
          ),
        ])
        .execute();
    }
  }
}

/** An accepted (or other) friendship. */
export async function befriend(
  db: Kysely<Database>,
  from: string,
  to: string,
  status: 'pending' | 'accepted' | 'blocked' = 'accepted',
): Promise<void> {
  await db
    .insertInto('friendships')
    .values({ user_id: from, friend_id: to, status, created_at: new Date().toISOString() })
    .execute();
}

/** Snapshot rows of a day. */
export async function insertSnapshot(
  db: Kysely<Database>,
  pool: string,
  day: string,
  rows: readonly { userId: string; rank: number; regionRank: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('rank_snapshots')
    .values(
      rows.map((row) => ({ pool, day, user_id: row.userId, rank: row.rank, region_rank: row.regionRank })),
    )
    .execute();
}
