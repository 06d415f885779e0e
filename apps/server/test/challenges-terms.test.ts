// A challenge's game terms: the clock (as create-room takes it) and the colour the challenger asks
// for. Kept and shown on every read (pending, sent, history) and in challenge_received; applied when
// accepted (the room's clock, the challenger on its colour, random when asked, still rated between
// accounts) and told in challenge_accepted; bad terms refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MS, challenge, friendsAt, type WireChallenge } from './challenge-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { dataOf, expectFailure, userSocket, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ challengeSweepMs: SWEEP_MS });
});
afterAll(async () => server.close());

const friends = (): Promise<[Person, Person]> => friendsAt(server.url);

const blitz = { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 };

/** Accepts as `who`; the room code. */
async function accept(who: Person, id: string): Promise<string> {
  const reply = await who.client.post(`/api/challenges/${id}/accept`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return dataOf<{ game_id: string }>(reply).game_id;
}

/** The room a challenge started: its seats, clock and whether it is rated. */
async function roomOf(code: string) {
  const row = await server.app.services.store.find(code);
  expect(row).toBeDefined();
  return {
    red: row!.red_user_id,
    black: row!.black_user_id,
    rated: row!.rated,
    control: row!.time_control === null ? null : (JSON.parse(row!.time_control) as unknown),
  };
}

describe('a challenge with a clock and a colour', () => {
  it('is kept, shown on every read and told to both; accepting applies it', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);
    const sent = await challenge(a, b, { time_control: blitz, color: 'red' });
    expect(sent).toMatchObject({ time_control: blitz, color: 'red', status: 'pending' });
    const received = await bSocket.waitFor((m) => m.type === 'challenge_received');
    expect(received.payload.challenge).toEqual(sent);
    expect(
      dataOf<{ pending_challenges: WireChallenge[] }>(await b.client.get('/api/challenges/pending'))
        .pending_challenges,
    ).toEqual([sent]);
    expect(
      dataOf<{ sent_challenges: WireChallenge[] }>(await a.client.get('/api/challenges/sent'))
        .sent_challenges,
    ).toEqual([sent]);

    const code = await accept(b, sent.id);
    expect(await roomOf(code)).toEqual({ red: a.id, black: b.id, rated: 1, control: blitz });
    for (const socket of [aSocket, bSocket]) {
      const told = await socket.waitFor((m) => m.type === 'challenge_accepted');
      expect(told.payload).toEqual({
        challenge_id: sent.id,
        accepted_by: { id: b.id, username: b.name },
        game_id: code,
        time_control: blitz,
        color: 'red',
      });
    }
    // The game runs on that clock, for both.
    const state = await a.client.get<{ clock?: { control: unknown; red: number; black: number } }>(
      `/api/game-state?code=${code}`,
    );
    expect(state.body.clock).toMatchObject({ control: blitz, red: 300_000, black: 300_000 });
    const history = dataOf<{ history: WireChallenge[] }>(
      await b.client.get(`/api/challenges/history/${a.id}`),
    ).history;
    expect(history).toMatchObject([{ id: sent.id, status: 'accepted', time_control: blitz, color: 'red' }]);
    expect([...aSocket.invalid, ...bSocket.invalid]).toEqual([]);
    aSocket.ws.close();
    bSocket.ws.close();
  });

  it('seats the challenger on black, under correspondence or a custom clock', async () => {
    const cases = [
      { color: 'black', time_control: { kind: 'correspondence', daysPerMove: 3 } },
      { color: 'black', time_control: { kind: 'clock', initialSeconds: 90, incrementSeconds: 0 } },
      { color: 'red', time_control: { kind: 'untimed' } },
    ];
    for (const terms of cases) {
      const [a, b] = await friends();
      const sent = await challenge(a, b, terms);
      expect(sent).toMatchObject(terms);
      const room = await roomOf(await accept(b, sent.id));
      expect(room.control).toEqual(terms.time_control.kind === 'untimed' ? null : terms.time_control);
      expect(terms.color === 'red' ? room.red : room.black).toBe(a.id);
      expect(terms.color === 'red' ? room.black : room.red).toBe(b.id);
    }
  });

  it('a random colour is chosen on accepting and told to both', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const sent = await challenge(a, b, { time_control: blitz, color: 'random' });
    expect(sent.color).toBe('random');
    const room = await roomOf(await accept(b, sent.id));
    expect(room.control).toEqual(blitz);
    const told = await aSocket.waitFor((m) => m.type === 'challenge_accepted');
    expect(told.payload.color === 'red' ? room.red : room.black).toBe(a.id);
    aSocket.ws.close();
  });

  it('refuses a bad clock or colour, naming the field', async () => {
    const [a, b] = await friends();
    const post = (body: Record<string, unknown>) =>
      a.client.post('/api/challenges', { challenged_id: b.id, ...body });
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ time_control: { kind: 'blitz' } }, /^time_control/],
      [{ time_control: '5+3' }, /^time_control/],
      [{ time_control: null }, /^time_control/],
      [
        { time_control: { kind: 'clock', initialSeconds: 10, incrementSeconds: 0 } },
        'time_control.initialSeconds: A clock has at least 30 seconds (0.5 minutes)',
      ],
      [
        { time_control: { kind: 'clock', initialSeconds: 300, incrementSeconds: 61 } },
        'time_control.incrementSeconds: The increment is at most 60 seconds',
      ],
      [
        { time_control: { kind: 'correspondence', daysPerMove: 15 } },
        'time_control.daysPerMove: Correspondence gives at most 14 days per move',
      ],
      [{ time_control: { kind: 'clock', initialSeconds: 300 } }, /^time_control\.incrementSeconds/],
      [{ color: 'green' }, 'color: color must be random, red or black'],
      [{ color: 1 }, 'color: color must be random, red or black'],
      [{ color: null }, 'color: color must be random, red or black'],
    ];
    for (const [body, message] of cases) {
      const reply = await post(body);
      expectFailure(reply, 400, message);
      expect((reply.body as { code: string }).code).toBe('validation_failed');
    }
    // Nothing was written: a good challenge still goes through.
    expect((await post({ time_control: blitz, color: 'black' })).status).toBe(201);
  });
});
