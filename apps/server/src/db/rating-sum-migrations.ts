// The rating bands carry the sum of their players' ratings (0027), so a board's player count and
// mean rating are a sum over its bands (a few hundred rows) where they were a read of every
// player's rating (98,000 index entries, 30 ms on PostgreSQL at 100,000 players). The triggers of
// 0025 are replaced by the same ones keeping the sum too; a re-rating inside a band now fires
// them as well (the count stays, the sum moves). A sum of doubles added and taken away drifts by
// far less than the half point that rounding the mean hides.
import { sql, type Kysely, type Migration } from 'kysely';
import { bandOf } from './rating-bucket-migrations.js';
import { onPostgres } from './speed-ladder-migrations.js';

const add = (row: string): string =>
  `INSERT INTO rating_buckets (pool, region, bucket, players, rating_sum)
     VALUES (${row}.pool, ${row}.region, ${bandOf(row, false)}, 1, ${row}.rating)
     ON CONFLICT (pool, bucket, region) DO UPDATE
       SET players = rating_buckets.players + 1, rating_sum = rating_buckets.rating_sum + excluded.rating_sum;`;

const remove = (row: string): string =>
  `UPDATE rating_buckets SET players = players - 1, rating_sum = rating_sum - ${row}.rating
     WHERE pool = ${row}.pool AND region = ${row}.region AND bucket = ${bandOf(row, false)};`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'delete', 'update'])
    await sql.raw(`DROP TRIGGER rating_buckets_${name}`).execute(db);
  await sql
    .raw(`CREATE TRIGGER rating_buckets_insert AFTER INSERT ON ratings BEGIN ${add('NEW')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER rating_buckets_delete AFTER DELETE ON ratings BEGIN ${remove('OLD')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER rating_buckets_update AFTER UPDATE OF pool, region, rating ON ratings
         WHEN OLD.pool IS NOT NEW.pool OR OLD.region IS NOT NEW.region OR OLD.rating IS NOT NEW.rating
         BEGIN ${remove('OLD')} ${add('NEW')} END`,
    )
    .execute(db);
}

/** PostgreSQL's statement triggers of 0025, with each band's net change of the sum beside its count. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const netChange = (moves: string) =>
    `INSERT INTO rating_buckets (pool, region, bucket, players, rating_sum)
       SELECT pool, region, bucket, sum(delta), sum(delta * rating) FROM (${moves}) AS moves
       GROUP BY pool, bucket, region HAVING sum(delta) <> 0 OR sum(delta * rating) <> 0
       ORDER BY pool, bucket, region
       ON CONFLICT (pool, bucket, region) DO UPDATE
         SET players = rating_buckets.players + EXCLUDED.players,
             rating_sum = rating_buckets.rating_sum + EXCLUDED.rating_sum;`;
  const rows = (table: string, delta: number) =>
    `SELECT ${table}.pool, ${table}.region, ${bandOf(table, true)} AS bucket, ${table}.rating, ${delta} AS delta FROM ${table}`;
  const moves: Record<string, string> = {
    inserted: rows('added', 1),
    deleted: rows('removed', -1),
    updated: `${rows('removed', -1)} UNION ALL ${rows('added', 1)}`,
  };
  for (const [name, change] of Object.entries(moves)) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION rating_buckets_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           ${netChange(change)}
           RETURN NULL;
         END $$`,
      )
      .execute(db);
  }
}

export const ratingSumMigrations: Record<string, Migration> = {
  '0027_rating_bucket_sums': {
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      await db.schema
        .alterTable('rating_buckets')
        .addColumn('rating_sum', 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
      // Refilled from the ratings, counts included: the same figures 0025's triggers kept.
      await sql`DELETE FROM rating_buckets`.execute(db);
      await sql
        .raw(
          `INSERT INTO rating_buckets (pool, region, bucket, players, rating_sum)
             SELECT pool, region, ${bandOf('ratings', postgres)}, count(*), sum(rating) FROM ratings
             GROUP BY pool, region, ${bandOf('ratings', postgres)}`,
        )
        .execute(db);
      await (postgres ? postgresTriggers(db) : sqliteTriggers(db));
    },
  },
};
