import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { makeSquare } from '@checkers/engine';
import { openTable, playWhole, type State, type Table } from './players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

async function stateOf(table: Table): Promise<State> {
  return (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
}

describe('refused moves leave the game unchanged', () => {
  it('refuses a move out of turn with 403 "Not your turn"', async () => {
    const table = await openTable(server.url);
    const before = await stateOf(table);
    const reply = await table.red.post('/api/move', { code: table.code, from: 'c3', to: 'd4' });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ message: 'Not your turn', code: 'not_your_turn' });
    expect(await stateOf(table)).toEqual(before);
  });

  it.each([
    [{ from: 'b6', to: 'b5' }, 400, 'validation_failed'],
    [{ from: 'b6', to: 'd4' }, 400, 'illegal_move'],
    [{ from: 'a3', to: 'b4' }, 400, 'illegal_move'],
    [{ from: 'c5', to: 'd4' }, 400, 'illegal_move'],
    [{ from: 'b8', to: 'a7' }, 400, 'illegal_move'],
    [{ from: 'b6', to: 'a7' }, 400, 'illegal_move'],
  ])('refuses %j with %i', async (move, status, code) => {
    const table = await openTable(server.url);
    const before = await stateOf(table);
    const reply = await table.black.post('/api/move', { code: table.code, ...move });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ code });
    expect(String(reply.body.message)).not.toBe('');
    expect(await stateOf(table)).toEqual(before);
  });

  it('explains why: no piece, not yours, occupied, backwards', async () => {
    const table = await openTable(server.url);
    const ask = async (from: string, to: string): Promise<string> =>
      String((await table.black.post('/api/move', { code: table.code, from, to })).body.message);
    expect(await ask('c5', 'd4')).toBe('Illegal move: there is no piece on c5');
    expect(await ask('a3', 'b4')).toBe('Illegal move: the piece on a3 is not yours');
    expect(await ask('b8', 'a7')).toBe('Illegal move: a7 is occupied');
  });

  it('refuses moves from spectators and from players of another room', async () => {
    const table = await openTable(server.url);
    const other = await openTable(server.url);
    const watcher = await new Client(server.url).init();
    watcher.token = (await watcher.get<{ token: string }>(`/api/join-room?code=${table.code}`)).body.token;
    const before = await stateOf(table);
    const bySpectator = await watcher.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    expect(bySpectator.status).toBe(403);
    expect(bySpectator.body.message).toBe('Spectators cannot play');
    const byOutsider = await other.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    expect(byOutsider.status).toBe(403);
    expect(byOutsider.body.message).toBe('You are not a player in this room');
    expect((await watcher.post('/api/resign', { code: table.code })).status).toBe(403);
    expect((await watcher.post('/api/draw', { code: table.code, action: 'offer' })).status).toBe(403);
    expect(await stateOf(table)).toEqual(before);
  });

  it('refuses moves without a token with 401', async () => {
    const table = await openTable(server.url);
    const anonymous = await new Client(server.url).init();
    const reply = await anonymous.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    expect(reply.status).toBe(401);
    anonymous.token = 'x'.repeat(43);
    expect((await anonymous.post('/api/move', { code: table.code, from: 'b6', to: 'a5' })).body.message).toBe(
      'Invalid token',
    );
  });
});

describe('a capture sequence in progress', () => {
  it('must be finished by the jumping piece; a partial sequence in one call is refused', async () => {
    let seed = 1;
    let game = scriptedWin(seed);
    let at = game.moves.findIndex((m) => m.captures.length >= 2);
    while (at < 0) {
      game = scriptedWin(++seed);
      at = game.moves.findIndex((m) => m.captures.length >= 2);
    }
    const table = await openTable(server.url);
    for (let i = 0; i < at; i++)
      await playWhole(table.of(game.positions[i]!.turn), table.code, game.moves[i]!);
    const mover = game.positions[at]!.turn;
    const client = table.of(mover);
    const move = game.moves[at]!;
    const [a, b, c] = move.path.map(makeSquare);
    const partial = await client.post('/api/jump-sequence', {
      code: table.code,
      jumps: [{ from: a, to: b }],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Illegal move: the capture sequence is not complete');
    const first = await client.post<State>('/api/move', { code: table.code, from: a, to: b });
    expect(first.body).toMatchObject({ in_multi_jump: true, multi_jump_piece: b, currentTurn: mover });
    expect(Object.keys(first.body.validMoves)).toEqual([b]);
    const before = await stateOf(table);
    const other = table.of(mover === 'red' ? 'black' : 'red');
    const outOfTurn = await other.post('/api/move', { code: table.code, from: b, to: c });
    expect(outOfTurn.status).toBe(403);
    const elsewhere = before.pieces.find((p) => p.color === mover && p.position !== b)!.position;
    const wrongPiece = await client.post('/api/move', { code: table.code, from: elsewhere, to: c });
    expect(wrongPiece.status).toBe(400);
    expect(wrongPiece.body.message).toBe('Illegal move: the jumping piece must finish its capture sequence');
    expect(await stateOf(table)).toEqual(before);
    const rest = await client.post<State>('/api/move', { code: table.code, from: b, to: c });
    expect(rest.status).toBe(200);
  });
});

describe('malformed requests', () => {
  it('get clear errors and crash nothing', async () => {
    const table = await openTable(server.url);
    const c = table.black;
    const bad = await c.send('POST', '/api/move', '{"from": "b6", ');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'bad_request' });
    expect((await c.send('POST', '/api/move', 'null')).status).toBe(400);
    expect((await c.send('POST', '/api/move', '[]')).status).toBe(400);
    expect((await c.post('/api/move', { code: table.code, from: 6, to: 'a5' })).status).toBe(400);
    expect((await c.post('/api/move', { code: table.code, from: 'b6', to: 'a5', extra: 1 })).body.code).toBe(
      'validation_failed',
    );
    const huge = await c.send(
      'POST',
      '/api/move',
      JSON.stringify({ from: 'b6', to: 'a5', pad: 'x'.repeat(100_000) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'payload_too_large' });
    const text = await c.send('POST', '/api/move', 'from=b6', { 'content-type': 'text/plain' });
    expect([400, 415]).toContain(text.status);
    const jumps = await c.post('/api/jump-sequence', {
      code: table.code,
      jumps: [
        { from: 'b6', to: 'd4' },
        { from: 'f2', to: 'h4' },
      ],
    });
    expect(jumps.status).toBe(400);
    expect((await c.get(`/api/game-state?code=${table.code}`)).status).toBe(200);
  });
});

describe('the same move twice', () => {
  it('is applied once when sent at the same moment', async () => {
    const table = await openTable(server.url);
    const send = () => table.black.post<State>('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const state = await stateOf(table);
    expect(state.moveCount).toBe(1);
    expect(state.currentTurn).toBe('red');
  });

  it('is applied once, and both callers succeed, with the same client move id', async () => {
    const table = await openTable(server.url);
    const send = () =>
      table.black.post<State>('/api/move', { code: table.code, from: 'b6', to: 'a5', clientMoveId: 'm-1' });
    const replies = await Promise.all([send(), send()]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await stateOf(table)).moveCount).toBe(1);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.moveCount).toBe(1);
  });
});
