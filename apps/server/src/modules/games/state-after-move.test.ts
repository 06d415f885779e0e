// A client that holds the state and applies each move event to it (protocol `stateAfterMove`) must
// hold exactly the state the server would send: random games, played through the game service with
// steps, single jumps of longer captures and whole sequences, compared after every change.
import { createRandom, legalMoves, parseSquare, type Move } from '@checkers/engine';
import { stateAfterMove, type GameState, type ServerMessage } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { useTestStorage } from '../../../test/test-storage.js';
import { LocalEventBus } from '../realtime/index.js';
import { matchOf } from './game-view.js';
import type { MoveIntent } from '@checkers/protocol';
import { GameService } from './game-service.js';
import { IdentityService } from '../accounts/index.js';
import { RoomStore } from '../rooms/index.js';
import { insertStartedGame, quietPresence } from '../../../test/started-game.js';
import { tablesOf } from '../../database-schema.js';

const storage = useTestStorage('implied');

/** What a client does with the events it receives: a state, replaced or moved on. */
class FollowingClient {
  state: GameState | undefined;
  readonly types: string[] = [];
  derived = 0;

  receive(message: ServerMessage): void {
    this.types.push(message.type);
    if (message.type === 'game_update') this.state = message.payload;
    if ((message.type === 'move' || message.type === 'jump_sequence') && this.state !== undefined) {
      const next = stateAfterMove(this.state, message.payload, message.v);
      if (next !== undefined) {
        this.state = next;
        this.derived++;
      }
    }
  }
}

/** The move as asked for: whole, or (for a capture of several jumps, half the time) jump by jump. */
function intentsOf(move: Move, random: () => number): MoveIntent[] {
  if (move.captures.length === 0) return [{ kind: 'step', from: move.from, to: move.to }];
  if (move.captures.length > 1 && random() < 0.5) {
    return move.path.slice(1).map((to, i) => ({ kind: 'step', from: move.path[i]!, to }));
  }
  return [{ kind: 'sequence', path: move.path, captured: move.captures.map(() => undefined) }];
}

describe('the state implied by a move event', () => {
  it('is the state the server holds, after every move of random games', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const identities = new IdentityService(tablesOf(storage().db), 60_000);
    const bus = new LocalEventBus();
    const games = new GameService(store, bus, quietPresence);
    let derived = 0;
    let partials = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const random = createRandom(seed);
      const red = await identities.createGuest();
      const black = await identities.createGuest();
      const code = `IMP${String(seed).padStart(3, '0')}`;
      await insertStartedGame(store, red, black, code);
      const client = new FollowingClient();
      const unsubscribe = bus.subscribe(code, (m) => client.receive(m));
      const start = await games.state(code, null);
      if (!start.ok) throw new Error('no state');
      client.state = start.value;

      for (let ply = 0; ply < 200; ply++) {
        const row = (await store.find(code))!;
        if (row.status !== 'active') break;
        const position = matchOf(row).position;
        const moves = legalMoves(position);
        const move = moves[Math.floor(random() * moves.length)]!;
        const player = position.turn === 'red' ? red : black;
        const intents = intentsOf(move, random);
        if (intents.length > 1) partials++;
        for (const [i, intent] of intents.entries()) {
          const played = await games.move(player, code, intent, `${seed}-${ply}-${i}`);
          expect(played.ok).toBe(true);
          const server = await games.state(code, null);
          expect(client.state).toEqual(server.ok ? server.value : undefined);
        }
      }
      expect(client.types).not.toHaveLength(0);
      derived += client.derived;
      unsubscribe();
    }
    // Most moves came with no state at all, and some captures were played jump by jump.
    expect(derived).toBeGreaterThan(300);
    expect(partials).toBeGreaterThan(0);
  });

  it('is undefined for a jump that leaves the capture unfinished, or an event out of order', () => {
    const square = (text: string): number => {
      const parsed = parseSquare(text);
      if (!parsed.ok) throw new Error(text);
      return parsed.value;
    };
    const piece = (id: string, color: 'red' | 'black', at: string) => ({
      id,
      color,
      position: at,
      square: at,
      king: false,
    });
    // Black men move towards rank 1 (black starts on ranks 6-8); a man on e5 can jump d4 then b2.
    const pieces = [piece('b1', 'black', 'e5'), piece('r1', 'red', 'd4'), piece('r2', 'red', 'b2')].sort(
      (a, b) => square(a.square) - square(b.square),
    );
    const state: GameState = {
      roomCode: 'TEST01',
      status: 'active',
      pieces,
      currentTurn: 'black',
      validMoves: {},
      in_multi_jump: false,
      multi_jump_piece: null,
      isGameOver: false,
      winner: null,
      isDraw: false,
      reason: null,
      playerRed: 'r',
      playerBlack: 'b',
      spectatorCount: 0,
      moveCount: 10,
      captures: { red: 0, black: 0 },
      promoted: false,
      lastMove: null,
      drawOfferedBy: null,
      rated: false,
      version: 30,
    };
    const whole = stateAfterMove(state, { path: ['e5', 'c3', 'a1'], color: 'black' }, 31);
    expect(whole?.pieces).toEqual([{ ...piece('b1', 'black', 'a1'), king: true }]);
    expect(whole).toMatchObject({ currentTurn: 'red', moveCount: 11, promoted: true, version: 31 });
    expect(whole?.captures).toEqual({ red: 0, black: 2 });
    expect(stateAfterMove(state, { path: ['e5', 'c3'], color: 'black' }, 31)).toBeUndefined();
    expect(stateAfterMove(state, { path: ['e5', 'c3', 'a1'], color: 'black' }, 32)).toBeUndefined();
    expect(stateAfterMove(state, { path: ['e5', 'c3', 'a1'], color: 'red' }, 31)).toBeUndefined();
  });
});
