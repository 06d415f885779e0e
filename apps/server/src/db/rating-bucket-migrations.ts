// How many players each pool holds per 10-point band of rating and per region (0025), kept by the
// database itself: triggers on `ratings` move a player's count whenever a row is inserted, deleted,
// re-rated or moved to another region, in the same transaction, whoever writes it (the ratings
// module, a migration's replay, a bulk import). A rank is then the players of the bands above, a
// few hundred rows at most, plus a count within the player's own band, where a count down the
// rating index alone grows with the rank: 100,000 players deep is a 100,000-entry count.
//
// A band is the whole part of the rating divided by 10, in integers on both databases (so the
// band's edges are exact: band b holds ratings from 10b up to but not including 10b + 10); every
// rating under 0 shares band -1. `ratingBucket` here is the same function for the queries.
import { sql, type Kysely, type Migration } from 'kysely';
import { onPostgres } from './speed-ladder-migrations.js';

/** Rating points per band. */
export const RATING_BUCKET_WIDTH = 10;

/** The band of a rating: the same as the triggers' `band(rating)`. */
export function ratingBucket(rating: number): number {
  return rating < 0 ? -1 : Math.floor(Math.trunc(rating) / RATING_BUCKET_WIDTH);
}

/** The lowest rating above a band: every rating of the band is under it. */
export function bucketCeiling(bucket: number): number {
  return (bucket + 1) * RATING_BUCKET_WIDTH;
}

/** The band of a `ratings` row in SQL (`NEW` or `OLD` in a trigger, the table in the backfill). */
export const bandOf = (row: string, postgres: boolean): string =>
  postgres
    ? `(CASE WHEN ${row}.rating < 0 THEN -1 ELSE trunc(${row}.rating)::bigint / ${RATING_BUCKET_WIDTH} END)`
    : `(CASE WHEN ${row}.rating < 0 THEN -1 ELSE CAST(${row}.rating AS INTEGER) / ${RATING_BUCKET_WIDTH} END)`;

// SQLite's triggers, a row at a time: a band's count up or down, and a move between two.
const add = (row: string): string =>
  `INSERT INTO rating_buckets (pool, region, bucket, players)
     VALUES (${row}.pool, ${row}.region, ${bandOf(row, false)}, 1)
     ON CONFLICT (pool, bucket, region) DO UPDATE SET players = rating_buckets.players + 1;`;

const remove = (row: string): string =>
  `UPDATE rating_buckets SET players = players - 1
     WHERE pool = ${row}.pool AND region = ${row}.region AND bucket = ${bandOf(row, false)};`;

/** The same band of the same pool and region before and after an update: nothing to move. */
const moved = (): string =>
  `NOT (OLD.pool = NEW.pool AND OLD.region = NEW.region AND ${bandOf('OLD', false)} = ${bandOf('NEW', false)})`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER rating_buckets_insert AFTER INSERT ON ratings BEGIN ${add('NEW')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER rating_buckets_delete AFTER DELETE ON ratings BEGIN ${remove('OLD')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER rating_buckets_update AFTER UPDATE OF pool, region, rating ON ratings
         WHEN ${moved()}
         BEGIN ${remove('OLD')} ${add('NEW')} END`,
    )
    .execute(db);
}

/**
 * PostgreSQL's triggers fire once a statement, over the rows it changed (transition tables): a bulk
 * insert of a ladder is one grouped upsert, not a function call a row. Each adds the net change per
 * band, in band order.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const netChange = (moves: string) =>
    `INSERT INTO rating_buckets (pool, region, bucket, players)
       SELECT pool, region, bucket, sum(delta) FROM (${moves}) AS moves
       GROUP BY pool, bucket, region HAVING sum(delta) <> 0 ORDER BY pool, bucket, region
       ON CONFLICT (pool, bucket, region) DO UPDATE SET players = rating_buckets.players + EXCLUDED.players;`;
  const rows = (table: string, delta: number) =>
    `SELECT ${table}.pool, ${table}.region, ${bandOf(table, true)} AS bucket, ${delta} AS delta FROM ${table}`;
  const triggers: [string, string, string][] = [
    ['inserted', 'INSERT', `REFERENCING NEW TABLE AS added`],
    ['deleted', 'DELETE', `REFERENCING OLD TABLE AS removed`],
    ['updated', 'UPDATE', `REFERENCING OLD TABLE AS removed NEW TABLE AS added`],
  ];
  const moves: Record<string, string> = {
    inserted: rows('added', 1),
    deleted: rows('removed', -1),
    updated: `${rows('removed', -1)} UNION ALL ${rows('added', 1)}`,
  };
  for (const [name, event, transition] of triggers) {
    await sql
      .raw(
        `CREATE FUNCTION rating_buckets_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           ${netChange(moves[name]!)}
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER rating_buckets_${name} AFTER ${event} ON ratings ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION rating_buckets_${name}()`,
      )
      .execute(db);
  }
}

export const ratingBucketMigrations: Record<string, Migration> = {
  '0025_rating_buckets': {
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      // Keyed pool, band, region: the bands above a rating are one range of the key on any board.
      await db.schema
        .createTable('rating_buckets')
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('bucket', 'integer', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_buckets_pk', ['pool', 'bucket', 'region'])
        .execute();
      await sql
        .raw(
          `INSERT INTO rating_buckets (pool, region, bucket, players)
             SELECT pool, region, ${bandOf('ratings', postgres)}, count(*) FROM ratings
             GROUP BY pool, region, ${bandOf('ratings', postgres)}`,
        )
        .execute(db);
      await (postgres ? postgresTriggers(db) : sqliteTriggers(db));
    },
  },
};
