// Migration 0020 on a database that already has rated games: it refuses to run without the ratings'
// replay, then replays every timed game, oldest first, into its speed's ladders (all time and the
// season), leaving the untimed games overall only and the overall and season pools as they were.
// SQLite, or PostgreSQL under `test:pg`.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationProvider, migrationProviderWith } from '../src/db/migrations.js';
import { MIGRATION_HOOKS } from '../src/services.js';
import { afterGame, freshStanding, type Standing } from '../src/modules/ratings/index.js';
import { bareDatabase } from './bare-database.js';

let db: Kysely<unknown>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await bareDatabase());
});
afterAll(async () => close());

const BULLET = '{"kind":"clock","initialSeconds":60,"incrementSeconds":0}';
const BLITZ = '{"kind":"clock","initialSeconds":180,"incrementSeconds":2}';
const CORRESPONDENCE = '{"kind":"correspondence","daysPerMove":3}';
const UNTIMED = '{"kind":"untimed"}';

/** Rated games as stored before 0020: [code, red, black, winner, finished at, control]. */
const GAMES: [string, string, string, 'red' | 'black' | null, string, string][] = [
  // Stored out of order: the replay goes by finish time.
  ['G3', 'bob', 'alice', 'red', '2026-03-03T10:00:00.000Z', BULLET],
  ['G1', 'alice', 'bob', 'red', '2026-03-01T10:00:00.000Z', BULLET],
  ['G2', 'alice', 'carol', null, '2026-03-02T10:00:00.000Z', UNTIMED],
  ['G4', 'carol', 'bob', 'red', '2026-04-02T10:00:00.000Z', CORRESPONDENCE],
  ['G5', 'alice', 'carol', 'black', '2026-03-04T10:00:00.000Z', BLITZ],
  ['G6', 'alice', 'bob', null, '2026-03-05T10:00:00.000Z', BULLET],
];
const COUNTRIES: Record<string, string | null> = { alice: 'US', bob: 'FR', carol: null };

async function seedBefore(): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  for (const [user, country] of Object.entries(COUNTRIES)) {
    await sql`INSERT INTO users (id, kind, display_name, created_at) VALUES (${user}, 'account', ${user}, ${at})`.execute(
      db,
    );
    await sql`INSERT INTO accounts (user_id, username, username_key, password_hash, avatar_url, country, role, created_at)
      VALUES (${user}, ${user}, ${user}, 'x', '', ${country}, 'player', ${at})`.execute(db);
    // An overall row the replay must leave alone.
    await sql`INSERT INTO ratings (user_id, pool, rating, rd, volatility, peak, games, wins, losses, draws, streak, region, last_game_at)
      VALUES (${user}, 'global', 1234.5, 99, 0.06, 1300, 4, 2, 1, 1, 0, 'Other', ${at})`.execute(db);
  }
  for (const [code, red, black, winner, finishedAt, control] of GAMES) {
    await sql`INSERT INTO rooms (code, status, red_user_id, black_user_id, initial_fen, moves, version, created_at, finished_at, winner, rated, time_control)
      VALUES (${code}, 'finished', ${red}, ${black}, 'B:W21:B1', '[]', 1, ${at}, ${finishedAt}, ${winner}, 1,
        ${control === UNTIMED ? null : control})`.execute(db);
    await sql`INSERT INTO rated_games (room_code, season, rated_at, time_control)
      VALUES (${code}, ${finishedAt.startsWith('2026-04') ? '2026-Q2' : '2026-Q1'}, ${finishedAt}, ${control})`.execute(
      db,
    );
    for (const [user, opponent, score] of [
      [red, black, winner === null ? 0.5 : winner === 'red' ? 1 : 0],
      [black, red, winner === null ? 0.5 : winner === 'black' ? 1 : 0],
    ] as const) {
      await sql`INSERT INTO rating_changes (room_code, user_id, pool, opponent_id, score, old_rating, new_rating, old_rd, new_rd, opponent_rating, expected_score, played_at)
        VALUES (${code}, ${user}, 'global', ${opponent}, ${score}, 1200, 1200, 350, 350, 1200, 0.5, ${finishedAt})`.execute(
        db,
      );
    }
  }
}

/** The standings the live rating would give the games of `control`, in finishing order. */
function expectedPool(control: string, season?: string): Map<string, Standing> {
  const table = new Map<string, Standing>();
  const games = GAMES.filter((game) => game[5] === control)
    .filter(
      (game) => season === undefined || (game[4].startsWith('2026-04') ? '2026-Q2' : '2026-Q1') === season,
    )
    .sort((a, b) => a[4].localeCompare(b[4]));
  for (const [, red, black, winner] of games) {
    const [r, b] = [table.get(red) ?? freshStanding(), table.get(black) ?? freshStanding()];
    table.set(red, afterGame(r, b, winner === null ? 0.5 : winner === 'red' ? 1 : 0).standing);
    table.set(black, afterGame(b, r, winner === null ? 0.5 : winner === 'black' ? 1 : 0).standing);
  }
  return table;
}

it('needs the replay, then replays the rated games into the speed ladders', async () => {
  expect(
    (await new Migrator({ db, provider: migrationProvider }).migrateTo('0019_aborted_games')).error,
  ).toBeUndefined();
  await seedBefore();
  const refused = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  expect(String(refused.error)).toMatch(/replays the rated games/);

  expect(
    (await new Migrator({ db, provider: migrationProviderWith(MIGRATION_HOOKS) }).migrateToLatest()).error,
  ).toBeUndefined();
  const speeds = await sql<{
    room_code: string;
    speed: string;
  }>`SELECT room_code, speed FROM rated_games ORDER BY room_code`.execute(db);
  expect(speeds.rows.map((row) => [row.room_code, row.speed])).toEqual([
    ['G1', 'bullet'],
    ['G2', 'overall'],
    ['G3', 'bullet'],
    ['G4', 'correspondence'],
    ['G5', 'blitz'],
    ['G6', 'bullet'],
  ]);
  const { rows } = await sql<{
    user_id: string;
    pool: string;
    rating: number;
    rd: number;
    volatility: number;
    games: number;
    wins: number;
    streak: number;
    region: string;
    last_game_at: string;
  }>`SELECT * FROM ratings ORDER BY pool, user_id`.execute(db);
  const byPool = new Map<string, typeof rows>();
  for (const row of rows) byPool.set(row.pool, [...(byPool.get(row.pool) ?? []), row]);
  expect([...byPool.keys()].sort()).toEqual(
    [
      '2026-Q1:bullet',
      '2026-Q1:blitz',
      '2026-Q2:correspondence',
      'blitz',
      'bullet',
      'correspondence',
      'global',
    ].sort(),
  );
  // The overall pool is as it was.
  expect(byPool.get('global')!.map((row) => [row.user_id, row.rating, row.games])).toEqual([
    ['alice', 1234.5, 4],
    ['bob', 1234.5, 4],
    ['carol', 1234.5, 4],
  ]);
  const checks: [string, string, string?][] = [
    ['bullet', BULLET],
    ['2026-Q1:bullet', BULLET, '2026-Q1'],
    ['blitz', BLITZ],
    ['correspondence', CORRESPONDENCE],
    ['2026-Q2:correspondence', CORRESPONDENCE, '2026-Q2'],
  ];
  for (const [pool, control, season] of checks) {
    const expected = expectedPool(control, season);
    const stored = byPool.get(pool)!;
    expect(stored.map((row) => row.user_id).sort()).toEqual([...expected.keys()].sort());
    for (const row of stored) {
      const want = expected.get(row.user_id)!;
      expect(row.rating).toBeCloseTo(want.rating, 9);
      expect(row.rd).toBeCloseTo(want.rd, 9);
      expect(row.volatility).toBeCloseTo(want.volatility, 9);
      expect(Number(row.games)).toBe(want.games);
      expect(Number(row.wins)).toBe(want.wins);
      expect(Number(row.streak)).toBe(want.streak);
      expect(row.region).toBe({ alice: 'US', bob: 'EU', carol: 'Other' }[row.user_id]);
    }
  }
  // Alice's last bullet game was G6.
  expect(byPool.get('bullet')!.find((row) => row.user_id === 'alice')!.last_game_at).toBe(
    '2026-03-05T10:00:00.000Z',
  );
  const changes = await sql<{ pool: string; n: number | string }>`
    SELECT pool, count(*) AS n FROM rating_changes GROUP BY pool ORDER BY pool`.execute(db);
  expect(Object.fromEntries(changes.rows.map((row) => [row.pool, Number(row.n)]))).toEqual({
    '2026-Q1:blitz': 2,
    '2026-Q1:bullet': 6,
    '2026-Q2:correspondence': 2,
    blitz: 2,
    bullet: 6,
    correspondence: 2,
    global: 12,
  });
  // The history of a replayed game: G3, Bob's win over Alice after G1 moved both.
  const g3 = await sql<{ user_id: string; old_rating: number; new_rating: number; opponent_rating: number }>`
    SELECT user_id, old_rating, new_rating, opponent_rating FROM rating_changes
    WHERE room_code = 'G3' AND pool = 'bullet' ORDER BY user_id`.execute(db);
  const g1 = afterGame(freshStanding(), freshStanding(), 1).standing;
  expect(g3.rows[1]!.old_rating).toBeCloseTo(
    afterGame(freshStanding(), freshStanding(), 0).standing.rating,
    9,
  );
  expect(g3.rows[1]!.opponent_rating).toBeCloseTo(g1.rating, 9);
});
