// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQueuedMove, offlineDb, putQueuedMove } from './offline-db';
import { runOffline } from './offline-runtime';
import { ROOM, freshDb, setNavigatorOnline, stateOf } from './test-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const keys = async (): Promise<string[]> =>
  ((await (await offlineDb()).getAllKeys('queuedMoves')) as string[]).sort();

beforeEach(async () => {
  await freshDb();
  // No sync at start: the page is offline.
  setNavigatorOnline(false);
});

afterEach(() => {
  vi.useRealTimers();
  setNavigatorOnline(true);
});

describe('the cleanup of synced moves', () => {
  it('runs 5 minutes after start, then daily', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const start = Date.now();
    const synced = (id: string, syncedAt: number) =>
      putQueuedMove({
        ...newQueuedMove(ROOM, { from: 'c3', to: 'd4', clientMoveId: id }, stateOf()),
        synced: true,
        syncedAt,
      });
    await synced('eight-days', start - 8 * DAY);
    await synced('six-days', start - 6 * DAY);
    const stop = runOffline();

    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(await keys()).toEqual(['eight-days', 'six-days']);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(async () => expect(await keys()).toEqual(['six-days']));

    // A day later the six-day-old move is eight days old, and goes at the daily run.
    await vi.advanceTimersByTimeAsync(DAY - MINUTE);
    expect(await keys()).toEqual(['six-days']);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await vi.waitFor(async () => expect(await keys()).toEqual([]));
    stop();
  });
});
