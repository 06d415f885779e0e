// Rooms whose players and spectators sit on different nodes.
import { expect } from 'vitest';
import type { Client } from '../harness.js';
import type { State } from '../players.js';
import type { TestNode } from './cluster.js';

/** A room with red on one node and black on another. */
export interface SplitTable {
  readonly code: string;
  readonly red: Client;
  readonly black: Client;
  of(color: 'red' | 'black'): Client;
}

/** Red creates a room on `redNode`; black joins it on `blackNode`. */
export async function seatAcross(redNode: TestNode, blackNode: TestNode): Promise<SplitTable> {
  const red = await redNode.client();
  const created = await red.post<{ invite_code: string; token: string }>('/api/create-room', {
    color: 'red',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  red.token = created.body.token;
  const black = await blackNode.client();
  const joined = await black.get<{ token: string }>(`/api/join-room?code=${created.body.invite_code}`);
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  black.token = joined.body.token;
  return {
    code: created.body.invite_code,
    red,
    black,
    of: (color) => (color === 'red' ? red : black),
  };
}

/** Joins the room's audience through `node`; returns the spectator's token. */
export async function watch(node: TestNode, code: string): Promise<string> {
  const client = await node.client();
  const joined = await client.post<{ token: string }>('/api/spectate/join', { room_code: code });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return joined.body.token;
}

/** The game state as one node reports it. */
export async function stateOn(node: TestNode, code: string, token: string): Promise<State> {
  const reply = await (await node.client(token)).get<State>(`/api/game-state?code=${code}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}
