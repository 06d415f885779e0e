// GET /api/games/{code}: a game's record. Its moves replay with the engine to the game's position,
// it names the players as they stood when the game started (ratings for accounts, none for guests),
// and it answers anyone, within the global API rate limit.
import {
  crowned,
  findMove,
  makeSquare,
  parseFen,
  parseSquare,
  play,
  samePosition,
  type Position,
} from '@checkers/engine';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { gameRecordResponseSchema, type GameRecord } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable, playWhole, type State } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** The record as anyone (no token) gets it, checked against the wire schema. */
async function recordOf(code: string): Promise<GameRecord> {
  const reply = await new Client(server.url).get(`/api/games/${code}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return gameRecordResponseSchema.parse(reply.body).game;
}

const square = (name: string): number => {
  const parsed = parseSquare(name);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** Plays a record's moves with the engine; each must be legal. */
function replayRecord(record: GameRecord): Position {
  const initial = parseFen(record.initial_fen);
  if (!initial.ok) throw new Error(initial.error.message);
  let position = initial.value;
  for (const move of record.moves) {
    const path = move.path.map(square);
    const legal = findMove(position, path[0]!, path[path.length - 1]!, path);
    expect(legal.ok, JSON.stringify(move)).toBe(true);
    if (legal.ok) position = play(position, legal.value);
  }
  return position;
}

let nextName = 1;
/** A registered account, signed in. */
async function account(): Promise<{ client: Client; id: string; name: string }> {
  const client = await new Client(server.url).init();
  const name = `rec_${nextName++}_${Date.now() % 100000}`;
  const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
    username: name,
    password: 'long enough',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  client.token = reply.body.token;
  return { client, id: reply.body.account.id, name };
}

async function ratedSoon(code: string): Promise<void> {
  const db = server.app.services.storage.db;
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    const row = await db
      .selectFrom('rated_games')
      .select('room_code')
      .where('room_code', '=', code)
      .executeTakeFirst();
    if (row !== undefined) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`room ${code} was not rated`);
}

describe('a played game', () => {
  it("has every move in order with its captures, colour and crowning, and replays to the game's position", async () => {
    const game = shortScriptedWin();
    const table = await openTable(server.url);
    const fresh = await recordOf(table.code);
    expect(fresh).toMatchObject({ status: 'active', moves: [], partial: null, winner: null, reason: null });
    for (const [i, move] of game.moves.entries()) {
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const record = await recordOf(table.code.toLowerCase());
    expect(record.room_code).toBe(table.code);
    expect(record.moves).toEqual(
      game.moves.map((move, i) => {
        const before = game.positions[i]!;
        return {
          path: move.path.map(makeSquare),
          captured: move.captures.map(makeSquare),
          color: before.turn,
          promoted: crowned(before, move),
        };
      }),
    );
    expect(record.moves.some((m) => m.promoted)).toBe(true);
    expect(record.moves.some((m) => m.captured.length > 1)).toBe(true);
    expect(record).toMatchObject({
      status: 'finished',
      winner: game.winner,
      reason: 'no-legal-moves',
      rated: false,
      partial: null,
    });
    expect(record.started_at).not.toBeNull();
    expect(record.finished_at).not.toBeNull();

    const replayed = replayRecord(record);
    expect(samePosition(replayed, game.positions[game.positions.length - 1]!)).toBe(true);
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(record.version).toBe(state.version);
    const shown = state.pieces.map((p) => `${p.color}:${p.position}:${p.king}`).sort();
    const black = (s: number) => (replayed.black & (1 << s)) !== 0;
    const red = (s: number) => (replayed.red & (1 << s)) !== 0;
    const fromRecord = Array.from({ length: 32 }, (_, s) => s)
      .filter((s) => black(s) || red(s))
      .map((s) => `${black(s) ? 'black' : 'red'}:${makeSquare(s)}:${(replayed.kings & (1 << s)) !== 0}`)
      .sort();
    expect(fromRecord).toEqual(shown);
  });

  it('shows a capture sequence in progress as partial, outside the whole moves', async () => {
    const game = shortScriptedWin();
    const at = game.moves.findIndex((m) => m.captures.length > 1);
    const table = await openTable(server.url);
    for (const [i, move] of game.moves.slice(0, at).entries()) {
      expect((await playWhole(table.of(game.positions[i]!.turn), table.code, move)).status).toBe(200);
    }
    const multi = game.moves[at]!;
    const first = { code: table.code, from: makeSquare(multi.path[0]!), to: makeSquare(multi.path[1]!) };
    expect((await table.of(game.positions[at]!.turn).post('/api/move', first)).status).toBe(200);
    const record = await recordOf(table.code);
    expect(record.moves).toHaveLength(at);
    expect(record.partial).toEqual([first.from, first.to]);
  });
});

describe('the players', () => {
  it('are guests without a rating', async () => {
    const table = await openTable(server.url);
    const record = await recordOf(table.code);
    expect(record.red).toEqual({
      player_id: table.redId,
      name: expect.stringMatching(/^Guest /),
      kind: 'guest',
      rating: null,
    });
    expect(record.black).toMatchObject({ player_id: table.blackId, kind: 'guest', rating: null });
  });

  it('are accounts with their names and the ratings of the game; an empty seat is null', async () => {
    const alice = await account();
    const bob = await account();
    const created = await alice.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;
    const waiting = await recordOf(code);
    expect(waiting).toMatchObject({ status: 'waiting', black: null, started_at: null });
    expect(waiting.red).toEqual({ player_id: alice.id, name: alice.name, kind: 'account', rating: 1200 });
    expect((await bob.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    const game = shortScriptedWin();
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? alice : bob;
      expect((await playWhole(mover.client, code, move)).status).toBe(200);
    }
    await ratedSoon(code);
    const record = await recordOf(code);
    expect(record.rated).toBe(true);
    // The players as they stood when the game started: both new to the ladder then.
    expect(record.red).toEqual({ player_id: alice.id, name: alice.name, kind: 'account', rating: 1200 });
    expect(record.black).toEqual({ player_id: bob.id, name: bob.name, kind: 'account', rating: 1200 });
    // The game moved both ratings since; the record keeps those of the game.
    const now = await server.app.services.ratings.currentRatings([alice.id, bob.id], 'overall');
    expect(Math.round(now.get(alice.id)!)).not.toBe(1200);
    expect(Math.round(now.get(bob.id)!)).not.toBe(1200);
  });

  it('keep the names of the game after a guest registers', async () => {
    const table = await openTable(server.url);
    const before = await recordOf(table.code);
    const guestName = before.red!.name;
    expect(guestName).toMatch(/^Guest /);
    const game = shortScriptedWin();
    for (const [i, move] of game.moves.entries()) {
      expect((await playWhole(table.of(game.positions[i]!.turn), table.code, move)).status).toBe(200);
    }
    // The red guest registers with its guest token: the same user, now an account with a new name.
    const username = `later_${Date.now() % 100000}`;
    const registered = await table.red.post<{ account: { id: string } }>('/api/auth/register', {
      username,
      password: 'long enough',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.account.id).toBe(table.redId);
    const profiles = await server.app.services.identities.profilesOf([table.redId]);
    expect(profiles.get(table.redId)).toEqual({ name: username, kind: 'account' });

    const record = await recordOf(table.code);
    expect(record.red).toEqual({ player_id: table.redId, name: guestName, kind: 'guest', rating: null });
    // A game started after the registration shows the account.
    const created = await table.red.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const opponent = await new Client(server.url).init();
    expect((await opponent.get(`/api/join-room?code=${created.body.invite_code}`)).status).toBe(200);
    expect((await recordOf(created.body.invite_code)).red).toEqual({
      player_id: table.redId,
      name: username,
      kind: 'account',
      rating: 1200,
    });
  });
});

describe('errors', () => {
  it('answers 404 for an unknown room and 400 for a malformed code', async () => {
    const anyone = new Client(server.url);
    expect(await anyone.get('/api/games/ZZZZZZ')).toMatchObject({
      status: 404,
      body: { code: 'room_not_found', message: 'Room not found' },
    });
    for (const bad of ['ABC', 'ABC-23', 'ABCDEFG']) {
      const reply = await anyone.get(`/api/games/${bad}`);
      expect(reply.status, bad).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('counts against the global API rate limit', async () => {
    const limited = await startServer({ rateLimit: { max: 3 } });
    try {
      const anyone = new Client(limited.url);
      for (let i = 0; i < 3; i++) expect((await anyone.get('/api/games/ZZZZZZ')).status).toBe(404);
      const refused = await anyone.get('/api/games/ZZZZZZ');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited', message: 'Too many requests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
