// The seeded ladder is consistent: every ratings row is what its rating_changes give, counts add
// up, and the same seed gives the same ladder. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../src/db/database.js';
import { verifyPassword } from '../src/modules/accounts/index.js';
import { seedLadder, SEEDED_PASSWORD, type SeededLadder } from './ladder-seed.js';
import { freshDatabase, type TestDatabase } from './pg.js';
import type { Database } from '../src/database-schema.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');

interface Opened {
  readonly storage: Storage<Database>;
  close(): Promise<void>;
}

async function openEmpty(): Promise<Opened> {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkers-ladder-'));
  const database: TestDatabase | undefined = await freshDatabase();
  const storage = await openStorage<Database>({ databaseUrl: database?.url, dataDir });
  return {
    storage,
    close: async () => {
      await storage.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('seedLadder', () => {
  let opened: Opened;
  let ladder: SeededLadder;

  beforeAll(async () => {
    opened = await openEmpty();
    ladder = await seedLadder(opened.storage.db, {
      accounts: 500,
      games: 900,
      seed: 42,
      now: NOW,
      friendsOf: 5,
      snapshotYesterday: true,
    });
  });
  afterAll(() => opened.close());

  it('stores every ratings row as its history gives it', async () => {
    const { db } = opened.storage;
    const ratings = await db.selectFrom('ratings').selectAll().execute();
    const changes = await db.selectFrom('rating_changes').selectAll().orderBy('played_at').execute();
    const history = new Map<string, typeof changes>();
    for (const change of changes) {
      const key = `${change.pool} ${change.user_id}`;
      history.set(key, [...(history.get(key) ?? []), change]);
    }
    expect(ratings.length).toBe(history.size);
    for (const row of ratings) {
      const mine = history.get(`${row.pool} ${row.user_id}`) ?? [];
      const last = mine[mine.length - 1];
      expect(last?.new_rating).toBe(row.rating);
      expect(last?.new_rd).toBe(row.rd);
      expect(last?.played_at).toBe(row.last_game_at);
      expect(row.games).toBe(mine.length);
      expect(row.wins + row.losses + row.draws).toBe(row.games);
      expect(row.wins).toBe(mine.filter((c) => c.score === 1).length);
      expect(row.draws).toBe(mine.filter((c) => c.score === 0.5).length);
      expect(row.peak).toBeGreaterThanOrEqual(row.rating);
      expect(row.peak).toBe(Math.max(1200, ...mine.map((c) => c.new_rating)));
      // Each change starts where the one before ended.
      for (let i = 1; i < mine.length; i++) expect(mine[i]?.old_rating).toBe(mine[i - 1]?.new_rating);
    }
  });

  it('rates every finished rated room once, in the global pool, its season and its speed', async () => {
    const { db } = opened.storage;
    const rooms = await db.selectFrom('rooms').select(['code', 'status', 'rated']).execute();
    const rated = await db.selectFrom('rated_games').select(['room_code', 'season']).execute();
    expect(rooms).toHaveLength(900);
    expect(rooms.every((room) => room.status === 'finished' && room.rated === 1)).toBe(true);
    expect(rated).toHaveLength(900);
    const perRoom = await db
      .selectFrom('rating_changes')
      .select(['room_code', db.fn.countAll<number>().as('n')])
      .groupBy('room_code')
      .execute();
    expect(perRoom).toHaveLength(900);
    // Two players in the global pool and the season's; a timed game in its speed's two pools too.
    const untimed = await db
      .selectFrom('rated_games')
      .select('room_code')
      .where('speed', '=', 'overall')
      .execute();
    const untimedCodes = new Set(untimed.map((row) => row.room_code));
    expect(untimedCodes.size).toBe(150);
    for (const row of perRoom) expect(Number(row.n)).toBe(untimedCodes.has(row.room_code) ? 4 : 8);
    expect(ladder.pools.bullet?.games).toBe(150);
    expect(ladder.pools.global?.games).toBe(900);
    expect(
      (ladder.pools[ladder.currentSeason]?.games ?? 0) + (ladder.pools[ladder.previousSeason]?.games ?? 0),
    ).toBe(900);
  });

  it('makes valid accounts, some of them without games', async () => {
    const { db } = opened.storage;
    const accounts = await db
      .selectFrom('accounts')
      .select(['username', 'username_key', 'password_hash'])
      .execute();
    expect(accounts).toHaveLength(500);
    expect(new Set(accounts.map((a) => a.username.toLowerCase())).size).toBe(500);
    expect(accounts.every((a) => /^[A-Za-z0-9_-]{3,20}$/.test(a.username))).toBe(true);
    expect(accounts.every((a) => a.username_key === a.username.toLowerCase())).toBe(true);
    expect(await verifyPassword(SEEDED_PASSWORD, accounts[0]?.password_hash ?? '')).toBe(true);
    const idle = ladder.named.noGames;
    expect(idle).toBeDefined();
    const idleRatings = await db
      .selectFrom('ratings')
      .select('pool')
      .where('user_id', '=', idle?.id ?? '')
      .execute();
    expect(idleRatings).toHaveLength(0);
    const online = await db
      .selectFrom('users')
      .select('id')
      .where('last_seen_at', '>=', new Date(NOW.getTime() - 5 * 60_000).toISOString())
      .execute();
    expect(online.length).toBeGreaterThan(0);
  });

  it('orders the named players by global rating', () => {
    const { top, median, bottom } = ladder.named;
    expect(top.rating).toBeGreaterThan(median.rating ?? 0);
    expect(median.rating).toBeGreaterThan(bottom.rating ?? 0);
  });

  it('writes ranks of yesterday from 1 up, overall and per region', async () => {
    const { db } = opened.storage;
    expect(ladder.snapshotDay).toBe('2026-11-22');
    for (const pool of ['global', ladder.currentSeason]) {
      const rows = await db.selectFrom('rank_snapshots').selectAll().where('pool', '=', pool).execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.day === '2026-11-22')).toBe(true);
      expect(rows.map((row) => row.rank).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('stores the friendships it reports, all accepted', async () => {
    const rows = await opened.storage.db.selectFrom('friendships').selectAll().execute();
    expect(rows).toHaveLength(ladder.friendships.length);
    expect(rows.length).toBeGreaterThanOrEqual(5 * 5);
    expect(rows.every((row) => row.status === 'accepted')).toBe(true);
  });

  it('gives the same ladder for the same seed', async () => {
    const again = await openEmpty();
    try {
      const copy = await seedLadder(again.storage.db, {
        accounts: 500,
        games: 900,
        seed: 42,
        now: NOW,
        friendsOf: 5,
        snapshotYesterday: true,
      });
      expect(copy).toEqual(ladder);
    } finally {
      await again.close();
    }
  });
});
