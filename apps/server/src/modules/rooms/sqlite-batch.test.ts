// Writes asked for together share one commit (group commit: sqlite-batch.ts, and postgres-batch.ts
// when TEST_DATABASE_URL is set); each must still get the outcome it would have had alone, and
// what is stored must be exactly what was written.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestStorage } from '../../../test/test-storage.js';
import { IdentityService } from '../accounts/index.js';
import { openStorage, sqliteOf } from '../../db/database.js';
import { RoomStore, newRoomRow } from './index.js';
import { tablesOf, type Database } from '../../database-schema.js';

const storage = useTestStorage('batch');

async function room(store: RoomStore, code: string, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await store.insert(
    newRoomRow({
      code,
      status: 'active',
      red_user_id: userId,
      black_user_id: null,
      created_at: now,
      started_at: now,
    }),
  );
}

const move = (id: string) => ({ type: 'move', payload: { id }, clientMoveId: id });

describe('writes of one turn', () => {
  it('each get their own outcome: written, conflict, duplicate, and a failure undoes only itself', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const user = await new IdentityService(tablesOf(storage().db), 60_000).createGuest();
    await room(store, 'BATCH1', user.userId);
    await room(store, 'BATCH2', user.userId);
    await room(store, 'BATCH3', user.userId);
    expect((await store.write('BATCH3', 0, { draw_offer: 'red' }, [move('x')])).status).toBe('written');

    // All asked for before any settles.
    const [a, b, c, d] = await Promise.all([
      store.write('BATCH1', 0, { moves: '[[8,12]]' }, [move('a')]),
      store.write('BATCH1', 0, { moves: '[[9,13]]' }, [move('b')]), // same version: loses
      store.write('BATCH2', 0, { moves: '[[10,14]]' }, [move('c')]),
      store.write('BATCH3', 1, { moves: '[[11,15]]' }, [move('x')]), // repeated client move id
    ]);
    // A batch commits its writes in the order asked: of the two rivals, the first lands.
    expect([a.status, b.status, c.status, d.status]).toEqual(['written', 'conflict', 'written', 'duplicate']);
    const loser = 'b';
    expect((await store.find('BATCH1'))?.moves).toBe('[[8,12]]');
    expect((await store.find('BATCH2'))?.version).toBe(1);
    // The duplicate's room update was undone with its events.
    const third = await store.find('BATCH3');
    expect([third?.version, third?.moves, third?.draw_offer]).toEqual([1, '[]', 'red']);
    expect(await store.hasClientMove('BATCH1', loser!)).toBe(false);
    expect((await store.eventsAfter('BATCH1', 0, 10)).map((e) => e.v)).toEqual([1]);
  });
});

describe('what a batch stores', () => {
  it('is the text written, whatever its characters, and a write without events counts too', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const user = await new IdentityService(tablesOf(storage().db), 60_000).createGuest();
    await room(store, 'TEXT01', user.userId);
    await room(store, 'TEXT02', user.userId);
    const odd = `it's "quoted" \\ back\\slash \\' $$dollars$$ E'x' ; -- ünïcödé 😀 \\u0000 \n end`;
    const [first, second, third] = await Promise.all([
      store.write('TEXT01', 0, { players: odd, draw_offer: 'red' }, [
        { type: 'move', payload: { odd }, clientMoveId: `id ${odd}` },
        { type: 'game_update', payload: { n: 2 } },
      ]),
      store.write('TEXT02', 0, { earliest_flag_at: odd }, []),
      store.write('TEXT02', 5, { earliest_flag_at: 'never' }, []), // not at version 5: nothing
    ]);
    expect([first.status, second.status, third.status]).toEqual(['written', 'written', 'conflict']);
    const row = await store.find('TEXT01');
    expect([row?.players, row?.draw_offer, row?.version]).toEqual([odd, 'red', 2]);
    const events = await store.eventsAfter('TEXT01', 0, 10);
    expect(events.map((e) => [e.v, e.message.type])).toEqual([
      [1, 'move'],
      [2, 'game_update'],
    ]);
    expect((events[0]!.message.payload as unknown as { odd: string }).odd).toBe(odd);
    expect(await store.hasClientMove('TEXT01', `id ${odd}`)).toBe(true);
    const other = await store.find('TEXT02');
    expect([other?.earliest_flag_at, other?.version]).toEqual([odd, 0]);
  });
});

describe('a batch beside an open transaction', () => {
  it('is stored on its own: a transaction undone meanwhile does not take the batch with it', async () => {
    const { db } = storage();
    const store = new RoomStore(tablesOf(db));
    const user = await new IdentityService(tablesOf(db), 60_000).createGuest();
    await room(store, 'OPENT1', user.userId);
    await room(store, 'OPENT2', user.userId);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened = (): void => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const undone = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('rooms').set({ draw_offer: 'black' }).where('code', '=', 'OPENT1').execute();
        opened();
        await gate;
        throw new Error('undone on purpose');
      })
      .catch((error: unknown) => error);
    await open;
    const written = store.write('OPENT2', 0, { moves: '[[8,12]]' }, [move('open-1')]);
    let settled = false;
    void written.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // SQLite has one connection: the batch waits for the transaction rather than join it.
    if (sqliteOf(db) !== undefined) expect(settled).toBe(false);
    release();
    expect(await undone).toMatchObject({ message: 'undone on purpose' });
    expect((await written).status).toBe('written');
    expect((await store.find('OPENT1'))?.draw_offer).toBeNull();
    const second = await store.find('OPENT2');
    expect([second?.version, second?.moves]).toEqual([1, '[[8,12]]']);
    expect(await store.hasClientMove('OPENT2', 'open-1')).toBe(true);
  });
});

describe('group commits beside the background checkpoints (SQLite)', () => {
  it('hold for a finishing checkpoint without losing or reordering a write, and the log restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-batch-hold-'));
    const sqlite = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      const store = new RoomStore(tablesOf(sqlite.db));
      const user = await new IdentityService(tablesOf(sqlite.db), 60_000).createGuest();
      const codes = Array.from({ length: 40 }, (_, i) => `HOLD${String(i).padStart(2, '0')}`);
      for (const code of codes) await room(store, code, user.userId);
      const wal = join(dataDir, 'checkers.sqlite-wal');
      // Waves of writes, one per room, each wave asked for at once: ~1,200 pages of log in all.
      let warm = 0;
      for (let wave = 0; wave < 150; wave++) {
        const paths = Array.from({ length: wave + 1 }, (_, i) => `[${i},${i + 4}]`).join(',');
        const outcomes = await Promise.all(
          codes.map((code) => store.write(code, wave, { moves: `[${paths}]` }, [move(`${code}-${wave}`)])),
        );
        expect(outcomes.map((o) => o.status)).toEqual(codes.map(() => 'written'));
        if (wave === 49) warm = statSync(wal).size;
      }
      for (const code of codes) {
        const row = await store.find(code);
        expect(row?.version).toBe(150);
        expect((await store.eventsAfter(code, 0, 200)).map((e) => e.v)).toEqual(
          Array.from({ length: 150 }, (_, i) => i + 1),
        );
      }
      // The last 100 waves wrote ~12,000 pages (~48 MB) of log: it was restarted instead of growing.
      expect(statSync(wal).size - warm).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('go on after a checkpoint another store began finishing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-batch-shared-'));
    const sqlite = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      // Two stores over one file share its checkpoints (the tests make a store each): a write of
      // one must not wait for a flush only the other would have started.
      const first = new RoomStore(tablesOf(sqlite.db));
      const second = new RoomStore(tablesOf(sqlite.db));
      const user = await new IdentityService(tablesOf(sqlite.db), 60_000).createGuest();
      await room(first, 'SHARE1', user.userId);
      const checkpoints = sqliteOf(sqlite.db)!.checkpoints;
      const finishing = checkpoints.finish();
      expect(checkpoints.finishing).toBe(true);
      const written = second.write('SHARE1', 0, { moves: '[[8,12]]' }, [move('s1')]);
      await finishing;
      const outcome = await Promise.race([
        written,
        new Promise((resolve) => setTimeout(() => resolve({ status: 'still waiting' }), 5_000)),
      ]);
      expect(outcome).toMatchObject({ status: 'written' });
      expect((await first.find('SHARE1'))?.version).toBe(1);
    } finally {
      await sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
