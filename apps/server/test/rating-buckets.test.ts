// The rating bands (migration 0025): filled from the ratings already stored, then kept by the
// database's triggers through inserts, re-ratings across and within bands, moves between regions
// and pools, and deletions, always equal to a recount of `ratings`; ratings on a band's edge, just
// under it and under 0 land in the band `ratingBucket` names. From 0027 each band also keeps the
// sum of its ratings, through the same writes; from 0029 the players per day of their last game
// (`rating_activity`) are kept the same way. SQLite, or PostgreSQL under `test:pg`.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, randomInt } from '@checkers/engine';
import { migrationProvider } from '../src/db/migrations.js';
import { bucketCeiling, ratingBucket } from '../src/modules/ratings/index.js';
import { bareDatabase } from './bare-database.js';

let db: Kysely<unknown>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await bareDatabase());
});
afterAll(async () => close());

const migrateTo = async (target: string): Promise<void> => {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(target);
  if (error !== undefined) throw error;
};

const USERS = Array.from({ length: 40 }, (_, i) => `u${String(i).padStart(2, '0')}`);
const REGIONS = ['US', 'EU', 'Asia', 'Other'];
const POOLS = ['global', 'blitz'];
/** Ratings on and around the bands' edges, under 0, and ordinary ones. */
const EDGES = [1500, 1509.9999999999998, 1510, 1499.999, 0, 0.5, -0.25, -12, 9.99, 10, 2345.678];

async function insertRating(user: string, pool: string, rating: number, region: string): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await sql`INSERT INTO ratings (user_id, pool, rating, rd, volatility, peak, games, wins, losses, draws, streak, region, last_game_at)
    VALUES (${user}, ${pool}, ${rating}, 100, 0.06, ${rating}, 1, 1, 0, 0, 1, ${region}, ${at})`.execute(db);
}

/** The bands as stored, without empty ones: "pool|region|bucket" to players. */
async function storedBands(): Promise<Map<string, number>> {
  const { rows } = await sql<{ pool: string; region: string; bucket: number; players: number }>`
    SELECT pool, region, bucket, players FROM rating_buckets WHERE players <> 0`.execute(db);
  return new Map(rows.map((row) => [`${row.pool}|${row.region}|${Number(row.bucket)}`, Number(row.players)]));
}

/** The bands recounted from `ratings` with `ratingBucket`. */
async function recount(): Promise<Map<string, number>> {
  const { rows } = await sql<{ pool: string; region: string; rating: number }>`
    SELECT pool, region, rating FROM ratings`.execute(db);
  const bands = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.pool}|${row.region}|${ratingBucket(Number(row.rating))}`;
    bands.set(key, (bands.get(key) ?? 0) + 1);
  }
  return bands;
}

/** Each band's sum of ratings as stored, and recounted from `ratings`: "pool|region|bucket" to sum. */
async function sums(): Promise<{ stored: Map<string, number>; recounted: Map<string, number> }> {
  const bands = await sql<{ pool: string; region: string; bucket: number; rating_sum: number }>`
    SELECT pool, region, bucket, rating_sum FROM rating_buckets WHERE players <> 0`.execute(db);
  const stored = new Map(
    bands.rows.map((row) => [`${row.pool}|${row.region}|${Number(row.bucket)}`, Number(row.rating_sum)]),
  );
  const ratings = await sql<{ pool: string; region: string; rating: number }>`
    SELECT pool, region, rating FROM ratings`.execute(db);
  const recounted = new Map<string, number>();
  for (const row of ratings.rows) {
    const key = `${row.pool}|${row.region}|${ratingBucket(Number(row.rating))}`;
    recounted.set(key, (recounted.get(key) ?? 0) + Number(row.rating));
  }
  return { stored, recounted };
}

async function expectSumsKept(): Promise<void> {
  const { stored, recounted } = await sums();
  expect([...stored.keys()].sort()).toEqual([...recounted.keys()].sort());
  for (const [key, sum] of recounted) expect(stored.get(key), key).toBeCloseTo(sum, 6);
}

/** Players per "pool|region|day" of their last game, as kept and as recounted; empty days left out. */
async function activity(): Promise<{ kept: Record<string, number>; recounted: Record<string, number> }> {
  const kept = await sql<{ pool: string; region: string; day: string; players: number }>`
    SELECT pool, region, day, players FROM rating_activity WHERE players <> 0`.execute(db);
  const recounted = await sql<{ pool: string; region: string; day: string; players: number }>`
    SELECT pool, region, substr(last_game_at, 1, 10) AS day, count(*) AS players FROM ratings
    GROUP BY pool, region, substr(last_game_at, 1, 10)`.execute(db);
  const byKey = (rows: { pool: string; region: string; day: string; players: number }[]) =>
    Object.fromEntries(rows.map((row) => [`${row.pool}|${row.region}|${row.day}`, Number(row.players)]));
  return { kept: byKey(kept.rows), recounted: byKey(recounted.rows) };
}

describe('rating bands', () => {
  it('name the band of every rating, with exact edges', () => {
    expect([1500, 1509.9999999999998, 1510, 1499.999].map(ratingBucket)).toEqual([150, 150, 151, 149]);
    expect([0, 9.99, 10, -0.25, -12].map(ratingBucket)).toEqual([0, 0, 1, -1, -1]);
    expect(bucketCeiling(150)).toBe(1510);
    expect(bucketCeiling(-1)).toBe(0);
  });

  it('are filled from the ratings stored before them, then kept by every write', async () => {
    await migrateTo('0022_tournaments');
    const at = '2026-01-01T00:00:00.000Z';
    for (const user of USERS)
      await sql`INSERT INTO users (id, kind, display_name, created_at) VALUES (${user}, 'account', ${user}, ${at})`.execute(
        db,
      );
    const random = createRandom(7);
    const ratingAt = (i: number) =>
      EDGES[i % EDGES.length]! + (i >= EDGES.length ? randomInt(random, 900) : 0);
    for (const [i, user] of USERS.slice(0, 20).entries())
      await insertRating(user, POOLS[i % 2]!, ratingAt(i), REGIONS[i % 4]!);

    await migrateTo('0025_rating_buckets');
    expect(await storedBands()).toEqual(await recount());
    // The backfill put the edge ratings where the queries look for them.
    const bands = await storedBands();
    expect(bands.get('global|US|150')).toBe(1);
    expect(bands.get('blitz|EU|150')).toBe(1);
    expect(bands.get('global|Asia|151')).toBe(1);

    for (const [i, user] of USERS.slice(20).entries())
      await insertRating(user, POOLS[i % 2]!, ratingAt(i), REGIONS[(i + 1) % 4]!);
    expect(await storedBands()).toEqual(await recount());

    // Re-ratings within a band and across bands, in both directions, onto the edges and under 0.
    for (let step = 0; step < 120; step++) {
      const user = USERS[randomInt(random, USERS.length)]!;
      const edge = EDGES[randomInt(random, EDGES.length)]!;
      const rating = step % 3 === 0 ? edge : edge + randomInt(random, 40) - 20;
      await sql`UPDATE ratings SET rating = ${rating} WHERE user_id = ${user}`.execute(db);
    }
    expect(await storedBands()).toEqual(await recount());

    // A move to another region, another pool, a change of other columns only, and deletions.
    await sql`UPDATE ratings SET region = 'Other' WHERE user_id IN ('u01', 'u02', 'u03')`.execute(db);
    await sql`UPDATE ratings SET pool = '2026-Q4' WHERE user_id = 'u04'`.execute(db);
    await sql`UPDATE ratings SET games = games + 1, rd = 90`.execute(db);
    await sql`DELETE FROM ratings WHERE user_id IN ('u05', 'u30')`.execute(db);
    expect(await storedBands()).toEqual(await recount());

    // 0027: the sums are filled in, then kept by the same writes, a re-rating inside a band too.
    await migrateTo('0027_rating_bucket_sums');
    expect(await storedBands()).toEqual(await recount());
    await expectSumsKept();
    for (let step = 0; step < 80; step++) {
      const user = USERS[randomInt(random, USERS.length)]!;
      const edge = EDGES[randomInt(random, EDGES.length)]!;
      const rating = step % 4 === 0 ? edge : edge + randomInt(random, 9) / 7;
      await sql`UPDATE ratings SET rating = ${rating} WHERE user_id = ${user}`.execute(db);
    }
    await sql`UPDATE ratings SET rating = rating + 0.25 WHERE pool = 'global'`.execute(db);
    await sql`UPDATE ratings SET region = 'US' WHERE user_id IN ('u06', 'u07')`.execute(db);
    await sql`UPDATE ratings SET games = games + 1`.execute(db);
    await insertRating('u05', 'blitz', 1733.5, 'EU');
    await sql`DELETE FROM ratings WHERE user_id IN ('u08', 'u31')`.execute(db);
    expect(await storedBands()).toEqual(await recount());
    await expectSumsKept();

    // 0029: the players per day of their last game, filled in and kept.
    await sql`UPDATE ratings SET last_game_at = '2026-02-03T10:00:00.000Z' WHERE user_id IN ('u10', 'u11', 'u12')`.execute(
      db,
    );
    await migrateTo('0029_rating_activity');
    let { kept, recounted } = await activity();
    expect(kept).toEqual(recounted);
    expect(Object.values(kept).reduce((a, b) => a + b, 0)).toBe(USERS.length - 3);
    await sql`UPDATE ratings SET last_game_at = '2026-02-04T00:00:00.000Z' WHERE user_id IN ('u10', 'u13')`.execute(
      db,
    );
    await sql`UPDATE ratings SET last_game_at = '2026-02-03T23:59:59.999Z' WHERE user_id = 'u11'`.execute(db);
    await sql`UPDATE ratings SET region = 'Asia' WHERE user_id = 'u12'`.execute(db);
    await sql`UPDATE ratings SET pool = 'blitz' WHERE user_id = 'u14'`.execute(db);
    await sql`UPDATE ratings SET rating = rating + 1, games = games + 1`.execute(db);
    await insertRating('u08', 'global', 1400, 'EU');
    await sql`DELETE FROM ratings WHERE user_id IN ('u15', 'u32')`.execute(db);
    ({ kept, recounted } = await activity());
    expect(kept).toEqual(recounted);
    expect(await storedBands()).toEqual(await recount());
  });
});
