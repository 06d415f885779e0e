// How many players of a pool and region last played on each day (0029), kept by triggers on
// `ratings` like the rating bands. A board's active players (a game in the last 30 days) are then
// the days after the cut-off's day, summed, plus a count inside that one day from the activity
// index, where they were a count of every active player (tens of thousands of index entries, 16 ms
// on PostgreSQL at 100,000 players). A day is the first 10 characters of the ISO time.
import { sql, type Kysely, type Migration } from 'kysely';
import { onPostgres } from './speed-ladder-migrations.js';

const dayOf = (row: string): string => `substr(${row}.last_game_at, 1, 10)`;

const add = (row: string): string =>
  `INSERT INTO rating_activity (pool, region, day, players) VALUES (${row}.pool, ${row}.region, ${dayOf(row)}, 1)
     ON CONFLICT (pool, day, region) DO UPDATE SET players = rating_activity.players + 1;`;

const remove = (row: string): string =>
  `UPDATE rating_activity SET players = players - 1
     WHERE pool = ${row}.pool AND region = ${row}.region AND day = ${dayOf(row)};`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER rating_activity_insert AFTER INSERT ON ratings BEGIN ${add('NEW')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER rating_activity_delete AFTER DELETE ON ratings BEGIN ${remove('OLD')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER rating_activity_update AFTER UPDATE OF pool, region, last_game_at ON ratings
         WHEN OLD.pool IS NOT NEW.pool OR OLD.region IS NOT NEW.region OR ${dayOf('OLD')} IS NOT ${dayOf('NEW')}
         BEGIN ${remove('OLD')} ${add('NEW')} END`,
    )
    .execute(db);
}

/** Once a statement, over the rows it changed, as the bands' triggers (rating-bucket-migrations.ts). */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const rows = (table: string, delta: number) =>
    `SELECT pool, region, ${dayOf(table)} AS day, ${delta} AS delta FROM ${table}`;
  const triggers: [string, string, string, string][] = [
    ['inserted', 'INSERT', 'REFERENCING NEW TABLE AS added', rows('added', 1)],
    ['deleted', 'DELETE', 'REFERENCING OLD TABLE AS removed', rows('removed', -1)],
    [
      'updated',
      'UPDATE',
      'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
      `${rows('removed', -1)} UNION ALL ${rows('added', 1)}`,
    ],
  ];
  for (const [name, event, transition, moves] of triggers) {
    await sql
      .raw(
        `CREATE FUNCTION rating_activity_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO rating_activity (pool, region, day, players)
             SELECT pool, region, day, sum(delta) FROM (${moves}) AS moves
             GROUP BY pool, day, region HAVING sum(delta) <> 0 ORDER BY pool, day, region
             ON CONFLICT (pool, day, region) DO UPDATE SET players = rating_activity.players + EXCLUDED.players;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER rating_activity_${name} AFTER ${event} ON ratings ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION rating_activity_${name}()`,
      )
      .execute(db);
  }
}

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
      await (onPostgres(db) ? postgresTriggers(db) : sqliteTriggers(db));
    },
  },
};
