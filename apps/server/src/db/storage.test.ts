// The storage suite: runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set
// (`npm run test:pg`). It checks what the game server relies on from the database: migrations,
// versioned writes that exactly one racer wins, unique client move ids, spectator caps, and
// tokens kept only as hashes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/pg.js';
import { hashToken } from '../lib/tokens.js';
import { IdentityService } from '../modules/accounts/index.js';
import { RoomStore, newRoomRow } from '../modules/rooms/index.js';
import type { RoomRow } from '../modules/rooms/index.js';
import { openStorage, type Storage } from './database.js';
import { tablesOf, type Database } from '../database-schema.js';

let storage: Storage<Database>;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'checkers-storage-'));
const options = (): { databaseUrl: string | undefined; dataDir: string } => ({
  databaseUrl: database?.url,
  dataDir,
});

beforeAll(async () => {
  database = await freshDatabase();
  storage = await openStorage<Database>(options());
});
afterAll(async () => {
  await storage.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
async function newRoom(store: RoomStore, userId: string): Promise<RoomRow> {
  const row: RoomRow = newRoomRow({
    code: `T${String(++counter).padStart(5, '0')}`,
    status: 'active',
    red_user_id: userId,
    black_user_id: null,
    created_at: new Date().toISOString(),
  });
  expect(await store.insert(row)).toBe(true);
  return row;
}

describe(`storage (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('uses the dialect asked for and runs migrations again without harm', async () => {
    expect(storage.dialect).toBe(database === undefined ? 'sqlite' : 'postgres');
    const again = await openStorage<Database>(options());
    await again.close();
  });

  it('keeps tokens only as hashes and tells valid, expired and unknown tokens apart', async () => {
    const identities = new IdentityService(tablesOf(storage.db), 60_000);
    const guest = await identities.createGuest();
    const rows = await storage.db
      .selectFrom('tokens')
      .selectAll()
      .where('user_id', '=', guest.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(guest.token));
    expect(JSON.stringify(rows)).not.toContain(guest.token);
    expect(await identities.lookup(guest.token)).toMatchObject({ status: 'valid' });
    const other = `${guest.token.slice(0, -1)}${guest.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await identities.lookup(other)).toEqual({ status: 'unknown' });
    const shortLived = new IdentityService(tablesOf(storage.db), -1);
    const old = await shortLived.createGuest();
    expect(await identities.lookup(old.token)).toEqual({ status: 'expired' });
  });

  it('refuses a second room with the same code', async () => {
    const store = new RoomStore(tablesOf(storage.db));
    const user = await new IdentityService(tablesOf(storage.db), 60_000).createGuest();
    const row = await newRoom(store, user.userId);
    expect(await store.insert({ ...row })).toBe(false);
  });

  it('lets exactly one of two racing writers apply a change, and appends its events', async () => {
    const store = new RoomStore(tablesOf(storage.db));
    const user = await new IdentityService(tablesOf(storage.db), 60_000).createGuest();
    const row = await newRoom(store, user.userId);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store.write(row.code, 0, { draw_offer: 'red' }, [{ type: 'game_update', payload: { name } }]),
      ),
    );
    expect(results.filter((r) => r.status === 'written')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'conflict')).toHaveLength(2);
    expect((await store.find(row.code))?.version).toBe(1);
    expect(await store.eventsAfter(row.code, 0, 10)).toHaveLength(1);
  });

  it('applies a client move id once: a second write with it is a duplicate and changes nothing', async () => {
    const store = new RoomStore(tablesOf(storage.db));
    const user = await new IdentityService(tablesOf(storage.db), 60_000).createGuest();
    const row = await newRoom(store, user.userId);
    const first = await store.write(row.code, 0, { moves: '[[9,13]]' }, [
      { type: 'move', payload: {}, clientMoveId: 'm1' },
      { type: 'game_update', payload: {} },
    ]);
    expect(first).toMatchObject({ status: 'written', version: 2 });
    const second = await store.write(row.code, 2, { moves: '[[9,13],[9,13]]' }, [
      { type: 'move', payload: {}, clientMoveId: 'm1' },
    ]);
    expect(second).toEqual({ status: 'duplicate' });
    const after = await store.find(row.code);
    expect(after).toMatchObject({ version: 2, moves: '[[9,13]]' });
    expect(await store.hasClientMove(row.code, 'm1')).toBe(true);
    expect(await store.hasClientMove(row.code, 'm2')).toBe(false);
  });

  it('returns events in order, after a version, up to a limit', async () => {
    const store = new RoomStore(tablesOf(storage.db));
    const user = await new IdentityService(tablesOf(storage.db), 60_000).createGuest();
    const row = await newRoom(store, user.userId);
    let version = 0;
    for (let i = 0; i < 5; i++) {
      const written = await store.write(row.code, version, {}, [{ type: 'game_update', payload: { i } }]);
      expect(written.status).toBe('written');
      version += 1;
    }
    const events = await store.eventsAfter(row.code, 1, 3);
    expect(events.map((e) => e.v)).toEqual([2, 3, 4]);
    expect(events.map((e) => e.message)).toEqual([
      { type: 'game_update', payload: { i: 1 }, v: 2 },
      { type: 'game_update', payload: { i: 2 }, v: 3 },
      { type: 'game_update', payload: { i: 3 }, v: 4 },
    ]);
  });

  it('never seats more spectators than the cap, even when they arrive together', async () => {
    const store = new RoomStore(tablesOf(storage.db));
    const identities = new IdentityService(tablesOf(storage.db), 60_000);
    const host = await identities.createGuest();
    const row = await newRoom(store, host.userId);
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => identities.createGuest()));
    const added = await Promise.all(guests.map((g) => store.addSpectator(row.code, g.userId, 2)));
    expect(added.filter(Boolean)).toHaveLength(2);
    expect(await store.addSpectator(row.code, guests[added.indexOf(true)]!.userId, 2)).toBe(true);
  });
});
