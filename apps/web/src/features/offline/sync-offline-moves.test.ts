// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeReply } from '../../lib/test-utils';
import { appStore } from '../../stores/app-store';
import { newQueuedMove, offlineDb, pendingMoveCount, putQueuedMove, type QueuedMove } from './offline-db';
import { useOfflineStore } from './offline-store';
import { syncOfflineMoves } from './sync-offline-moves';
import {
  FIRST_FROM,
  FIRST_TO,
  ROOM,
  afterFirst,
  freshDb,
  noticeTexts,
  setNavigatorOnline,
  showRoom,
  stateOf,
} from './test-fixtures';

const queued = (id: string, timestamp: number, roomCode = ROOM, patch: Partial<QueuedMove> = {}) =>
  putQueuedMove({
    ...newQueuedMove(roomCode, { from: FIRST_FROM, to: FIRST_TO, clientMoveId: id }, afterFirst(3)),
    timestamp,
    ...patch,
  });

const stored = async (id: string): Promise<QueuedMove | undefined> =>
  (await offlineDb()).get('queuedMoves', id);

/** The moves POSTed, in order, by client move id. */
const sentIds = (calls: ReturnType<typeof fakeServer>): string[] =>
  calls.filter((c) => c.method === 'POST').map((c) => (c.body as { clientMoveId: string }).clientMoveId);

beforeEach(async () => {
  await freshDb();
  setNavigatorOnline(true);
  // The local state after the move, shown at the server's version 3.
  showRoom({ ...afterFirst(3) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncing the offline queue', () => {
  it('sends a move with its client move id to the room, shows the server state and says so', async () => {
    await queued('m-1', 1_000);
    const calls = fakeServer(() => afterFirst(4));
    const report = await syncOfflineMoves();
    expect(report).toEqual({ synced: 1, failed: 0, refused: 0, pending: 0 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `/api/rooms/${ROOM}/moves`,
      body: { from: FIRST_FROM, to: FIRST_TO, clientMoveId: 'm-1' },
      authorization: 'Bearer seat-token',
    });
    expect(await stored('m-1')).toMatchObject({ synced: true, attempts: 1 });
    expect((await stored('m-1'))?.syncedAt).toEqual(expect.any(Number));
    expect(appStore.getState().game.version).toBe(4);
    expect(appStore.getState().game.state?.version).toBe(4);
    expect(noticeTexts()).toContain('Move synced successfully');
    expect(useOfflineStore.getState().pending).toBe(0);
  });

  it('sends the moves in the order they were made, and counts several', async () => {
    await queued('third', 3_000, 'ROOMCC');
    await queued('first', 1_000, 'ROOMAA');
    await queued('second', 2_000, 'ROOMBB');
    const calls = fakeServer((url) => stateOf(undefined, 9, url.split('/')[3]));
    const report = await syncOfflineMoves();
    expect(sentIds(calls)).toEqual(['first', 'second', 'third']);
    expect(report.synced).toBe(3);
    expect(noticeTexts()).toContain('3 offline moves synced successfully!');
  });

  it('counts an attempt for each try without an answer and drops the move after the third', async () => {
    await queued('m-1', 1_000);
    const calls = fakeServer(() => ({ status: 503, body: { error: 'Service unavailable' } }));
    await syncOfflineMoves();
    expect(await stored('m-1')).toMatchObject({ attempts: 1, synced: false });
    expect((await stored('m-1'))?.lastAttempt).toEqual(expect.any(Number));
    await syncOfflineMoves();
    expect((await stored('m-1'))?.attempts).toBe(2);
    expect(noticeTexts()).not.toContain('1 moves failed to sync');
    const report = await syncOfflineMoves();
    expect(report).toMatchObject({ synced: 0, failed: 1, pending: 0 });
    expect(await stored('m-1')).toBeUndefined();
    expect(noticeTexts()).toContain('1 moves failed to sync');
    // One POST per pass: the client's own retries are not used for queued moves.
    expect(sentIds(calls)).toEqual(['m-1', 'm-1', 'm-1']);
  });

  it('keeps a room’s later moves waiting while an earlier one gets no answer', async () => {
    await queued('a-1', 1_000);
    await queued('a-2', 2_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/api/health')) {
          return new Response('{}', { status: 200, headers: { 'X-CSRF-Token': 't' } });
        }
        throw new TypeError('Failed to fetch');
      }),
    );
    const report = await syncOfflineMoves();
    expect(report).toMatchObject({ synced: 0, failed: 0, pending: 2 });
    expect((await stored('a-1'))?.attempts).toBe(1);
    expect((await stored('a-2'))?.attempts).toBe(0);
  });

  it('drops a refused move and the room’s later ones, rolls the board back and says why', async () => {
    await queued('bad', 1_000);
    await queued('after-bad', 2_000);
    await queued('other-room', 3_000, 'ROOMZZ');
    const server = stateOf(undefined, 3);
    const calls = fakeServer((url, call): FakeReply => {
      if (call.method === 'GET') return server;
      if (url.includes(ROOM)) return { status: 403, body: { error: 'Forbidden', message: 'Not your turn' } };
      return stateOf(undefined, 5, 'ROOMZZ');
    });
    const report = await syncOfflineMoves();
    expect(report).toEqual({ synced: 1, failed: 0, refused: 2, pending: 0 });
    expect(sentIds(calls)).toEqual(['bad', 'other-room']);
    expect(calls.some((c) => c.method === 'GET' && c.url === `/api/game-state?code=${ROOM}`)).toBe(true);
    // The board shows the server's state again: the move made offline is gone.
    expect(appStore.getState().game.state?.pieces).toEqual(server.pieces);
    expect(noticeTexts()).toContain('Failed to sync move: Not your turn');
    expect(await pendingMoveCount()).toBe(0);
  });

  it('does nothing while the browser is offline', async () => {
    await queued('m-1', 1_000);
    setNavigatorOnline(false);
    const calls = fakeServer(() => afterFirst(4));
    expect(await syncOfflineMoves()).toMatchObject({ synced: 0, failed: 0 });
    expect(calls).toEqual([]);
    expect((await stored('m-1'))?.attempts).toBe(0);
  });
});
