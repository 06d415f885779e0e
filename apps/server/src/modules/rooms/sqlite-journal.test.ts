// Writes asked for together share one journal write on SQLite (sqlite-journal.ts) and one commit on
// PostgreSQL (postgres-batch.ts, when TEST_DATABASE_URL is set); each must still get the outcome it
// would have had alone, and what is stored must be exactly what was written. On SQLite, what only
// plays waits in the journal: the store reads it from there, its next tick or a settle puts it in the
// tables, and a process killed before that loses none of it.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestStorage } from '../../../test/test-storage.js';
import { IdentityService } from '../accounts/index.js';
import { openStorage, sqliteOf, type Storage } from '../../db/database.js';
import { appendedTo, journalOf, type JournalPacing } from './sqlite-journal.js';
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

/** A journaled move of `code` from `expectedVersion`, setting `moves`, with one event carrying `id`. */
const journaledMove = (code: string, expectedVersion: number, moves: string, id: string) => ({
  code,
  expectedVersion,
  version: expectedVersion + 1,
  changes: { moves },
  events: [
    {
      room_code: code,
      v: expectedVersion + 1,
      type: 'move',
      payload: '{}',
      client_move_id: id,
      created_at: new Date().toISOString(),
    },
  ],
});

/**
 * The journal of a fresh SQLite folder, opened with `pacing` (the store made here shares it), and
 * ten rooms `<prefix>0`..`<prefix>9` of one guest.
 */
async function pacedJournal(sqlite: Storage<Database>, pacing: JournalPacing, prefix: string) {
  const { file, checkpoints, beforeClose } = sqliteOf(sqlite.db)!;
  const journal = journalOf(
    tablesOf(sqlite.db),
    file,
    checkpoints,
    (close) => beforeClose.push(close),
    pacing,
  );
  const store = new RoomStore(tablesOf(sqlite.db));
  const user = await new IdentityService(tablesOf(sqlite.db), 60_000).createGuest();
  const codes = Array.from({ length: 10 }, (_, i) => `${prefix}${i}`);
  for (const code of codes) await room(store, code, user.userId);
  return { journal, store, codes };
}

describe('what a line holds of a list a move appends to', () => {
  it('is what was appended after the last bracket, or nothing when the list did not grow by appending', () => {
    expect(appendedTo('[]', '[[9,13]]')).toBe('[9,13]]');
    expect(appendedTo('[[9,13]]', '[[9,13],[22,18]]')).toBe(',[22,18]]');
    expect(appendedTo('[[9,13]]', '[[9,14],[22,18]]')).toBeUndefined();
    expect(appendedTo('[[9,13]]', '[[9,13]]')).toBeUndefined();
    expect(appendedTo('[[9,13]]', '[]')).toBeUndefined();
    expect(appendedTo('{"a":1}', '{"a":1,"b":2}')).toBeUndefined();
    expect(appendedTo(null, '[[9,13]]')).toBeUndefined();
  });
});

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
    await room(store, 'OPENT3', user.userId);
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
    // A move needs only the journal; a game ending needs the tables, whose one connection is busy.
    const played = store.write('OPENT2', 0, { moves: '[[8,12]]' }, [move('open-1')]);
    const ended = store.write('OPENT3', 0, { status: 'finished', winner: 'red' }, [move('open-2')]);
    let settled = false;
    void ended.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (sqliteOf(db) !== undefined) {
      expect((await Promise.race([played, Promise.resolve({ status: 'waiting' })])).status).toBe('written');
      expect(settled).toBe(false);
    }
    release();
    expect(await undone).toMatchObject({ message: 'undone on purpose' });
    expect((await played).status).toBe('written');
    expect((await ended).status).toBe('written');
    expect((await store.find('OPENT1'))?.draw_offer).toBeNull();
    const second = await store.find('OPENT2');
    expect([second?.version, second?.moves]).toEqual([1, '[[8,12]]']);
    expect(await store.hasClientMove('OPENT2', 'open-1')).toBe(true);
    const third = await db.selectFrom('rooms').selectAll().where('code', '=', 'OPENT3').executeTakeFirst();
    expect([third?.status, third?.version]).toEqual(['finished', 1]);
  });
});

describe('the journal (SQLite)', () => {
  const stored = (db: Storage<Database>['db'], code: string) =>
    db.selectFrom('rooms').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  // The file's storage is PostgreSQL when TEST_DATABASE_URL is set: no journal there.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers moves from memory until a settle writes them to the tables, a room once',
    async () => {
      const { db } = storage();
      const store = new RoomStore(tablesOf(db));
      const user = await new IdentityService(tablesOf(db), 60_000).createGuest();
      await room(store, 'JRNL01', user.userId);
      for (let v = 0; v < 5; v++) {
        const paths = Array.from({ length: v + 1 }, (_, i) => `[${i},${i + 4}]`).join(',');
        expect((await store.write('JRNL01', v, { moves: `[${paths}]` }, [move(`j-${v}`)])).status).toBe(
          'written',
        );
      }
      // Not in the table yet: the row is where it was, and no event is there.
      expect((await stored(db, 'JRNL01')).version).toBe(0);
      expect(
        await db.selectFrom('game_events').select('v').where('room_code', '=', 'JRNL01').execute(),
      ).toEqual([]);
      // The store reads through the journal.
      const row = await store.find('JRNL01');
      expect([row?.version, row?.moves]).toEqual([5, '[[0,4],[1,5],[2,6],[3,7],[4,8]]']);
      expect((await store.eventsAfter('JRNL01', 2, 10)).map((e) => e.v)).toEqual([3, 4, 5]);
      expect((await store.eventsAfter('JRNL01', 0, 2)).map((e) => e.v)).toEqual([1, 2]);
      expect(await store.hasClientMove('JRNL01', 'j-3')).toBe(true);
      expect((await store.liveRooms(500)).find((r) => r.code === 'JRNL01')?.version).toBe(5);
      // A stale version and a repeated move are refused from the journal too.
      expect((await store.write('JRNL01', 4, { moves: '[]' }, [move('j-9')])).status).toBe('conflict');
      expect((await store.write('JRNL01', 5, { moves: '[]' }, [move('j-2')])).status).toBe('duplicate');

      await store.settle();
      const table = await stored(db, 'JRNL01');
      expect([table.version, table.moves]).toEqual([5, row?.moves]);
      const events = await db
        .selectFrom('game_events')
        .select(['v', 'client_move_id'])
        .where('room_code', '=', 'JRNL01')
        .orderBy('v')
        .execute();
      expect(events).toEqual([1, 2, 3, 4, 5].map((v) => ({ v, client_move_id: `j-${v - 1}` })));
      expect((await store.eventsAfter('JRNL01', 0, 10)).map((e) => e.v)).toEqual([1, 2, 3, 4, 5]);
    },
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'writes the rooms of a look together, and drops only a room that cannot be written',
    async () => {
      const { db } = storage();
      const store = new RoomStore(tablesOf(db));
      const user = await new IdentityService(tablesOf(db), 60_000).createGuest();
      for (const code of ['FAIL01', 'FAIL02', 'FAIL03']) {
        await room(store, code, user.userId);
        expect((await store.write(code, 0, { moves: '[[9,13]]' }, [move(`${code}-a`)])).status).toBe(
          'written',
        );
      }
      // What only a bug could do: the table already holds the event FAIL02's write appends.
      await db
        .insertInto('game_events')
        .values({
          room_code: 'FAIL02',
          v: 1,
          type: 'move',
          payload: '{}',
          client_move_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const logged: unknown[] = [];
      const error = console.error;
      console.error = (...args: unknown[]) => logged.push(args[0]);
      try {
        await store.settle();
      } finally {
        console.error = error;
      }
      expect(logged).toEqual(['rooms journal: room FAIL02 could not be applied']);
      // The other two are written whole; the failed one is left as it was, its row update undone.
      for (const code of ['FAIL01', 'FAIL03']) {
        expect([(await stored(db, code)).version, (await stored(db, code)).moves]).toEqual([1, '[[9,13]]']);
        expect((await store.eventsAfter(code, 0, 10)).map((e) => e.v)).toEqual([1]);
      }
      expect([(await stored(db, 'FAIL02')).version, (await stored(db, 'FAIL02')).moves]).toEqual([0, '[]']);
    },
  );

  it('is replayed into the tables by the next start after a kill, a line cut short ignored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-journal-live-'));
    const copyDir = mkdtempSync(join(tmpdir(), 'checkers-journal-copy-'));
    const live = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      const store = new RoomStore(tablesOf(live.db));
      const user = await new IdentityService(tablesOf(live.db), 60_000).createGuest();
      await room(store, 'KILL01', user.userId);
      await room(store, 'KILL02', user.userId);
      for (let v = 0; v < 3; v++) {
        await store.write('KILL01', v, { moves: `[${v}]`, clock_state: `{"t":${v}}` }, [move(`k-${v}`)]);
      }
      await store.write('KILL02', 0, { draw_offer: 'black' }, [move('k-x')]);
      // Lists a move appends to: after the first, each line holds only what it appends.
      await room(store, 'KILL03', user.userId);
      const lists = ['[[9,13]]', '[[9,13],[22,18]]', '[[9,13],[22,18],[13,17]]'];
      for (const [v, list] of lists.entries()) {
        const clocks = `[${lists.slice(0, v + 1).map((_, i) => `{"r":${i}}`)}]`;
        await store.write('KILL03', v, { moves: list, move_clocks: clocks }, [move(`a-${v}`)]);
      }
      // What a SIGKILL leaves: the files as they are, the journal not applied (a copy, taken
      // between two turns, when no transaction is open).
      await sqliteOf(live.db)!.checkpoints.settled();
      const files = readdirSync(dataDir);
      expect(files.some((name) => name.startsWith('checkers.sqlite-moves.'))).toBe(true);
      for (const name of files) copyFileSync(join(dataDir, name), join(copyDir, name));
      const journal = files.find((name) => name.startsWith('checkers.sqlite-moves.'))!;
      const text = readFileSync(join(dataDir, journal), 'utf8');
      expect(text).toContain('"+moves":",[13,17]]"');
      expect(text).toContain('"+move_clocks":",{\\"r\\":2}]"');
      writeFileSync(join(copyDir, journal), '["KILL02",1,2,{"draw_offer":null', { flag: 'a' });
    } finally {
      await live.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const restarted = await openStorage<Database>({ databaseUrl: undefined, dataDir: copyDir });
    try {
      const store = new RoomStore(tablesOf(restarted.db)); // opens the journal, which replays what it finds
      const first = await stored(restarted.db, 'KILL01');
      expect([first.version, first.moves, first.clock_state]).toEqual([3, '[2]', '{"t":2}']);
      const second = await stored(restarted.db, 'KILL02');
      expect([second.version, second.draw_offer]).toEqual([1, 'black']);
      const third = await stored(restarted.db, 'KILL03');
      expect([third.version, third.moves, third.move_clocks]).toEqual([
        3,
        '[[9,13],[22,18],[13,17]]',
        '[{"r":0},{"r":1},{"r":2}]',
      ]);
      const ids = await restarted.db
        .selectFrom('game_events')
        .select('client_move_id')
        .orderBy('room_code')
        .orderBy('v')
        .execute();
      expect(ids.map((e) => e.client_move_id)).toEqual(['k-0', 'k-1', 'k-2', 'k-x', 'a-0', 'a-1', 'a-2']);
      expect(
        readdirSync(copyDir).filter(
          (name) => /-moves\.\d+$/.test(name) && statSync(join(copyDir, name)).size > 0,
        ),
      ).toEqual([]);
      // A repeat of a move from before the kill is known from the table.
      expect((await store.write('KILL01', 3, { moves: '[3]' }, [move('k-1')])).status).toBe('duplicate');
      expect((await store.write('KILL01', 3, { moves: '[3]' }, [move('k-3')])).status).toBe('written');
    } finally {
      await restarted.close();
      rmSync(copyDir, { recursive: true, force: true });
    }
  });

  it('is refused to a second server on the same data, and taken over from one that is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-journal-lock-'));
    const lock = join(dataDir, 'checkers.sqlite-moves.lock');
    const sqlite = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      // A running process other than this one holds the journal: the parent of this test.
      writeFileSync(lock, String(process.ppid));
      expect(() => new RoomStore(tablesOf(sqlite.db))).toThrow(
        /another server \(process \d+\) is using the data/,
      );
      // One that has exited no longer does.
      const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
      writeFileSync(lock, String(gone));
      const store = new RoomStore(tablesOf(sqlite.db));
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      await store.settle();
    } finally {
      await sqlite.close();
    }
    expect(existsSync(lock)).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies on its own, a few rooms at a time, and a clean close leaves no journal behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-journal-rounds-'));
    const sqlite = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      // The file's journal, opened here with short delays.
      const { journal, codes } = await pacedJournal(
        sqlite,
        { delayMs: 20, tickMs: 5, sliceRooms: 3, maxPendingRooms: 1000 },
        'ROUND',
      );
      const results = await Promise.all(
        codes.map((code) => journal.write(journaledMove(code, 0, '[[8,12]]', `r-${code}`))),
      );
      expect(results.map((r) => r.status)).toEqual(codes.map(() => 'written'));
      for (let i = 0; i < 100 && codes.some((code) => journal.pendingOf(code) !== undefined); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const code of codes) expect((await stored(sqlite.db, code)).version).toBe(1);
      // Once in the tables, a room in play is still checked as it stands: a stale version loses, a
      // client move id used before is a repeat, and the next move lands.
      const next = (expectedVersion: number, id: string) =>
        journal.write(journaledMove('ROUND0', expectedVersion, '[[8,12],[21,17]]', id));
      expect((await next(0, 'again')).status).toBe('conflict');
      expect((await next(1, 'r-ROUND0')).status).toBe('duplicate');
      expect((await next(1, 'again')).status).toBe('written');
      expect((await next(1, 'later')).status).toBe('conflict');
      await journal.settle();
      expect(await stored(sqlite.db, 'ROUND0')).toMatchObject({ version: 2, moves: '[[8,12],[21,17]]' });
    } finally {
      await sqlite.close();
    }
    expect(readdirSync(dataDir).filter((name) => name.includes('-moves.'))).toEqual([]);
    expect(existsSync(join(dataDir, 'checkers.sqlite'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the oldest rooms early once more rooms than the cap have writes waiting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-journal-cap-'));
    const sqlite = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    try {
      // Nothing is due by age here: only the cap sends rooms to the tables.
      const { journal, store, codes } = await pacedJournal(
        sqlite,
        { delayMs: 3_600_000, tickMs: 5, sliceRooms: 2, maxPendingRooms: 4 },
        'CAPPD',
      );
      // One room after another, so the journal holds them oldest first.
      for (const code of codes) {
        const written = await journal.write(journaledMove(code, 0, '[[9,13]]', `c-${code}`));
        expect(written.status).toBe('written');
      }
      const waiting = () => codes.filter((code) => journal.pendingOf(code) !== undefined);
      for (let i = 0; i < 100 && waiting().length > 4; i++) await new Promise((r) => setTimeout(r, 10));
      expect(waiting()).toEqual(codes.slice(6));
      for (const code of codes.slice(0, 6)) expect((await stored(sqlite.db, code)).version).toBe(1);
      for (const code of codes.slice(6)) expect((await stored(sqlite.db, code)).version).toBe(0);
      // The store still reads the waiting ones as written.
      expect((await store.find('CAPPD9'))?.version).toBe(1);
    } finally {
      await sqlite.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('journaled writes beside the background checkpoints (SQLite)', () => {
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
