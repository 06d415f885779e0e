// Tournaments (0022). Kept apart from migrations.ts only for size; the provider there serves it with
// the others, in name order.
//
// `tournaments`: each arena or Swiss event, its settings and where it stands; `schedule_key` is
// unique so the recurring arenas are made once whichever node gets there first. `tournament_players`:
// who joined (a withdrawn player keeps its score), the rating pairing reads, and for an arena since
// when the player waits. `tournament_games`: each game's room, round, seats, ballot and result.
// `tournament_byes`: the Swiss byes, one per player at most.
import type { Kysely, Migration } from 'kysely';

export const tournamentMigrations: Record<string, Migration> = {
  '0022_tournaments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tournaments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('time_control', 'text', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('ballots', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text')
        .addColumn('rounds', 'integer')
        .addColumn('round', 'integer')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('scheduled', 'integer', (c) => c.notNull())
        .addColumn('schedule_key', 'text', (c) => c.unique())
        .addColumn('winner_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('tournaments_status')
        .on('tournaments')
        .columns(['status', 'starts_at'])
        .execute();
      await db.schema
        .createTable('tournament_players')
        .addColumn('tournament_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('withdrawn', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('waiting_since', 'text')
        .addPrimaryKeyConstraint('tournament_players_pk', ['tournament_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('tournament_players_user')
        .on('tournament_players')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('tournament_games')
        .addColumn('room_code', 'text', (c) => c.primaryKey())
        .addColumn('tournament_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer')
        .addColumn('red_id', 'text', (c) => c.notNull())
        .addColumn('black_id', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('ballot', 'integer')
        .addColumn('aborted', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('tournament_games_tournament')
        .on('tournament_games')
        .columns(['tournament_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('tournament_games_open')
        .on('tournament_games')
        .column('ended_at')
        .execute();
      await db.schema
        .createTable('tournament_byes')
        .addColumn('tournament_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('tournament_byes_pk', ['tournament_id', 'user_id'])
        .execute();
    },
  },
};
