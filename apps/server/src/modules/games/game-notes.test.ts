// Two services over one database stand for two nodes whose players sit in one room, hearing each
// other's notes through a shared bus (Redis's framing is tested across real nodes): each node's
// memory follows the other's writes, so a move there reads nothing back, and what memory holds is
// always what storage holds. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
import { legalMoves, type Move } from '@checkers/engine';
import type { GameState, MoveIntent, TimedControl } from '@checkers/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertStartedGame, quietPresence } from '../../../test/started-game.js';
import { useTestStorage } from '../../../test/test-storage.js';
import { tablesOf } from '../../database-schema.js';
import { IdentityService, type Identity } from '../accounts/index.js';
import { LocalEventBus } from '../realtime/index.js';
import { RoomStore } from '../rooms/index.js';
import { applyNote, noteOf } from './game-notes.js';
import { GameService } from './game-service.js';
import { matchOf, stateOf } from './game-view.js';

const storage = useTestStorage('notes');
const blitz: TimedControl = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };

const opened: GameService[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((games) => games.close()));
});

/** A running game between two guests (timed when `control` is given), black to move. */
async function startedGame(store: RoomStore, code: string, control?: TimedControl) {
  const identities = new IdentityService(tablesOf(storage().db), 60_000);
  const red = await identities.createGuest();
  const black = await identities.createGuest();
  await insertStartedGame(store, red, black, code, control);
  return { red, black };
}

/** A deterministic pseudo-random choice (a game that captures, crowns and jumps several times). */
function chooser(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/** The intents that play `move`: a capture of several jumps one jump at a time, else at once. */
function intentsOf(move: Move): MoveIntent[] {
  if (move.captures.length < 2) return [{ kind: 'step', from: move.path[0]!, to: move.path[1]! }];
  return move.path.slice(1).map((to, i) => ({ kind: 'step', from: move.path[i]!, to }));
}

/** What the players see of a state, the clock's running figures aside. */
const shown = (state: GameState) => ({ ...state, clock: undefined, serverTime: undefined });

describe('notes between nodes', () => {
  for (const timed of [false, true]) {
    it(`keep each node's memory of a ${timed ? 'timed' : 'untimed'} game current: no read back, nothing stale`, async () => {
      const store = new RoomStore(tablesOf(storage().db));
      const bus = new LocalEventBus();
      const nodeA = new GameService(store, bus, quietPresence, undefined, undefined, { otherNodes: true });
      const nodeB = new GameService(store, bus, quietPresence, undefined, undefined, { otherNodes: true });
      opened.push(nodeA, nodeB);
      const code = timed ? 'NOTE02' : 'NOTE01';
      const { red, black } = await startedGame(store, code, timed ? blitz : undefined);
      // Black plays on node A, red on node B.
      const seatOf = (turn: 'red' | 'black'): [GameService, Identity] =>
        turn === 'black' ? [nodeA, black] : [nodeB, red];
      const reads = vi.spyOn(store, 'find');
      const idChecks = vi.spyOn(store, 'hasClientMove');
      const pick = chooser(timed ? 7 : 3);
      let plies = 0;
      let jumpsOneByOne = 0;
      for (; plies < 80; plies++) {
        const row = await store.find(code);
        if (row?.status !== 'active') break;
        const match = matchOf(row);
        const moves = legalMoves(match.position);
        const move = moves[pick(moves.length)]!;
        const intents = intentsOf(move);
        if (intents.length > 1) jumpsOneByOne++;
        const [node, player] = seatOf(match.position.turn);
        reads.mockClear();
        idChecks.mockClear();
        let last: GameState | undefined;
        for (const [i, intent] of intents.entries()) {
          const played = await node.move(player, code, intent, `p${plies}-${i}`);
          expect(played.ok, JSON.stringify(played)).toBe(true);
          if (played.ok) last = played.value;
        }
        // The first move of each node reads the room once; from then on memory is current.
        if (plies >= 2) {
          expect(reads).not.toHaveBeenCalled();
          expect(idChecks).not.toHaveBeenCalled();
        }
        // What memory built the reply from is what storage holds.
        const stored = await store.find(code);
        expect(shown(last!)).toEqual(shown(stateOf(stored!, 0, stored!.version, undefined, Date.now())));
      }
      expect(plies).toBeGreaterThan(20);
      expect(jumpsOneByOne).toBeGreaterThan(0);
      reads.mockRestore();
      idChecks.mockRestore();
    });
  }

  it('are left alone by a node whose memory is at another version, which reads the room instead', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { red, black } = await startedGame(store, 'NOTE03');
    // Node B hears nothing from A (buses apart): its memory falls behind and a move there reads.
    const nodeA = new GameService(store, new LocalEventBus(), quietPresence, undefined, undefined, {
      otherNodes: true,
    });
    const nodeB = new GameService(store, new LocalEventBus(), quietPresence, undefined, undefined, {
      otherNodes: true,
    });
    opened.push(nodeA, nodeB);
    // Each side plays its first legal move, from the position storage holds.
    const playFirst = async (node: GameService, player: Identity) => {
      const row = (await store.find('NOTE03'))!;
      const [move] = legalMoves(matchOf(row).position);
      return node.move(player, 'NOTE03', intentsOf(move!)[0]!);
    };
    expect((await playFirst(nodeA, black)).ok).toBe(true);
    expect((await playFirst(nodeB, red)).ok).toBe(true);
    expect((await playFirst(nodeA, black)).ok).toBe(true);
    const row3 = (await store.find('NOTE03'))!;
    const [answerMove] = legalMoves(matchOf(row3).position);
    const reads = vi.spyOn(store, 'find');
    const answer = await nodeB.move(red, 'NOTE03', intentsOf(answerMove!)[0]!);
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    expect(reads).toHaveBeenCalled();
    reads.mockRestore();

    // A note for another version does not apply, and one whose move is not legal drops memory.
    const row = (await store.find('NOTE03'))!;
    const game = { row, match: matchOf(row) };
    const next = { ...row, version: row.version + 1 };
    const note = noteOf(row, game.match, {}, next, game.match);
    expect(applyNote({ row: next, match: game.match }, note)).toBeNull();
    expect(applyNote(game, { ...note, move: [0, 4] })).toBeNull();
    expect(applyNote(game, note)?.row.version).toBe(row.version + 1);
  });
});
