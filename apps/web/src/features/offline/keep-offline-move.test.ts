// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../lib/test-utils';
import { appStore } from '../../stores/app-store';
import { keepUnsentMove, setUnsentMoveKeeper, type UnsentMoveBody } from '../../stores/offline-port';
import { keepOfflineMove } from './keep-offline-move';
import { offlineDb, unsyncedMoves } from './offline-db';
import { useOfflineStore } from './offline-store';
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

let unregister: () => void;

beforeEach(async () => {
  await freshDb();
  showRoom(stateOf(undefined, 3));
  unregister = setUnsentMoveKeeper(keepOfflineMove);
});

afterEach(() => {
  unregister();
  setNavigatorOnline(true);
  vi.unstubAllGlobals();
});

let counter = 0;
/** Hands a move to the port as the online actions do when the server cannot be reached. */
const unsent = (from: string, to: string): Promise<boolean> | null => {
  const body: UnsentMoveBody = { from, to, clientMoveId: `m-${++counter}` };
  return keepUnsentMove({ roomCode: ROOM, body });
};

describe('a move made offline', () => {
  it('is kept only in the room on screen', async () => {
    setNavigatorOnline(false);
    const body: UnsentMoveBody = { from: FIRST_FROM, to: FIRST_TO, clientMoveId: 'elsewhere' };
    expect(await keepUnsentMove({ roomCode: 'ZZZZZZ', body })).toBe(false);
    expect(noticeTexts()).toContain('Failed to make move');
    expect(await unsyncedMoves()).toEqual([]);
  });

  it('is checked, shown at once at the same version, queued with its client move id, and told', async () => {
    setNavigatorOnline(false);
    expect(await unsent(FIRST_FROM, FIRST_TO)).toBe(true);
    const { game } = appStore.getState();
    expect(game.state?.currentTurn).toBe('red');
    expect(game.state?.pieces.some((p) => p.square === FIRST_TO && p.color === 'black')).toBe(true);
    // The server's version is not claimed: its own state for the move will be newer.
    expect(game.version).toBe(3);
    expect(game.state?.version).toBe(3);
    expect(game.state?.moveCount).toBe(0);
    const [queued] = await unsyncedMoves();
    expect(queued).toMatchObject({
      roomCode: ROOM,
      moveData: { from: FIRST_FROM, to: FIRST_TO },
      attempts: 0,
      maxAttempts: 3,
      synced: false,
    });
    expect(queued?.id).toBe(queued?.moveData.clientMoveId);
    expect(queued?.gameState.pieces).toEqual(game.state?.pieces);
    expect(await (await offlineDb()).get('offlineState', ROOM)).toMatchObject({ version: 3 });
    expect(noticeTexts()).toContain('Move saved - will sync when online');
    expect(useOfflineStore.getState().pending).toBe(1);
    // The move list has it too, as waiting to sync.
    expect(game.pendingMoves).toEqual([game.state?.lastMove]);
    expect(game.pendingMoves[0]).toMatchObject({ from: FIRST_FROM, to: FIRST_TO, color: 'black' });
  });

  it('out of turn is refused with the spec’s text, and nothing is queued', async () => {
    setNavigatorOnline(false);
    showRoom(stateOf(undefined, 3), 'red');
    expect(await unsent(FIRST_FROM, FIRST_TO)).toBe(false);
    expect(noticeTexts()).toContain('Not your turn!');
    expect(await unsyncedMoves()).toEqual([]);
  });

  it('that is illegal is refused with the spec’s text, and the board stays', async () => {
    setNavigatorOnline(false);
    const before = appStore.getState().game.state;
    expect(await unsent('a3', 'a5')).toBe(false);
    expect(noticeTexts()).toContain('Invalid move');
    expect(appStore.getState().game.state).toBe(before);
    expect(await unsyncedMoves()).toEqual([]);
  });

  it('syncs into the server’s newer state', async () => {
    setNavigatorOnline(false);
    await unsent(FIRST_FROM, FIRST_TO);
    setNavigatorOnline(true);
    fakeServer(() => afterFirst(4));
    const { syncOfflineMoves } = await import('./sync-offline-moves');
    expect(appStore.getState().game.pendingMoves).toHaveLength(1);
    await syncOfflineMoves();
    expect(appStore.getState().game.version).toBe(4);
    expect(appStore.getState().game.state).toEqual(afterFirst(4));
    // The server's state holds the move now: nothing waits.
    expect(appStore.getState().game.pendingMoves).toEqual([]);
  });
});
