// How many players of a pool and region last played on each day (0029), kept by triggers on
// `ratings` like the rating bands. A board's active players (a game in the last 30 days) are then
// the days after the cut-off's day, summed, plus a count inside that one day from the activity
// index, where they were a count of every active player (tens of thousands of index entries, 16 ms
// on PostgreSQL at 100,000 players). A day is the first 10 characters of the ISO time. The triggers
// are counted-by-triggers.ts's.
import { sql, type Kysely, type Migration } from 'kysely';
import { keepCounted, sameColumn } from './counted-by-triggers.js';
import { onPostgres } from './speed-ladder-migrations.js';

const dayOf = (row: string): string => `substr(${row}.last_game_at, 1, 10)`;

export const ratingActivityMigrations: Record<string, Migration> = {
  '0029_rating_activity': {
    async up(db: Kysely<unknown>) {
      // Keyed pool, day, region: the days after a cut-off are one range of the key on any board.
      await db.schema
        .createTable('rating_activity')
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_activity_pk', ['pool', 'day', 'region'])
        .execute();
      await sql
        .raw(
          `INSERT INTO rating_activity (pool, region, day, players)
             SELECT pool, region, ${dayOf('ratings')}, count(*) FROM ratings
             GROUP BY pool, region, ${dayOf('ratings')}`,
        )
        .execute(db);
      await keepCounted(
        db,
        {
          name: 'rating_activity',
          source: 'ratings',
          count: 'players',
          // The primary key's order: pool, day, region.
          keys: [sameColumn('pool'), { column: 'day', of: dayOf }, sameColumn('region')],
          watched: ['pool', 'region', 'last_game_at'],
        },
        onPostgres(db),
      );
    },
  },
};
