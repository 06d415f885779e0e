// Games started from an ACF three-move ballot (0021): the room keeps the ballot's number, so its
// state, record and PDN name it and a rematch plays it again. Null for a game from the start, and
// for every room made before this migration.
import type { Kysely, Migration } from 'kysely';

export const ballotMigrations: Record<string, Migration> = {
  '0021_ballot_games': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('ballot', 'integer').execute();
    },
  },
};
