// A challenge's game terms (0018): `time_control`, the clock the game will have, as JSON like the
// rooms' column (null: untimed, as every challenge before), and `color`, the colour the challenger
// asked for (`random`, `red` or `black`; earlier challenges were all random).
import type { Kysely, Migration } from 'kysely';

export const challengeTermsMigrations: Record<string, Migration> = {
  '0018_challenge_terms': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('challenges').addColumn('time_control', 'text').execute();
      await db.schema
        .alterTable('challenges')
        .addColumn('color', 'text', (c) => c.notNull().defaultTo('random'))
        .execute();
    },
  },
};
