// Players for the quick-pairing and seek tests: guests and accounts, their status polls, and what a
// paired room looks like from each seat.
import { expect } from 'vitest';
import type { RoomRow } from '../src/modules/rooms/index.js';
import { account } from './chat-fixtures.js';
import { Client, type Reply, type TestServer } from './harness.js';

/** Someone in the lobby: a client holding its token, and its user id. */
export interface Visitor {
  readonly client: Client;
  readonly id: string;
}

/** A pairing status reply. */
export interface Status {
  status: 'idle' | 'waiting' | 'matched';
  pool?: string;
  rated?: boolean;
  waitedSeconds?: number;
  roomCode?: string;
  seekId?: string;
  token?: string;
}

/** A seek on the wire. */
export interface WireSeek {
  id: string;
  ownerName: string;
  rating: number | 'guest';
  timeControl: { kind: string; initialSeconds?: number; incrementSeconds?: number };
  rated: boolean;
  color: string;
  created: string;
  mine: boolean;
}

/** A registered account. */
export async function member(baseUrl: string): Promise<Visitor> {
  const { client, id } = await account(baseUrl);
  return { client, id };
}

/** A guest with a token (made by creating a room, which is left waiting). */
export async function guest(baseUrl: string): Promise<Visitor> {
  const client = await new Client(baseUrl).init();
  const created = await client.post<{ token: string; player_id: string }>('/api/create-room', {});
  expect(created.status).toBe(201);
  client.token = created.body.token;
  return { client, id: created.body.player_id };
}

export const join = (who: Visitor, pool: string, rated = false): Promise<Reply<Status>> =>
  who.client.post<Status>(`/api/pairing/pools/${encodeURIComponent(pool)}`, { rated });

export const statusOf = (who: Visitor): Promise<Reply<Status>> => who.client.get<Status>('/api/pairing');

export const leave = (who: Visitor): Promise<Reply<Status>> =>
  who.client.send<Status>('DELETE', '/api/pairing/pools');

/** Polls the status (as the client does) until it is matched; the room code. */
export async function matchedRoom(who: Visitor, timeoutMs = 5_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await statusOf(who);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (reply.body.status === 'matched') return reply.body.roomCode!;
    if (Date.now() > until) throw new Error(`not matched: ${JSON.stringify(reply.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A player's seat in a room, by joining it with its own token. */
export async function seatIn(
  who: Visitor,
  code: string,
): Promise<{ color: string | null; is_spectator: boolean; player_id: string; time_control?: unknown }> {
  const reply = await who.client.get<{
    color: string | null;
    is_spectator: boolean;
    player_id: string;
    time_control?: unknown;
  }>(`/api/join-room?code=${code}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The room's row. */
export async function roomRow(server: TestServer, code: string): Promise<RoomRow> {
  const row = await server.app.services.store.find(code);
  expect(row).toBeDefined();
  return row!;
}

/** Rooms where this user sits. */
export async function roomsOf(server: TestServer, userId: string): Promise<RoomRow[]> {
  return server.app.services.storage.db
    .selectFrom('rooms')
    .selectAll()
    .where((eb) => eb.or([eb('red_user_id', '=', userId), eb('black_user_id', '=', userId)]))
    .execute();
}

/** Checks an error reply: status, the error body and its message. */
export function expectError(reply: Reply<unknown>, status: number, message?: string | RegExp): void {
  const body = reply.body as Record<string, unknown>;
  expect(reply.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.error).toBe('string');
  expect(typeof body.code).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message !== undefined) expect(String(body.message)).toMatch(message);
}
