// A tournament game's start, written before its room is (0023). Kept apart from migrations.ts only
// for size; the provider there serves it with the others, in name order.
//
// `tournament_starts`: each game a tournament's director decided on (a Swiss round's pairings, a
// replay or second leg, an arena's pair), with the room code chosen for it, until the game is
// recorded or given up. A Swiss round's pairings are written in the transaction that moves the round
// on, an arena pair's in the one that claims the two players, so a node dying before every room is
// made leaves the rest for the next director to start; `(tournament_id, slot)` is the key that
// keeps the same game from being decided twice.
import type { Kysely, Migration } from 'kysely';

export const tournamentStartMigrations: Record<string, Migration> = {
  '0023_tournament_starts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tournament_starts')
        .addColumn('tournament_id', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('room_code', 'text', (c) => c.notNull().unique())
        .addColumn('round', 'integer')
        .addColumn('red_id', 'text', (c) => c.notNull())
        .addColumn('black_id', 'text', (c) => c.notNull())
        .addColumn('ballot', 'integer')
        .addColumn('planned_at', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('tournament_starts_pk', ['tournament_id', 'slot'])
        .execute();
      await db.schema
        .createIndex('tournament_starts_state')
        .on('tournament_starts')
        .columns(['tournament_id', 'state'])
        .execute();
    },
  },
};
