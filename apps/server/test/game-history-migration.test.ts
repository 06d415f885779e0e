// Migration 0016 on a database that already has games: each room's speed is its time control's, the
// untimed rooms stay untimed, and no room has kept players (they show as they are now). SQLite, or
// PostgreSQL under `test:pg`.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations.js';
import { bareDatabase } from './bare-database.js';

let db: Kysely<unknown>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await bareDatabase());
});
afterAll(async () => close());

it('gives the rooms before it their speed, and keeps no players for them', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0015_rated_pair_slots')).error).toBeUndefined();
  const rooms: [string, string | null][] = [
    ['OLD001', null],
    ['OLD002', '{"kind":"clock","initialSeconds":60,"incrementSeconds":0}'],
    ['OLD003', '{"kind":"clock","initialSeconds":180,"incrementSeconds":2}'],
    ['OLD004', '{"kind":"clock","initialSeconds":180,"incrementSeconds":2}'],
    ['OLD005', '{"kind":"clock","initialSeconds":900,"incrementSeconds":10}'],
    ['OLD006', '{"kind":"clock","initialSeconds":3600,"incrementSeconds":30}'],
    ['OLD007', '{"kind":"correspondence","daysPerMove":3}'],
  ];
  for (const [code, control] of rooms) {
    await sql`INSERT INTO rooms (code, status, initial_fen, moves, version, created_at, time_control)
      VALUES (${code}, 'finished', 'B:W21:B1', '[]', 1, '2026-01-01T00:00:00.000Z', ${control})`.execute(db);
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const { rows } = await sql<{
    code: string;
    speed: string;
    players: string | null;
  }>`SELECT code, speed, players FROM rooms ORDER BY code`.execute(db);
  expect(rows.map((row) => [row.code, row.speed, row.players])).toEqual([
    ['OLD001', 'untimed', null],
    ['OLD002', 'bullet', null],
    ['OLD003', 'blitz', null],
    ['OLD004', 'blitz', null],
    ['OLD005', 'rapid', null],
    ['OLD006', 'classical', null],
    ['OLD007', 'correspondence', null],
  ]);
});
