// Migrations, in code so the server runs them at start-up with no files to ship. Each is written
// with Kysely's schema builder so the same migration runs on SQLite and PostgreSQL.
import { type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
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
};

/** Serves the migrations above to Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
