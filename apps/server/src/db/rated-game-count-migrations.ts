// How many games were rated per season and speed (0028), kept by triggers on `rated_games` in the
// same transaction as each game's row, whoever writes it. A board's "total games" is then a sum of a
// few rows, where it was a count of every rated game (150,000 rows, 16 ms on PostgreSQL).
// The triggers are counted-by-triggers.ts's.
import { sql, type Kysely, type Migration } from 'kysely';
import { keepCounted, sameColumn } from './counted-by-triggers.js';
import { onPostgres } from './speed-ladder-migrations.js';

export const ratedGameCountMigrations: Record<string, Migration> = {
  '0028_rated_game_counts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rated_game_counts')
        .addColumn('season', 'text', (c) => c.notNull())
        .addColumn('speed', 'text', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rated_game_counts_pk', ['season', 'speed'])
        .execute();
      await sql`INSERT INTO rated_game_counts (season, speed, games)
        SELECT season, speed, count(*) FROM rated_games GROUP BY season, speed`.execute(db);
      await keepCounted(
        db,
        {
          name: 'rated_game_counts',
          source: 'rated_games',
          count: 'games',
          keys: [sameColumn('season'), sameColumn('speed')],
          watched: ['season', 'speed'],
        },
        onPostgres(db),
      );
    },
  },
};
