// The rated games per season and speed (migration 0028): filled from the games rated before it,
// then kept by the database's triggers through inserts (one at a time and many in one statement),
// a game moved to another speed or season, and deletions, always equal to a recount of
// `rated_games`. SQLite, or PostgreSQL under `test:pg`.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations.js';
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

const SPEEDS = ['overall', 'bullet', 'blitz', 'rapid'];
const SEASONS = ['2026-Q3', '2026-Q4'];

async function rateGames(from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    const code = `G${String(i).padStart(5, '0')}`;
    await sql`INSERT INTO rooms (code, status, initial_fen, moves, version, created_at)
      VALUES (${code}, 'finished', 'B:W21:B1', '[]', 1, '2026-01-01T00:00:00.000Z')`.execute(db);
  }
  // One statement for them all: PostgreSQL's trigger sees every row at once.
  const rows = Array.from({ length: to - from }, (_, k) => {
    const i = from + k;
    return sql`(${`G${String(i).padStart(5, '0')}`}, ${SEASONS[i % 2]}, ${SPEEDS[i % 4]}, '2026-01-01T00:00:00.000Z')`;
  });
  await sql`INSERT INTO rated_games (room_code, season, speed, rated_at) VALUES ${sql.join(rows)}`.execute(
    db,
  );
}

/** "season|speed" to games, as kept and as recounted; empty counts left out. */
async function counts(): Promise<{ kept: Record<string, number>; recounted: Record<string, number> }> {
  const kept = await sql<{ season: string; speed: string; games: number }>`
    SELECT season, speed, games FROM rated_game_counts WHERE games <> 0`.execute(db);
  const recounted = await sql<{ season: string; speed: string; games: number }>`
    SELECT season, speed, count(*) AS games FROM rated_games GROUP BY season, speed`.execute(db);
  const byKey = (rows: { season: string; speed: string; games: number }[]) =>
    Object.fromEntries(rows.map((row) => [`${row.season}|${row.speed}`, Number(row.games)]));
  return { kept: byKey(kept.rows), recounted: byKey(recounted.rows) };
}

describe('rated game counts', () => {
  it('are filled from the games rated before them, then kept by every write', async () => {
    await migrateTo('0027_rating_bucket_sums');
    await rateGames(0, 10);
    await migrateTo('0028_rated_game_counts');
    let { kept, recounted } = await counts();
    expect(kept).toEqual(recounted);
    expect(kept['2026-Q3|overall']).toBe(3);

    await rateGames(10, 30);
    await sql`INSERT INTO rooms (code, status, initial_fen, moves, version, created_at)
      VALUES ('SOLO01', 'finished', 'B:W21:B1', '[]', 1, '2026-01-01T00:00:00.000Z')`.execute(db);
    await sql`INSERT INTO rated_games (room_code, season, speed, rated_at)
      VALUES ('SOLO01', '2026-Q4', 'rapid', '2026-01-02T00:00:00.000Z')`.execute(db);
    await sql`UPDATE rated_games SET speed = 'blitz' WHERE room_code IN ('G00001', 'G00005', 'G00009')`.execute(
      db,
    );
    await sql`UPDATE rated_games SET season = '2026-Q1' WHERE room_code = 'G00002'`.execute(db);
    await sql`UPDATE rated_games SET rated_at = '2026-02-01T00:00:00.000Z'`.execute(db);
    await sql`DELETE FROM rated_games WHERE room_code IN ('G00003', 'G00012', 'SOLO01')`.execute(db);
    ({ kept, recounted } = await counts());
    expect(kept).toEqual(recounted);
    expect(Object.values(kept).reduce((a, b) => a + b, 0)).toBe(28);
  });
});
