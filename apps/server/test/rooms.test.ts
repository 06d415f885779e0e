import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET } from '@checkers/protocol';
import { Client, startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ maxSpectators: 2 });
});
afterAll(async () => server.close());

const client = (): Promise<Client> => new Client(server.url).init();

interface Created {
  invite_code: string;
  player_id: string;
  token: string;
  color: string;
}
interface Joined {
  room_code: string;
  player_id: string;
  token: string;
  is_spectator: boolean;
  color: string | null;
}

async function createRoom(body: object = {}): Promise<{ host: Client; created: Created }> {
  const host = await client();
  const reply = await host.post<Created>('/api/create-room', body);
  expect(reply.status).toBe(201);
  host.token = reply.body.token;
  return { host, created: reply.body };
}

describe('POST /api/create-room', () => {
  it('makes a guest and a room with a 6-character code from the alphabet', async () => {
    const { created } = await createRoom();
    expect(created.invite_code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(created.player_id).toMatch(/^p_[0-9a-f]{16}$/);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(['red', 'black']).toContain(created.color);
  });

  it('seats the creator in the colour asked for', async () => {
    expect((await createRoom({ color: 'black' })).created.color).toBe('black');
    expect((await createRoom({ color: 'red' })).created.color).toBe('red');
  });

  it('refuses unknown fields and bad colours', async () => {
    const host = await client();
    expect((await host.post('/api/create-room', { color: 'green' })).status).toBe(400);
    expect((await host.post('/api/create-room', { evil: 1 })).body).toMatchObject({
      code: 'validation_failed',
      message: 'Unknown field: evil',
    });
  });

  it('keeps the identity of a caller that sends its token', async () => {
    const { host, created } = await createRoom();
    const again = await host.post<Created>('/api/create-room', {});
    expect(again.body.player_id).toBe(created.player_id);
  });
});

describe('GET /api/join-room', () => {
  it('seats the second person and starts the game; later visitors watch', async () => {
    const { created } = await createRoom({ color: 'red' });
    const guest = await client();
    const joined = await guest.get<Joined>(`/api/join-room?code=${created.invite_code.toLowerCase()}`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      room_code: created.invite_code,
      is_spectator: false,
      color: 'black',
    });
    guest.token = joined.body.token;
    const state = await guest.get<{
      status: string;
      playerRed: string;
      playerBlack: string;
      currentTurn: string;
    }>(`/api/game-state?code=${created.invite_code}`);
    expect(state.body).toMatchObject({
      status: 'active',
      playerRed: created.player_id,
      playerBlack: joined.body.player_id,
      currentTurn: 'black',
    });
    const watcher = await client();
    const watched = await watcher.get<Joined>(`/api/join-room?code=${created.invite_code}`);
    expect(watched.body).toMatchObject({ is_spectator: true, color: null });
  });

  it('seats exactly one of several people who join at the same moment', async () => {
    const { created } = await createRoom({ color: 'red' });
    const guests = await Promise.all([1, 2, 3].map(() => client()));
    const replies = await Promise.all(
      guests.map((g) => g.get<Joined>(`/api/join-room?code=${created.invite_code}`)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => !r.body.is_spectator)).toHaveLength(1);
    expect(replies.filter((r) => r.body.is_spectator)).toHaveLength(2);
  });

  it('gives a player its seat back when it rejoins with its token', async () => {
    const { host, created } = await createRoom({ color: 'black' });
    const rejoined = await host.get<Joined>(`/api/join-room?code=${created.invite_code}`);
    expect(rejoined.body).toMatchObject({
      player_id: created.player_id,
      token: created.token,
      color: 'black',
      is_spectator: false,
    });
  });

  it('refuses spectators past the cap with 409 "Room is full"', async () => {
    const { created } = await createRoom();
    await (await client()).get(`/api/join-room?code=${created.invite_code}`);
    for (let i = 0; i < 2; i++) {
      expect(
        (await (await client()).get<Joined>(`/api/join-room?code=${created.invite_code}`)).body.is_spectator,
      ).toBe(true);
    }
    const refused = await (await client()).get(`/api/join-room?code=${created.invite_code}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Room is full', code: 'room_full' });
  });

  it('answers 404 "Room not found" for an unknown code and 400 for a malformed one', async () => {
    const guest = await client();
    const missing = await guest.get('/api/join-room?code=ZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Room not found', code: 'room_not_found' });
    expect((await guest.get('/api/join-room?code=abc')).status).toBe(400);
    expect((await guest.get('/api/join-room?code=abc10o')).body).toMatchObject({ message: 'Room not found' });
    expect((await guest.get('/api/join-room')).status).toBe(400);
  });
});

describe('GET /api/game-state', () => {
  it('says "not started" while the opponent has not arrived', async () => {
    const { host, created } = await createRoom();
    const reply = await host.get(`/api/game-state?code=${created.invite_code}`);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'game_not_started' });
    expect(String(reply.body.message)).toContain('not started');
  });
});

describe('POST /api/spectate/join', () => {
  it('makes a spectator of a live room', async () => {
    const { created } = await createRoom();
    const viewer = await client();
    const reply = await viewer.post<Joined>('/api/spectate/join', { room_code: created.invite_code });
    expect(reply.body).toMatchObject({ room_code: created.invite_code, is_spectator: true });
  });
});
