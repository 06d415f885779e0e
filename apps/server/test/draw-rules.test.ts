// Draws the rules impose end the game by themselves: threefold repetition and the 40-move rule.
// The rooms start from a kings-only position written into storage, so the draws come quickly.
import {
  gameResultAfter,
  legalMoves,
  makeSquare,
  parseFen,
  play,
  type Move,
  type Position,
} from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable, type State, type Table } from './players.js';
import { seededRandom } from '@checkers/engine/testing/scripted-game';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** Two kings a side, far apart, black to move. */
const KINGS_FEN = 'B:WK29,K31:BK2,K4';

function kingsPosition(): Position {
  const parsed = parseFen(KINGS_FEN);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

async function kingsTable(): Promise<Table> {
  const table = await openTable(server.url);
  await server.app.services.storage.db
    .updateTable('rooms')
    .set({ initial_fen: KINGS_FEN })
    .where('code', '=', table.code)
    .execute();
  return table;
}

async function playAll(table: Table, initial: Position, moves: readonly Move[]): Promise<State> {
  let position = initial;
  let state: State | undefined;
  for (const move of moves) {
    const reply = await table.of(position.turn).post<State>('/api/move', {
      code: table.code,
      from: makeSquare(move.from),
      to: makeSquare(move.to),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    state = reply.body;
    position = play(position, move);
  }
  return state!;
}

/** `plies` quiet king moves after which, and not before, the rules end the game; found by search. */
function quietWalk(initial: Position, plies: number, seed: number): Move[] {
  const random = seededRandom(seed);
  const walk: Move[] = [];
  const search = (position: Position): boolean => {
    if (walk.length === plies) return true;
    const options = legalMoves(position).filter((m) => m.captures.length === 0);
    options.sort(() => random() - 0.5);
    for (const move of options) {
      walk.push(move);
      const ended = gameResultAfter(initial, walk) !== null;
      // Only the last ply may end the game.
      if (walk.length === plies ? ended : !ended && search(play(position, move))) return true;
      walk.pop();
    }
    return false;
  };
  if (!search(initial)) throw new Error('no quiet walk found');
  return walk;
}

describe('draws by rule', () => {
  it('threefold repetition ends the game as a draw', async () => {
    const initial = kingsPosition();
    const [b1] = legalMoves(initial);
    const afterB1 = play(initial, b1!);
    const [r1] = legalMoves(afterB1);
    const afterR1 = play(afterB1, r1!);
    const back = (p: Position, m: Move): Move =>
      legalMoves(p).find((x) => x.from === m.to && x.to === m.from)!;
    const b2 = back(afterR1, b1!);
    const r2 = back(play(afterR1, b2), r1!);
    const cycle = [b1!, r1!, b2, r2];
    const moves = [...cycle, ...cycle];
    expect(gameResultAfter(initial, moves)?.reason).toBe('threefold-repetition');
    const table = await kingsTable();
    const state = await playAll(table, initial, moves);
    expect(state).toMatchObject({
      isGameOver: true,
      isDraw: true,
      winner: null,
      reason: 'threefold-repetition',
      status: 'finished',
    });
  });

  it('40 moves each without a man move or a capture end the game as a draw', async () => {
    const initial = kingsPosition();
    const moves = quietWalk(initial, 80, 5);
    expect(gameResultAfter(initial, moves)?.reason).toBe('forty-move-rule');
    const table = await kingsTable();
    const state = await playAll(table, initial, moves);
    expect(state).toMatchObject({ isGameOver: true, isDraw: true, reason: 'forty-move-rule' });
    expect(state.moveCount).toBe(80);
  });
});
