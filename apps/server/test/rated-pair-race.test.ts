// The rated-pair cap under simultaneous joins: one account opens ten rooms and the other joins all
// ten at the same instant; at most the cap (three a day) come out rated, whichever joins win, round
// after round. And start-ups that do not go through a join (a challenge accepted, a pool's pair)
// take the same slots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@checkers/protocol';
import { startServer, type TestServer } from './harness.js';
import { person, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const CAP = 3;

async function roomsOf(owner: Person, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await owner.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    expect(created.status).toBe(201);
    codes.push(created.body.invite_code);
  }
  return codes;
}

const ratedOf = async (who: Person, code: string): Promise<boolean> =>
  (await who.client.get<GameState>(`/api/game-state?code=${code}`)).body.rated;

describe('ten simultaneous joins between the same two accounts', () => {
  it('rate at most the cap, every round', async () => {
    for (let round = 0; round < 3; round++) {
      const [host, guest] = [await person(server.url), await person(server.url)];
      const codes = await roomsOf(host, 10);
      const joins = await Promise.all(codes.map((code) => guest.client.get(`/api/join-room?code=${code}`)));
      for (const join of joins) expect(join.status).toBe(200);
      const rated = await Promise.all(codes.map((code) => ratedOf(host, code)));
      expect(rated.filter(Boolean).length, `round ${round}`).toBe(CAP);
    }
  });

  it('rate at most the cap when the same rooms are also started another way at once', async () => {
    const [host, guest] = [await person(server.url), await person(server.url)];
    const codes = await roomsOf(host, 6);
    const rooms = server.app.services.rooms;
    const started = await Promise.all([
      ...codes.map((code) => guest.client.get(`/api/join-room?code=${code}`)),
      ...[0, 1, 2, 3].map(() => rooms.startBetween(host.id, guest.id)),
    ]);
    const direct = started.slice(codes.length) as string[];
    const all = [...codes, ...direct];
    const rated = await Promise.all(all.map((code) => ratedOf(host, code)));
    expect(rated.filter(Boolean).length).toBe(CAP);
  });
});
