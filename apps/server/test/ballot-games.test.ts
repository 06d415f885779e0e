// Games started from an ACF three-move ballot (rooms' `startBetween` with `ballot`, as tournaments
// start them): the ballot's three moves are the game's first three, red makes the players' first
// move, moves from there are judged as any, the state and the record name the ballot, the clocks'
// first-move limits and the abort rule count only the players' moves, and a rematch plays the same
// ballot with the colours reversed.
import { START_FEN, ballotOpening, legalMoves, makeSquare, play, type Position } from '@checkers/engine';
import {
  gameRecordResponseSchema,
  gameStateSchema,
  type GameRecord,
  type GameState,
} from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { playWhole } from './players.js';
import { ratedServer, type Player } from './rating-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());
const { account, ratedSoon } = ratedServer(() => server);

const stateOf = async (client: Client, code: string): Promise<GameState> => {
  const reply = await client.get(`/api/game-state?code=${code}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return gameStateSchema.parse(reply.body);
};

const recordOf = async (code: string): Promise<GameRecord> => {
  const reply = await new Client(server.url).get(`/api/games/${code}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return gameRecordResponseSchema.parse(reply.body).game;
};

/** The pieces of a position as the wire lists them, sorted. */
const piecesOf = (position: Position): string[] =>
  Array.from({ length: 32 }, (_, s) => s)
    .filter((s) => ((position.black | position.red) & (1 << s)) !== 0)
    .map((s) => `${(position.black & (1 << s)) !== 0 ? 'black' : 'red'}:${makeSquare(s)}`)
    .sort();
const shownPieces = (state: GameState): string[] => state.pieces.map((p) => `${p.color}:${p.square}`).sort();

/** Plays the first legal move of `position` for the side to move; the position after it. */
async function playFirst(players: Record<'red' | 'black', Player>, code: string, position: Position) {
  const move = legalMoves(position)[0]!;
  const reply = await playWhole(players[position.turn].client, code, move);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return play(position, move);
}

const BLITZ = { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 } as const;

describe('a game started from a ballot', () => {
  it('opens after the ballot with red to move, names it, and judges the players’ moves from there', async () => {
    const [a, b] = [await account(), await account()];
    const opening = ballotOpening(12)!;
    const code = await server.app.services.rooms.startBetween(a.id, b.id, {
      firstColor: 'black',
      timeControl: BLITZ,
      ballot: 12,
    });
    const players = { black: a, red: b };
    const state = await stateOf(a.client, code);
    expect(state).toMatchObject({
      status: 'active',
      currentTurn: 'red',
      moveCount: 3,
      playerBlack: a.id,
      playerRed: b.id,
      rated: true,
      ballot: { number: 12, moves: '9-13 23-18 6-9' },
    });
    expect(shownPieces(state)).toEqual(piecesOf(opening.position));
    // Red sees the ballot's last move, black's 6-9, as the move just played.
    expect(state.lastMove).toMatchObject({ color: 'black', path: opening.moves[2]!.path.map(makeSquare) });
    // The clocks have not started: red's first move has its own limit.
    expect(state.clock).toMatchObject({ red: 300_000, black: 300_000, running: null });
    expect(state.clock?.firstMoveMs).toBeGreaterThan(0);

    // Black may not move, and red only legally.
    const blackMove = await a.client.post('/api/move', { code, from: 'b6', to: 'a5' });
    expect([blackMove.status, JSON.stringify(blackMove.body)]).toEqual([
      403,
      expect.stringContaining('not_your_turn'),
    ]);
    const illegal = await b.client.post('/api/move', { code, from: 'c3', to: 'c5' });
    expect([illegal.status, JSON.stringify(illegal.body)]).toEqual([
      400,
      expect.stringContaining('illegal_move'),
    ]);
    let position = await playFirst(players, code, opening.position);
    const afterRed = await stateOf(b.client, code);
    expect(afterRed).toMatchObject({ currentTurn: 'black', moveCount: 4, ballot: { number: 12 } });
    // Black's first move still has its own limit; once both have moved, red's clock runs.
    expect(afterRed.clock).toMatchObject({ running: null });
    position = await playFirst(players, code, position);
    expect((await stateOf(b.client, code)).clock).toMatchObject({ running: 'red' });

    const record = await recordOf(code);
    expect(record.initial_fen).toBe(START_FEN);
    expect(record.ballot).toEqual({ number: 12, moves: '9-13 23-18 6-9' });
    expect(record.moves.slice(0, 3).map((m) => m.path)).toEqual(
      opening.moves.map((m) => m.path.map(makeSquare)),
    );
    expect(record.moves.map((m) => m.color)).toEqual(['black', 'red', 'black', 'red', 'black']);
    // One clock entry a move, the ballot's at the full time.
    expect(record.clocks).toHaveLength(5);
    expect(record.clocks?.slice(0, 3)).toEqual([
      { red: 300_000, black: 300_000 },
      { red: 300_000, black: 300_000 },
      { red: 300_000, black: 300_000 },
    ]);
    expect(piecesOf(position)).toEqual(shownPieces(await stateOf(a.client, code)));
  });

  it('is aborted when it ends before each player made two moves of their own', async () => {
    const [a, b] = [await account(), await account()];
    const code = await server.app.services.rooms.startBetween(a.id, b.id, { firstColor: 'red', ballot: 4 });
    const players = { red: a, black: b };
    // Ballot 4 (9-13 22-17 13x22) leaves red a capture to make.
    let position = ballotOpening(4)!.position;
    position = await playFirst(players, code, position);
    position = await playFirst(players, code, position);
    position = await playFirst(players, code, position);
    // Six whole moves in all, but only three of the players'.
    expect(await stateOf(a.client, code)).toMatchObject({ moveCount: 6, currentTurn: position.turn });
    expect((await b.client.post('/api/resign', { code })).status).toBe(200);
    const ended = await stateOf(a.client, code);
    expect(ended).toMatchObject({
      isGameOver: true,
      winner: null,
      reason: 'aborted',
      rated: false,
      casualReason: 'aborted',
      abort: { reason: 'resignation', by: 'black' },
      ballot: { number: 4 },
    });
  });

  it('counts once each player made two moves, and its rematch plays the same ballot, colours reversed', async () => {
    const [a, b] = [await account(), await account()];
    const code = await server.app.services.rooms.startBetween(a.id, b.id, { firstColor: 'red', ballot: 100 });
    const players = { red: a, black: b };
    let position = ballotOpening(100)!.position;
    for (let i = 0; i < 4; i++) position = await playFirst(players, code, position);
    expect((await b.client.post('/api/resign', { code })).status).toBe(200);
    expect(await stateOf(a.client, code)).toMatchObject({
      winner: 'red',
      reason: 'resignation',
      rated: true,
    });
    await ratedSoon(code);

    expect((await a.client.post('/api/rematch', { code })).status).toBe(200);
    const second = await b.client.post<{ newRoomCode: string }>('/api/rematch', { code });
    expect(second.status).toBe(200);
    const rematch = second.body.newRoomCode;
    const state = await stateOf(a.client, rematch);
    expect(state).toMatchObject({
      status: 'active',
      playerRed: b.id,
      playerBlack: a.id,
      currentTurn: 'red',
      moveCount: 3,
      ballot: { number: 100, moves: ballotOpening(100)!.ballot.moves },
    });
    expect(shownPieces(state)).toEqual(piecesOf(ballotOpening(100)!.position));
    const record = await recordOf(rematch);
    expect(record.moves).toHaveLength(3);
    expect(record.ballot?.number).toBe(100);
    // Untimed: no clock entries for the ballot's moves either.
    expect(record.clocks).toBeUndefined();
  });

  it('is no game from the start, and a game without one names none', async () => {
    const [a, b] = [await account(), await account()];
    await expect(server.app.services.rooms.startBetween(a.id, b.id, { ballot: 175 })).rejects.toThrow(
      /no ACF ballot 175/,
    );
    const code = await server.app.services.rooms.startBetween(a.id, b.id, {});
    expect(await stateOf(a.client, code)).toMatchObject({ moveCount: 0, currentTurn: 'black', ballot: null });
    expect(await recordOf(code)).toMatchObject({ ballot: null, moves: [], initial_fen: START_FEN });
  });
});
