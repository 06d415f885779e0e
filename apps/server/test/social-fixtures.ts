// Registered people for the friends and challenges tests: a client holding its token, its id and
// name, and (when asked) its user socket.
import { expect } from 'vitest';
import { account } from './chat-fixtures.js';
import type { Client, Reply } from './harness.js';
import { SocketClient, type Received } from './socket-client.js';

/** A registered account. */
export interface Person {
  readonly client: Client;
  readonly id: string;
  readonly name: string;
}

/** Registers an account (its name starts `warden_`). */
export async function person(baseUrl: string): Promise<Person> {
  const { client, name } = await account(baseUrl);
  const me = await client.get<{ account: { id: string } }>('/api/auth/me');
  expect(me.status).toBe(200);
  return { client, id: me.body.account.id, name };
}

/** Opens a person's user socket. */
export const userSocket = (baseUrl: string, who: Person): Promise<SocketClient> =>
  SocketClient.openUser(baseUrl, who.client.token!);

/** Makes two people friends (a request, then its acceptance). */
export async function befriend(a: Person, b: Person): Promise<void> {
  expect((await a.client.post('/api/friends/request', { friend_id: b.id })).status).toBe(201);
  expect((await b.client.post(`/api/friends/${a.id}/accept`)).status).toBe(200);
}

/** The `data` of a successful reply (checks the envelope). */
export function dataOf<T = Record<string, unknown>>(reply: Reply<unknown>): T {
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ success: true });
  return (reply.body as unknown as { data: T }).data;
}

/** Checks a failure reply: its status, the error body with `success: false`, and its message. */
export function expectFailure(reply: Reply<unknown>, status: number, message?: string | RegExp): void {
  const body = reply.body as Record<string, unknown>;
  expect(reply.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(typeof body.code).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message !== undefined) expect(String(body.message)).toMatch(message);
}

/** The messages of a type a socket got, in order. */
export const ofType = (socket: SocketClient, type: string): Received[] =>
  socket.messages.filter((m) => m.type === type);
