import { makeSquare } from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable, playByJumps, playSequence, type State } from './players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('a whole game over HTTP', () => {
  it('is played to a win, jump by jump, with the state following the engine', async () => {
    const game = scriptedWin(1);
    const table = await openTable(server.url);
    let reply;
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn;
      reply = await playByJumps(table.of(mover), table.code, move);
      expect(reply.body.moveCount).toBe(i + 1);
      const expected = game.positions[i + 1]!;
      expect(reply.body.pieces.filter((p) => p.color === 'black')).toHaveLength(popcount(expected.black));
      expect(reply.body.pieces.filter((p) => p.color === 'red')).toHaveLength(popcount(expected.red));
    }
    expect(reply!.body).toMatchObject({
      status: 'finished',
      isGameOver: true,
      winner: game.winner,
      isDraw: false,
      reason: 'no-legal-moves',
      validMoves: {},
    });
    const late = await table.of(game.winner).post('/api/move', { code: table.code, from: 'c3', to: 'd4' });
    expect(late.status).toBe(409);
  });

  it('accepts whole capture sequences as one call', async () => {
    const game = scriptedWin(7);
    const table = await openTable(server.url);
    let reply;
    for (const [i, move] of game.moves.entries()) {
      const client = table.of(game.positions[i]!.turn);
      reply =
        move.captures.length > 0
          ? await playSequence(client, table.code, move)
          : await playByJumps(client, table.code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.in_multi_jump).toBe(false);
    }
    expect(reply!.body.winner).toBe(game.winner);
  });
});

describe('POST /api/rooms/{roomCode}/moves (offline sync)', () => {
  it('plays queued steps and sequences once, however often they are sent', async () => {
    const game = scriptedWin(7);
    const table = await openTable(server.url);
    const path = `/api/rooms/${table.code.toLowerCase()}/moves`;
    const at = game.moves.findIndex((m) => m.captures.length > 0);
    for (const [i, move] of game.moves.slice(0, at + 1).entries()) {
      const client = table.of(game.positions[i]!.turn);
      const squares = move.path.map(makeSquare);
      const body =
        move.captures.length > 0
          ? { jumps: squares.slice(1).map((to, j) => ({ from: squares[j], to })), clientMoveId: `q${i}` }
          : { from: squares[0], to: squares[1], clientMoveId: `q${i}` };
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await client.post<State>(path, body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.body.moveCount).toBe(i + 1);
      }
    }
    const black = table.black;
    expect((await black.post(path, { from: 'b6', to: 'a5', extra: 1 })).status).toBe(400);
    const other = await black.post(path, { code: 'ZZZZZZ', from: 'b6', to: 'a5' });
    expect(other.body).toMatchObject({ code: 'validation_failed' });
    expect((await black.post('/api/rooms/ZZZZZZ/moves', { from: 'b6', to: 'a5' })).status).toBe(404);
  });
});

describe('the starting state', () => {
  it('has 24 pieces with ids, black to move, and the legal first steps', async () => {
    const table = await openTable(server.url);
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.pieces).toHaveLength(24);
    expect(new Set(state.pieces.map((p) => p.id)).size).toBe(24);
    expect(state.pieces.find((p) => p.position === 'b6')).toMatchObject({ color: 'black', king: false });
    expect(state.currentTurn).toBe('black');
    expect(Object.keys(state.validMoves).sort()).toEqual(['b6', 'd6', 'f6', 'h6']);
    expect(state.validMoves.b6!.sort()).toEqual(['a5', 'c5']);
  });
});

function popcount(b: number): number {
  let n = 0;
  for (let x = b >>> 0; x !== 0; x &= x - 1) n++;
  return n;
}
