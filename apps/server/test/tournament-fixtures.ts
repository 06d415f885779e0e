// Tournaments for the tests: a server whose director runs on a clock the test moves, registered
// players, and the calls as a client makes them.
import { expect } from 'vitest';
import type { Tournament, TournamentDetail, TournamentMe } from '@checkers/protocol';
import { account } from './chat-fixtures.js';
import { startServer, type Client, type Reply, type TestOverrides, type TestServer } from './harness.js';

/** A registered player: its client (holding its token), id and name. */
export interface Entrant {
  readonly client: Client;
  readonly id: string;
  readonly name: string;
}

/** The server's clock as the tournaments see it: real time plus what the test added. */
export class TestClock {
  offsetMs = 0;
  readonly now = (): number => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** Starts a server whose director ticks every `tickMs` on `clock` (no recurring arenas). */
export async function tournamentServer(
  clock: TestClock,
  tickMs = 100,
  overrides: TestOverrides = {},
): Promise<TestServer> {
  return startServer({
    ...overrides,
    tournaments: {
      actionsPerMinute: 100_000,
      readsPerMinute: 100_000,
      tickMs,
      schedule: [],
      clock: clock.now,
      ...overrides.tournaments,
    },
  });
}

/** Registers a player. */
export async function entrant(baseUrl: string): Promise<Entrant> {
  const { client, name, id } = await account(baseUrl);
  return { client, id, name };
}

/** A valid arena body, changed by `change`. */
export const arenaBody = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Friday arena',
  kind: 'arena',
  timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
  startsInSeconds: 60,
  durationMinutes: 30,
  ...change,
});

/** A valid Swiss body, changed by `change`. */
export const swissBody = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Club Swiss',
  kind: 'swiss',
  timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
  startsInSeconds: 60,
  rounds: 3,
  ...change,
});

/** Creates a tournament, checking the 201. */
export async function create(who: Entrant, body: Record<string, unknown>): Promise<Tournament> {
  const reply = await who.client.post<{ tournament: Tournament }>('/api/tournaments', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.tournament;
}

export const joinReply = (who: Entrant, id: string, body: Record<string, unknown> = {}) =>
  who.client.post<{ tournament: Tournament }>(`/api/tournaments/${id}/join`, body);

export const withdrawReply = (who: Entrant, id: string) =>
  who.client.post<{ tournament: Tournament }>(`/api/tournaments/${id}/withdraw`);

/** Joins, checking the 200. */
export async function join(
  who: Entrant,
  id: string,
  body: Record<string, unknown> = {},
): Promise<Tournament> {
  const reply = await joinReply(who, id, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.tournament;
}

/** A tournament's page data. */
export async function detail(client: Client, id: string): Promise<TournamentDetail> {
  const reply = await client.get<TournamentDetail>(`/api/tournaments/${id}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The caller's standing in a tournament. */
export async function me(who: Entrant, id: string): Promise<TournamentMe> {
  const reply = await who.client.get<TournamentMe>(`/api/tournaments/${id}/me`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Checks an error reply: its status, code and message. */
export function expectRefusal(reply: Reply<unknown>, status: number, message?: string | RegExp): void {
  const body = reply.body as Record<string, unknown>;
  expect(reply.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.code).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message !== undefined) expect(String(body.message)).toMatch(message);
}
