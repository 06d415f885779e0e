import 'fake-indexeddb/auto';
import { LOCAL_LIMITS } from '@checkers/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cachedResources,
  deleteQueuedMove,
  newQueuedMove,
  noteCachedResource,
  pendingMoveCount,
  putQueuedMove,
  roomState,
  saveRoomState,
  unsyncedMoves,
  type QueuedMove,
} from './offline-db';
import { cleanUpSyncedMoves } from './offline-runtime';
import { ROOM, afterFirst, freshDb, stateOf } from './test-fixtures';

const DAY = 24 * 60 * 60 * 1000;

const move = (id: string, timestamp: number, patch: Partial<QueuedMove> = {}): QueuedMove => ({
  ...newQueuedMove(ROOM, { from: 'c3', to: 'd4', clientMoveId: id }, stateOf()),
  timestamp,
  ...patch,
});

beforeEach(freshDb);

describe('the offline queue', () => {
  it('keeps a move with the spec fields, keyed by its client move id', async () => {
    const entry = newQueuedMove(ROOM, { from: 'c3', to: 'd4', clientMoveId: 'm-1' }, afterFirst(3));
    expect(entry).toMatchObject({
      id: 'm-1',
      roomCode: ROOM,
      moveData: { from: 'c3', to: 'd4', clientMoveId: 'm-1' },
      synced: false,
      attempts: 0,
      maxAttempts: 3,
      syncedAt: null,
      lastAttempt: null,
    });
    await putQueuedMove(entry);
    expect(await unsyncedMoves()).toEqual([entry]);
    expect(await pendingMoveCount()).toBe(1);
    await deleteQueuedMove('m-1');
    expect(await pendingMoveCount()).toBe(0);
  });

  it('gives the unsynced moves oldest first, leaving out synced ones', async () => {
    await putQueuedMove(move('late', 3_000));
    await putQueuedMove(move('early', 1_000));
    await putQueuedMove(move('done', 2_000, { synced: true, syncedAt: 2_500 }));
    expect((await unsyncedMoves()).map((m) => m.id)).toEqual(['early', 'late']);
    expect(await pendingMoveCount()).toBe(2);
  });

  it('keeps each room’s last state and the cached resources', async () => {
    await saveRoomState({ roomCode: ROOM, gameState: stateOf(), lastUpdated: 5, version: 3 });
    expect(await roomState(ROOM)).toMatchObject({ roomCode: ROOM, version: 3, lastUpdated: 5 });
    await noteCachedResource('/index.html', 7);
    expect(await cachedResources()).toEqual([{ url: '/index.html', cachedAt: 7 }]);
  });

  it('cleans up synced moves older than 7 days, and nothing else', async () => {
    const now = 100 * DAY;
    expect(LOCAL_LIMITS.syncedMoveMaxAgeMs).toBe(7 * DAY);
    await putQueuedMove(move('old-synced', now - 9 * DAY, { synced: true, syncedAt: now - 8 * DAY }));
    await putQueuedMove(move('new-synced', now - 2 * DAY, { synced: true, syncedAt: now - DAY }));
    await putQueuedMove(move('old-waiting', now - 30 * DAY));
    expect(await cleanUpSyncedMoves(now)).toBe(1);
    const { offlineDb } = await import('./offline-db');
    const left = await (await offlineDb()).getAllKeys('queuedMoves');
    expect(left.sort()).toEqual(['new-synced', 'old-waiting']);
  });
});
