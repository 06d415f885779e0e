// Migration 0030 on a database with games under way: a running clock's stored deadline becomes a flag
// bound already passed, so the first sweep checks every such game and writes its bound; a finished or
// untimed game keeps none. SQLite, or PostgreSQL under `test:pg`.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHECK_AT_ONCE } from '../src/db/earliest-flag-migrations.js';
import { migrationProvider } from '../src/db/migrations.js';
import { bareDatabase } from './bare-database.js';

let db: Kysely<unknown>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await bareDatabase());
});
afterAll(async () => close());

it('sets every running clock to be checked by the first sweep', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0029_rating_activity')).error).toBeUndefined();
  const control = '{"kind":"clock","initialSeconds":180,"incrementSeconds":2}';
  const rooms: [string, string, string | null, string | null][] = [
    ['RUN001', 'active', control, '2030-01-01T00:03:00.000Z'],
    ['RUN002', 'active', control, '2030-01-01T00:01:00.000Z'],
    ['END001', 'finished', control, null],
    ['UNT001', 'active', null, null],
  ];
  for (const [code, status, timeControl, deadline] of rooms) {
    await sql`INSERT INTO rooms (code, status, initial_fen, moves, version, created_at, time_control, clock_deadline)
      VALUES (${code}, ${status}, 'B:W21:B1', '[]', 1, '2026-01-01T00:00:00.000Z', ${timeControl}, ${deadline})`.execute(
      db,
    );
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const { rows } = await sql<{
    code: string;
    earliest_flag_at: string | null;
  }>`SELECT code, earliest_flag_at FROM rooms ORDER BY code`.execute(db);
  expect(rows.map((row) => [row.code, row.earliest_flag_at])).toEqual([
    ['END001', null],
    ['RUN001', CHECK_AT_ONCE],
    ['RUN002', CHECK_AT_ONCE],
    ['UNT001', null],
  ]);
  // The sweep's candidates, soonest bound first.
  const { rows: due } = await sql<{ code: string }>`SELECT code FROM rooms
    WHERE earliest_flag_at <= ${'2026-06-01T00:00:00.000Z'} AND status = 'active' ORDER BY earliest_flag_at, code`.execute(
    db,
  );
  expect(due.map((row) => row.code)).toEqual(['RUN001', 'RUN002']);
});
