// Spectators, moderators and chat sockets for the spectator chat tests.
import { expect } from 'vitest';
import { Client } from './harness.js';
import { SocketClient, type Received } from './socket-client.js';

/** Someone in a room with an open socket. */
export interface Member {
  readonly client: Client;
  readonly id: string;
  readonly name: string;
  readonly socket: SocketClient;
}

/** Someone who signed in: a client holding its token, and the name the chat shows. */
export interface SignedIn {
  readonly client: Client;
  readonly name: string;
  /** The account's user id. */
  readonly id: string;
}

/** Joins a room as a spectator (a new guest, or `as`) and opens its socket. */
export async function watcher(baseUrl: string, code: string, as?: SignedIn): Promise<Member> {
  const client = as?.client ?? (await new Client(baseUrl).init());
  const joined = await client.post<{ token: string; player_id: string }>('/api/spectate/join', {
    room_code: code,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  client.token = joined.body.token;
  const socket = await SocketClient.open(baseUrl, code, joined.body.token);
  // Its standing comes first: the socket is in the chat from then on.
  await socket.waitFor((m) => m.type === 'spectator_mode_changed');
  const id = joined.body.player_id;
  return { client, id, name: as?.name ?? guestName(id), socket };
}

/** A guest's display name, as the server makes it from the id. */
export const guestName = (id: string): string => `Guest ${id.slice(2, 6).toUpperCase()}`;

let nextName = 1;

/** A registered account; `grant` may make it a moderator (the operator's command's path). */
export async function account(
  baseUrl: string,
  grant: (username: string) => Promise<void> = async () => {},
): Promise<SignedIn> {
  const client = await new Client(baseUrl).init();
  const username = `warden_${nextName++}_${Date.now() % 100000}`;
  const reply = await client.post<{ token: string; account: { id: string } }>('/api/auth/register', {
    username,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  await grant(username);
  return { client, name: username, id: reply.body.account.id };
}

/** The chat messages a socket got, in order. */
export const said = (socket: SocketClient): Received[] =>
  socket.messages.filter((m) => m.type === 'spectator_chat');

/** The texts of the chat messages a socket got, in order. */
export const texts = (socket: SocketClient): string[] => said(socket).map((m) => String(m.payload.message));

/** Waits for the socket's next `error`, after the ones it already had. */
export async function nextError(socket: SocketClient): Promise<Record<string, unknown>> {
  const before = socket.messages.filter((m) => m.type === 'error').length;
  await socket.waitFor(() => socket.messages.filter((m) => m.type === 'error').length > before);
  return socket.messages.filter((m) => m.type === 'error')[before]!.payload;
}

/** Waits until everything the socket sent before has been handled (messages are handled in order). */
export async function settled(socket: SocketClient): Promise<void> {
  const t = Math.random();
  socket.send({ type: 'ping', payload: { t } });
  await socket.waitFor((m) => m.type === 'pong' && m.payload.t === t);
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
