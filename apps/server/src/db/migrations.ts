// Migrations, in code so the server runs them at start-up with no files to ship. Each is written
// with Kysely's schema builder so the same migration runs on SQLite and PostgreSQL.
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { achievementMigrations } from './achievement-migrations.js';
import { socialMigrations } from './social-migrations.js';
import { socialGraphMigrations } from './social-graph-migrations.js';
import { puzzleMigrations } from './puzzle-migrations.js';
import { pushMigrations } from './push-migrations.js';
import { clockMigrations } from './clock-migrations.js';
import { pairingMigrations } from './pairing-migrations.js';
import { ratedPairMigrations } from './rated-pair-migrations.js';
import { gameHistoryMigrations } from './game-history-migrations.js';
import { gameChatMigrations } from './game-chat-migrations.js';
import { challengeTermsMigrations } from './challenge-terms-migrations.js';
import { abortMigrations } from './abort-migrations.js';
import { speedLadderMigrations, type MigrationHooks } from './speed-ladder-migrations.js';
import { ballotMigrations } from './ballot-migrations.js';
import { tournamentMigrations } from './tournament-migrations.js';
import { tournamentStartMigrations } from './tournament-start-migrations.js';
import { ratingBucketMigrations } from './rating-bucket-migrations.js';
import { ratedGameCountMigrations } from './rated-game-count-migrations.js';
import { ratingActivityMigrations } from './rating-activity-migrations.js';
import { ratingSumMigrations } from './rating-sum-migrations.js';
import { earliestFlagMigrations } from './earliest-flag-migrations.js';
import { searchIndexMigrations } from './search-index-migrations.js';

const migrations = (hooks: MigrationHooks): Record<string, Migration> => ({
  '0001_rooms_and_identities': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rooms')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('red_user_id', 'text', (c) => c.references('users.id'))
        .addColumn('black_user_id', 'text', (c) => c.references('users.id'))
        .addColumn('initial_fen', 'text', (c) => c.notNull())
        .addColumn('moves', 'text', (c) => c.notNull())
        .addColumn('partial_path', 'text')
        .addColumn('winner', 'text')
        .addColumn('end_reason', 'text')
        .addColumn('draw_offer', 'text')
        .addColumn('rematch_red', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rematch_black', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rematch_code', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('rooms_status').on('rooms').column('status').execute();
      await db.schema
        .createTable('spectators')
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('spectators_pk', ['room_code', 'user_id'])
        .execute();
      await db.schema
        .createTable('game_events')
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('v', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('client_move_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_events_pk', ['room_code', 'v'])
        .execute();
      await db.schema
        .createIndex('game_events_client_move')
        .on('game_events')
        .columns(['room_code', 'client_move_id'])
        .unique()
        .execute();
    },
  },
  '0002_spectator_invites': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('spectator_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('invitee_id', 'text', (c) => c.references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Registered accounts: one row beside a `users` row of kind 'account'. A guest that registers
  // keeps its user id (so its rooms and games stay its own); only its kind changes.
  '0003_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
        .addColumn('username', 'text', (c) => c.notNull())
        // Lower-cased username: uniqueness ignoring case, the same on SQLite and PostgreSQL.
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('avatar_url', 'text', (c) => c.notNull())
        .addColumn('country', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // The rated ladder. `ratings` holds one Glicko-2 rating per user and pool: the pool 'global', and
  // one per season ('2026-Q4'), each starting fresh. `rating_changes` is the history (one row per
  // player, game and pool), from which analytics, head-to-head records and charts are read.
  // `rated_games` makes rating a finished game happen exactly once. `rank_snapshots` keeps each
  // pool's ranks of one day for the "rank change against the day before". `friendships` is made by
  // the friends feature; the friends leaderboard reads it.
  '0004_ratings': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
      // Decided when the game starts: rated only between two registered accounts.
      await db.schema
        .alterTable('rooms')
        .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('peak', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('losses', 'integer', (c) => c.notNull())
        .addColumn('draws', 'integer', (c) => c.notNull())
        .addColumn('streak', 'integer', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('last_game_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'pool'])
        .execute();
      await db.schema
        .createIndex('ratings_rank')
        .on('ratings')
        .columns(['pool', 'rating', 'user_id'])
        .execute();
      await db.schema
        .createIndex('ratings_region_rank')
        .on('ratings')
        .columns(['pool', 'region', 'rating', 'user_id'])
        .execute();
      await db.schema
        .createTable('rated_games')
        .addColumn('room_code', 'text', (c) => c.primaryKey().references('rooms.code'))
        .addColumn('season', 'text', (c) => c.notNull())
        .addColumn('rated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rating_changes')
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('opponent_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('score', 'double precision', (c) => c.notNull())
        .addColumn('old_rating', 'double precision', (c) => c.notNull())
        .addColumn('new_rating', 'double precision', (c) => c.notNull())
        .addColumn('old_rd', 'double precision', (c) => c.notNull())
        .addColumn('new_rd', 'double precision', (c) => c.notNull())
        .addColumn('opponent_rating', 'double precision', (c) => c.notNull())
        .addColumn('expected_score', 'double precision', (c) => c.notNull())
        .addColumn('played_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_changes_pk', ['room_code', 'user_id', 'pool'])
        .execute();
      await db.schema
        .createIndex('rating_changes_history')
        .on('rating_changes')
        .columns(['user_id', 'pool', 'played_at'])
        .execute();
      await db.schema
        .createIndex('rating_changes_opponent')
        .on('rating_changes')
        .columns(['user_id', 'opponent_id'])
        .execute();
      await db.schema
        .createTable('rank_snapshots')
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('region_rank', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rank_snapshots_pk', ['pool', 'day', 'user_id'])
        .execute();
      await db.schema
        .createTable('friendships')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
        .execute();
      await db.schema.createIndex('friendships_friend').on('friendships').column('friend_id').execute();
    },
  },
  // The leaderboards' summary figures from indexes alone: active players by their last game, and a
  // season's game count (without them each refresh read every rating row, ~100 ms at 100,000
  // players, on SQLite inside the server's event loop).
  '0005_ladder_figures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('ratings_activity')
        .on('ratings')
        .columns(['pool', 'last_game_at', 'region'])
        .execute();
      await db.schema.createIndex('rated_games_season').on('rated_games').column('season').execute();
    },
  },
  // Spectator chat: its messages (kept with the room; a deleted one is marked, for the audit), mutes
  // per room, the words moderators ban for the whole site and the log of what moderators did. And
  // spectator seats held by live sockets: `last_seen_at` says when a seat was last refreshed.
  ...socialMigrations,
  // Achievements: unlocks, the counters behind the counting ones, games counted, opponents met.
  ...achievementMigrations,
  // Friends (requests, friendships), blocks and challenges.
  ...socialGraphMigrations,
  // The daily puzzle: each user's attempt at each puzzle.
  ...puzzleMigrations,
  // Web Push: each registered user's subscriptions, and the VAPID key pair nodes share on PostgreSQL.
  ...pushMigrations,
  // Time controls: the room's control, its clocks and flag deadline, the control of each rated game.
  ...clockMigrations,
  // Quick pairing: the pools' waiting entries, the rooms players were paired into, open seeks.
  ...pairingMigrations,
  // The rated-pair cap's slots, so that simultaneous joins cannot pass it.
  ...ratedPairMigrations,
  // A player's games: each room's speed and its players as the game started, the seats' indexes.
  ...gameHistoryMigrations,
  // The players' own chat: which chat a message belongs to.
  ...gameChatMigrations,
  // A challenge's clock and the colour its challenger asked for.
  ...challengeTermsMigrations,
  // What ended an aborted game, and which side.
  ...abortMigrations,
  // The ladders per speed: each rated game's speed, the games before replayed into them.
  ...speedLadderMigrations(hooks),
  // The ACF ballot a game was started from.
  ...ballotMigrations,
  // Tournaments: arenas and Swiss events, their players, games and byes.
  ...tournamentMigrations,
  // A tournament game's start, written before its room, so a node dying mid-start loses none.
  ...tournamentStartMigrations,
  // Each pool's players per band of rating and region, kept by triggers: ranks without long counts.
  ...ratingBucketMigrations,
  // The player search's name index carries the user id, so a prefix is counted from the index.
  ...searchIndexMigrations,
  // The bands carry their ratings' sum: a board's count and mean without reading every player.
  ...ratingSumMigrations,
  // Rated games per season and speed, kept by triggers: a board's game count without a long count.
  ...ratedGameCountMigrations,
  // Players per pool, region and day of their last game, kept by triggers: the active count.
  ...ratingActivityMigrations,
  // The flag sweep's column is a bound no flag falls before: a move no longer rewrites it.
  ...earliestFlagMigrations,
});

/** Serves the migrations above to Kysely's Migrator, with the hooks some of them need. */
export const migrationProviderWith = (hooks: MigrationHooks): MigrationProvider => ({
  getMigrations: async () => migrations(hooks),
});

/** The migrations without hooks: enough for a database with no rated game yet. */
export const migrationProvider: MigrationProvider = migrationProviderWith({});
