// Games kept in memory between moves must never decide against storage: two services over one
// database stand for two nodes, each with its own memory, playing the same game in turn. Runs on
// PostgreSQL too when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { parseSquare } from '@checkers/engine';
import { useTestStorage } from '../../../test/test-storage.js';
import { LocalEventBus } from '../realtime/index.js';
import type { MoveIntent } from '@checkers/protocol';
import { GameService } from './game-service.js';
import { IdentityService } from '../accounts/index.js';
import { RoomStore } from '../rooms/index.js';
import { insertStartedGame, quietPresence } from '../../../test/started-game.js';
import { tablesOf } from '../../database-schema.js';

const storage = useTestStorage('live');

const step = (from: string, to: string): MoveIntent => {
  const a = parseSquare(from);
  const b = parseSquare(to);
  if (!a.ok || !b.ok) throw new Error('bad square');
  return { kind: 'step', from: a.value, to: b.value };
};

describe('games kept in memory', () => {
  it('follow moves made on another node, and apply each client move id once', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const identities = new IdentityService(tablesOf(storage().db), 60_000);
    const red = await identities.createGuest();
    const black = await identities.createGuest();
    const nodeA = new GameService(store, new LocalEventBus(), quietPresence);
    const nodeB = new GameService(store, new LocalEventBus(), quietPresence);
    await insertStartedGame(store, red, black, 'LIVE01');

    // Black opens on A (A now holds the game in memory), red answers on B.
    const first = await nodeA.move(black, 'LIVE01', step('f6', 'e5'), 'm1');
    expect(first.ok).toBe(true);
    const second = await nodeB.move(red, 'LIVE01', step('a3', 'b4'), 'm2');
    expect(second.ok).toBe(true);

    // A's memory is behind: black's next move must still be taken (not refused as out of turn),
    // and it must be judged against the stored position.
    const third = await nodeA.move(black, 'LIVE01', step('g7', 'f6'), 'm3');
    expect(third.ok && third.value.moveCount).toBe(3);

    // Red's move repeated on A, where it was never seen: applied once, answered with the state.
    const repeat = await nodeA.move(red, 'LIVE01', step('a3', 'b4'), 'm2');
    expect(repeat.ok && repeat.value.moveCount).toBe(3);
    // And a repeat of A's own last move, now from memory.
    const again = await nodeA.move(black, 'LIVE01', step('g7', 'f6'), 'm3');
    expect(again.ok && again.value.moveCount).toBe(3);

    // Out of turn is still refused, after a fresh read.
    const early = await nodeA.move(black, 'LIVE01', step('b6', 'a5'), 'm4');
    expect(early.ok ? 'ok' : early.failure.code).toBe('not_your_turn');

    const row = await store.find('LIVE01');
    // One event per move: a plain move's event implies the state, so no game_update follows it.
    expect(row?.version).toBe(2 + 3);
    expect(JSON.parse(row?.moves ?? '[]')).toHaveLength(3);
  });
});
