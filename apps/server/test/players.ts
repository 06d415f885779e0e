// Two players in one room, for tests: creates, joins, and plays moves the way a client would.
import { makeSquare, type Move } from '@checkers/engine';
import { expect } from 'vitest';
import { Client, type Reply } from './harness.js';

/** The game state fields the tests read. */
export interface State {
  status: string;
  currentTurn: 'red' | 'black';
  pieces: { id: string; color: string; position: string; king: boolean }[];
  validMoves: Record<string, string[]>;
  in_multi_jump: boolean;
  multi_jump_piece: string | null;
  isGameOver: boolean;
  winner: string | null;
  isDraw: boolean;
  reason: string | null;
  moveCount: number;
  version: number;
  drawOfferedBy: string | null;
  spectatorCount: number;
}

/** A room with both seats taken. */
export interface Table {
  readonly code: string;
  readonly red: Client;
  readonly black: Client;
  readonly redId: string;
  readonly blackId: string;
  of(color: 'red' | 'black'): Client;
}

/** Creates a room (the creator is red) and seats a second player (black). */
export async function openTable(baseUrl: string): Promise<Table> {
  const red = await new Client(baseUrl).init();
  const created = await red.post<{ invite_code: string; token: string; player_id: string }>(
    '/api/create-room',
    { color: 'red' },
  );
  expect(created.status).toBe(201);
  red.token = created.body.token;
  const black = await new Client(baseUrl).init();
  const joined = await black.get<{ token: string; player_id: string }>(
    `/api/join-room?code=${created.body.invite_code}`,
  );
  expect(joined.status).toBe(200);
  black.token = joined.body.token;
  return {
    code: created.body.invite_code,
    red,
    black,
    redId: created.body.player_id,
    blackId: joined.body.player_id,
    of: (color) => (color === 'red' ? red : black),
  };
}

/** Plays a move over HTTP: a step, or a capture jump by jump. Returns the last reply. */
export async function playByJumps(client: Client, code: string, move: Move): Promise<Reply<State>> {
  let reply: Reply<State> | undefined;
  for (let i = 1; i < move.path.length; i++) {
    reply = await client.post<State>('/api/move', {
      code,
      from: makeSquare(move.path[i - 1]!),
      to: makeSquare(move.path[i]!),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const last = i === move.path.length - 1;
    expect(reply.body.in_multi_jump).toBe(!last);
  }
  return reply!;
}

/** Plays a capture as one jump sequence. */
export async function playSequence(client: Client, code: string, move: Move): Promise<Reply<State>> {
  const jumps = move.path.slice(1).map((to, i) => ({
    from: makeSquare(move.path[i]!),
    to: makeSquare(to),
    captured: makeSquare(move.captures[i]!),
  }));
  return client.post<State>('/api/jump-sequence', { code, jumps });
}

/** Plays a whole move in one call: a step by /api/move, a capture by /api/jump-sequence. */
export async function playWhole(client: Client, code: string, move: Move): Promise<Reply<State>> {
  if (move.captures.length > 0) return playSequence(client, code, move);
  return client.post<State>('/api/move', { code, from: makeSquare(move.from), to: makeSquare(move.to) });
}

/**
 * Plays two quiet moves by each side (black b6-a5, red g3-h4, black d6-c5, red e3-f4), so that a
 * game ended next is won, lost or drawn rather than aborted as too short (`MIN_RATED_PLIES`).
 */
export async function playOpening(table: Pick<Table, 'code' | 'of'>): Promise<void> {
  const moves = [
    ['black', 'b6', 'a5'],
    ['red', 'g3', 'h4'],
    ['black', 'd6', 'c5'],
    ['red', 'e3', 'f4'],
  ] as const;
  for (const [color, from, to] of moves) {
    const reply = await table.of(color).post<State>('/api/move', { code: table.code, from, to });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
}
