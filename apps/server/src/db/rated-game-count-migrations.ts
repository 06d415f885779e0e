// How many games were rated per season and speed (0028), kept by triggers on `rated_games` in the
// same transaction as each game's row, whoever writes it. A board's "total games" is then a sum of a
// few rows, where it was a count of every rated game (150,000 rows, 16 ms on PostgreSQL).
// PostgreSQL's triggers fire once a statement over the rows it changed, as the rating bands' do
// (rating-bucket-migrations.ts), so a bulk import is one grouped upsert.
import { sql, type Kysely, type Migration } from 'kysely';
import { onPostgres } from './speed-ladder-migrations.js';

const add = (row: string): string =>
  `INSERT INTO rated_game_counts (season, speed, games) VALUES (${row}.season, ${row}.speed, 1)
     ON CONFLICT (season, speed) DO UPDATE SET games = rated_game_counts.games + 1;`;

const remove = (row: string): string =>
  `UPDATE rated_game_counts SET games = games - 1 WHERE season = ${row}.season AND speed = ${row}.speed;`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER rated_game_counts_insert AFTER INSERT ON rated_games BEGIN ${add('NEW')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER rated_game_counts_delete AFTER DELETE ON rated_games BEGIN ${remove('OLD')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER rated_game_counts_update AFTER UPDATE OF season, speed ON rated_games
         WHEN OLD.season IS NOT NEW.season OR OLD.speed IS NOT NEW.speed
         BEGIN ${remove('OLD')} ${add('NEW')} END`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const rows = (table: string, delta: number) => `SELECT season, speed, ${delta} AS delta FROM ${table}`;
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
        `CREATE FUNCTION rated_game_counts_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO rated_game_counts (season, speed, games)
             SELECT season, speed, sum(delta) FROM (${moves}) AS moves
             GROUP BY season, speed HAVING sum(delta) <> 0 ORDER BY season, speed
             ON CONFLICT (season, speed) DO UPDATE SET games = rated_game_counts.games + EXCLUDED.games;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER rated_game_counts_${name} AFTER ${event} ON rated_games ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION rated_game_counts_${name}()`,
      )
      .execute(db);
  }
}

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
      await (onPostgres(db) ? postgresTriggers(db) : sqliteTriggers(db));
    },
  },
};
