// The retention sweep: what it deletes, what it keeps, and that one node at a time runs it (the
// lease).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Leases, RetentionService } from '../src/modules/retention/index.js';
import { newRoomRow } from '../src/modules/rooms/index.js';
import { tablesOf } from '../src/database-schema.js';
import { retentionOwners } from '../src/services.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable, playOpening } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ retentionSweepMs: 0 });
});
afterAll(async () => server.close());

const db = () => server.app.services.storage.db;
const DAY = 24 * 3600_000;
const quiet = { info: () => {}, warn: () => {} };
const leases = () => new Leases(tablesOf(db()));
/** A sweep over the server's own tables, as services.ts builds it. */
const sweeper = () =>
  new RetentionService(retentionOwners(db(), server.app.services.ratings), leases(), quiet);
const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

async function user(
  id: string,
  kind: 'guest' | 'account',
  createdAgo: number,
  seenAgo: number | null,
): Promise<void> {
  await db()
    .insertInto('users')
    .values({
      id,
      kind,
      display_name: id,
      created_at: ago(createdAgo),
      last_seen_at: seenAgo === null ? null : ago(seenAgo),
    })
    .execute();
}

const exists = async (table: 'users' | 'rooms' | 'tokens', column: string, value: string): Promise<boolean> =>
  (await db()
    .selectFrom(table)
    .select(column as never)
    .where(column as never, '=', value as never)
    .executeTakeFirst()) !== undefined;

describe('the retention sweep', () => {
  it('deletes expired tokens, old idle guests, unstarted rooms, stale invites and seats; keeps games and accounts', async () => {
    const { identities, store } = server.app.services;
    // Tokens: one expired, one live.
    const live = await identities.createGuest();
    const expiredToken = await identities.issueToken(live.userId, { now: new Date(Date.now() - 40 * DAY) });
    // Guests: old and idle with nothing (goes), old but seen lately (stays), old with a game (stays).
    await user('p_old_idle', 'guest', 40 * DAY, 35 * DAY);
    await user('p_old_never_seen', 'guest', 40 * DAY, null);
    await user('p_old_recent', 'guest', 40 * DAY, 1000);
    await user('p_old_player', 'guest', 40 * DAY, 35 * DAY);
    await user('p_old_account', 'account', 40 * DAY, 35 * DAY);
    await identities.issueToken('p_old_idle');
    // Rooms: a waiting one from two days ago (goes, with its seat and invite), a waiting one from an
    // hour ago (stays), a finished game two days ago (stays; its seats go).
    await store.insert(
      newRoomRow({
        code: 'OLDWAI',
        status: 'waiting',
        red_user_id: 'p_old_player',
        black_user_id: null,
        created_at: ago(2 * DAY),
      }),
    );
    await db()
      .insertInto('spectators')
      .values({
        room_code: 'OLDWAI',
        user_id: live.userId,
        joined_at: ago(2 * DAY),
        last_seen_at: ago(2 * DAY),
      })
      .execute();
    await db()
      .insertInto('spectator_invites')
      .values({
        id: 'inv_old',
        room_code: 'OLDWAI',
        created_by: 'p_old_player',
        invitee_id: null,
        status: 'pending',
        created_at: ago(2 * DAY),
        expires_at: ago(DAY),
      })
      .execute();
    await store.insert(
      newRoomRow({
        code: 'NEWWAI',
        status: 'waiting',
        red_user_id: live.userId,
        black_user_id: null,
        created_at: ago(3600_000),
      }),
    );
    const table = await openTable(server.url);
    await playOpening(table);
    await table.black.post('/api/resign', { code: table.code });
    await db()
      .updateTable('rooms')
      .set({ finished_at: ago(2 * DAY) })
      .where('code', '=', table.code)
      .execute();
    const watcher = await new Client(server.url).init();
    const watched = await watcher.post<{ token: string }>('/api/spectate/join', { room_code: table.code });
    expect(watched.status).toBe(200);
    // A rated game stays with everything about it.
    const finishedBefore = await db()
      .selectFrom('rooms')
      .selectAll()
      .where('code', '=', table.code)
      .executeTakeFirstOrThrow();

    const report = await sweeper().sweep();
    expect(report.tokens).toBeGreaterThanOrEqual(1);
    expect(report.rooms).toBe(1);
    expect(report.invites).toBeGreaterThanOrEqual(1);
    expect(report.spectators).toBeGreaterThanOrEqual(1);
    expect(report.guests).toBe(3);

    const lookup = await identities.lookup(expiredToken);
    expect(lookup.status).toBe('unknown');
    expect((await identities.lookup(live.token)).status).toBe('valid');
    expect(await exists('users', 'id', 'p_old_idle')).toBe(false);
    expect(await exists('users', 'id', 'p_old_never_seen')).toBe(false);
    expect(await exists('users', 'id', 'p_old_recent')).toBe(true);
    // The waiting room went first, so its guest had no game left and went with the idle ones.
    expect(await exists('users', 'id', 'p_old_player')).toBe(false);
    expect(await exists('users', 'id', 'p_old_account')).toBe(true);
    expect(await exists('rooms', 'code', 'OLDWAI')).toBe(false);
    expect(await exists('rooms', 'code', 'NEWWAI')).toBe(true);
    const kept = await db()
      .selectFrom('rooms')
      .selectAll()
      .where('code', '=', table.code)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual(finishedBefore);
    expect(
      await db().selectFrom('game_events').select('v').where('room_code', '=', table.code).execute(),
    ).not.toEqual([]);
    expect(
      await db().selectFrom('spectators').selectAll().where('room_code', '=', table.code).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('spectator_invites').selectAll().where('id', '=', 'inv_old').execute(),
    ).toEqual([]);
    // The players of the kept game stay.
    expect(await exists('users', 'id', table.redId)).toBe(true);

    // Nothing left to do.
    expect(await sweeper().sweep()).toEqual({
      tokens: 0,
      invites: 0,
      rooms: 0,
      spectators: 0,
      guests: 0,
    });
  });

  it('runs on one node at a time: the lease', async () => {
    const lease = leases();
    const now = new Date();
    expect(await lease.acquire('job', 'node-a', 60_000, now)).toBe(true);
    expect(await lease.acquire('job', 'node-b', 60_000, now)).toBe(false);
    expect(await lease.acquire('job', 'node-a', 60_000, now)).toBe(true);
    expect(await lease.acquire('job', 'node-b', 60_000, new Date(now.getTime() + 61_000))).toBe(true);
    const [a, b] = [sweeper(), sweeper()];
    const results = await Promise.all([a.sweepIfLeader(60_000), b.sweepIfLeader(60_000)]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
  });
});
