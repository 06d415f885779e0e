// States stored by reference must come back from the log exactly as they were sent: a whole game
// (with capture sequences played one jump at a time, a draw offer and its refusal, and the win) is
// played through the game service, and every versioned event the sockets got is compared with what
// a replay from the log returns. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@checkers/protocol';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { useTestStorage } from '../../../test/test-storage.js';
import { LocalEventBus, type Presence } from '../realtime/index.js';
import { EventLog } from './event-log.js';
import { GameService } from './game-service.js';
import { IdentityService } from '../accounts/index.js';
import { RoomStore, newRoomRow } from '../rooms/index.js';
import { tablesOf } from '../../database-schema.js';

const storage = useTestStorage('state-log');

let spectators = 0;
const presence = {
  touch: () => undefined,
  spectatorCount: () => spectators,
  isGone: () => false,
  goneAfterMs: 60_000,
} as unknown as Presence;

describe('states in the event log', () => {
  it('replay exactly as they were sent', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const identities = new IdentityService(tablesOf(storage().db), 60_000);
    const red = await identities.createGuest();
    const black = await identities.createGuest();
    const bus = new LocalEventBus();
    const games = new GameService(store, bus, presence);
    const now = new Date().toISOString();
    await store.insert(
      newRoomRow({
        code: 'LOG001',
        status: 'active',
        red_user_id: red.userId,
        black_user_id: black.userId,
        created_at: now,
        started_at: now,
      }),
    );
    const sent: ServerMessage[] = [];
    bus.subscribe('LOG001', (message) => sent.push(message));

    const game = scriptedWin(3);
    let jumpsOneByOne = 0;
    for (const [i, move] of game.moves.entries()) {
      const player = i % 2 === 0 ? black : red;
      spectators = i % 7;
      if (i === 10) {
        expect((await games.draw(player, 'LOG001', 'offer')).ok).toBe(true);
        expect((await games.draw(i % 2 === 0 ? red : black, 'LOG001', 'decline')).ok).toBe(true);
      }
      if (move.path.length > 2) {
        jumpsOneByOne++;
        for (let k = 1; k < move.path.length; k++) {
          const step = { kind: 'step' as const, from: move.path[k - 1]!, to: move.path[k]! };
          const played = await games.move(player, 'LOG001', step, `m${i}-${k}`);
          expect(played.ok).toBe(true);
        }
        continue;
      }
      const intent =
        move.captures.length > 0
          ? { kind: 'sequence' as const, path: [...move.path], captured: [...move.captures] }
          : { kind: 'step' as const, from: move.from, to: move.to };
      expect((await games.move(player, 'LOG001', intent, `m${i}`)).ok).toBe(true);
    }
    expect(jumpsOneByOne).toBeGreaterThan(0);
    const versioned = sent.filter((m) => (m as { v?: number }).v !== undefined);
    expect(versioned.at(-1)?.type).toBe('game_update');
    expect(versioned.some((m) => m.type === 'game_over')).toBe(true);

    const log = new EventLog(store);
    const replayed = (await log.after('LOG001', 0, 10_000)).map((e) => e.message);
    expect(replayed).toEqual(versioned);
    // From the middle of the game too (a reconnecting socket).
    const middle = (versioned[Math.floor(versioned.length / 2)] as { v: number }).v;
    const fromMiddle = (await log.after('LOG001', middle, 10_000)).map((e) => e.message);
    expect(fromMiddle).toEqual(versioned.filter((m) => (m as { v: number }).v > middle));

    // What the log keeps of a state is a small reference, not the state.
    const stored = await storage()
      .db.selectFrom('game_events')
      .select(['payload'])
      .where('room_code', '=', 'LOG001')
      .where('type', '=', 'game_update')
      .execute();
    // And it keeps one only where the events do not imply it (the draw offer and its answer, the
    // jumps of captures played one by one, the end): a plain move's event stands for its state.
    expect(stored.length).toBeGreaterThan(jumpsOneByOne + 2);
    expect(stored.length).toBeLessThan(game.moves.length / 4);
    for (const row of stored) expect(row.payload.length).toBeLessThan(200);
  });
});
