// Spectators: the list of live games, joining, invites, the events that announce them, and that
// they can never act on the game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable, type State } from './players.js';
import { SocketClient, type Received } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

interface Joined {
  room_code: string;
  player_id: string;
  token: string;
  is_spectator: boolean;
  color: string | null;
}
interface Invite {
  id: string;
  room_code: string;
  invitee_id: string | null;
  status: string;
}

async function spectator(code: string): Promise<{ client: Client; joined: Joined }> {
  const client = await new Client(server.url).init();
  const reply = await client.post<Joined>('/api/spectate/join', { room_code: code });
  expect(reply.status).toBe(200);
  client.token = reply.body.token;
  return { client, joined: reply.body };
}

describe('GET /api/spectate/games', () => {
  it('lists live games with their players, move count and spectators', async () => {
    const table = await openTable(server.url);
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    const { joined } = await spectator(table.code);
    const socket = await SocketClient.open(server.url, table.code, joined.token);
    await socket.waitFor((m) => m.type === 'spectator_count_update');
    const waiting = await new Client(server.url).init();
    const unstarted = (await waiting.post<{ invite_code: string }>('/api/create-room', {})).body;
    const list = await waiting.get<{ games: Record<string, unknown>[] }>('/api/spectate/games');
    expect(list.status).toBe(200);
    expect(list.body.games.find((g) => g.room_code === table.code)).toMatchObject({
      player_red: table.redId,
      player_black: table.blackId,
      move_count: 1,
      spectator_count: 1,
    });
    expect(list.body.games.some((g) => g.room_code === unstarted.invite_code)).toBe(false);
    expect((await waiting.get('/api/spectate/games?limit=0')).status).toBe(400);
    expect((await waiting.get('/api/spectate/games?evil=1')).status).toBe(400);
    socket.close();
  });
});

describe('GET /api/spectate/analytics/{gameId}', () => {
  it('gives figures about a game: moves, captures, material, duration', async () => {
    const table = await openTable(server.url);
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    const viewer = await new Client(server.url).init();
    const reply = await viewer.get(`/api/spectate/analytics/${table.code.toLowerCase()}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      room_code: table.code,
      status: 'active',
      move_count: 1,
      captures: { red: 0, black: 0 },
      material: { red: { men: 12, kings: 0 }, black: { men: 12, kings: 0 } },
      current_turn: 'red',
      spectator_count: 0,
      winner: null,
      reason: null,
    });
    expect(reply.body.duration_ms).toBeGreaterThanOrEqual(0);
    expect((await viewer.get('/api/spectate/analytics/ZZZZZZ')).body).toMatchObject({
      message: 'Room not found',
    });
    expect((await viewer.get('/api/spectate/analytics/nope')).status).toBe(400);
  });
});

describe('spectator events', () => {
  it('announce spectators joining and leaving, with the count, to everyone in the room', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const { joined } = await spectator(table.code);
    const watcher = await SocketClient.open(server.url, table.code, joined.token);
    const came = await red.waitFor((m) => m.type === 'spectator_joined');
    expect(came.payload).toMatchObject({ spectatorId: joined.player_id, count: 1 });
    expect(came.v).toBeUndefined();
    await red.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 1);
    await watcher.waitFor((m) => m.type === 'spectator_joined');
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.spectatorCount).toBe(1);
    watcher.close();
    const went = await red.waitFor((m) => m.type === 'spectator_left');
    expect(went.payload).toMatchObject({ spectatorId: joined.player_id, count: 0 });
    await red.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 0);
    red.close();
  });

  it('follow a spectator stepping out of the audience and back without closing its socket', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const { joined } = await spectator(table.code);
    const watcher = await SocketClient.open(server.url, table.code, joined.token);
    await red.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 1);
    watcher.send({
      type: 'spectator_left',
      payload: { spectatorId: joined.player_id, timestamp: Date.now() },
    });
    await red.waitFor((m) => m.type === 'spectator_left' && m.payload.count === 0);
    watcher.send({ type: 'spectator_left' });
    watcher.send({ type: 'spectator_joined', payload: { spectatorId: joined.player_id } });
    const seen = (type: string): Received[] => red.messages.filter((m) => m.type === type);
    await red.waitFor(() => seen('spectator_joined').length === 2);
    const back = seen('spectator_joined')[1]!;
    expect(back.payload.count).toBe(1);
    expect(back.payload.spectatorId).toBe(joined.player_id);
    expect(seen('spectator_left')).toHaveLength(1);
    red.send({ type: 'spectator_joined' });
    const refused = await red.waitFor((m) => m.type === 'error');
    expect(refused.payload).toEqual({
      message: 'Only spectators join or leave the audience',
      code: 'forbidden',
    });
    watcher.close();
    await red.waitFor(() => seen('spectator_left').length === 2);
    red.close();
  });

  it('tell a player resuming from a version how many watch, counted after the socket joined', async () => {
    const table = await openTable(server.url);
    const before = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(before.spectatorCount).toBe(0);
    // A spectator arrives between the player's look at the state and the player's socket.
    const { joined } = await spectator(table.code);
    const watcher = await SocketClient.open(server.url, table.code, joined.token);
    const red = await SocketClient.open(server.url, table.code, table.red.token!, before.version);
    const told = await red.waitFor((m) => m.type === 'spectator_count_update');
    expect(told.payload).toEqual({ count: 1 });
    watcher.close();
    await red.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 0);
    red.close();
  });

  it('count a spectator who looked at the game over HTTP before opening its socket', async () => {
    const table = await openTable(server.url);
    const { client, joined } = await spectator(table.code);
    expect((await client.get(`/api/game-state?code=${table.code}`)).status).toBe(200);
    const watcher = await SocketClient.open(server.url, table.code, joined.token);
    await watcher.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 1);
    watcher.close();
  });
});

describe('spectators cannot act on the game', () => {
  it('over HTTP: move, jump sequence, resign, draw, claim, rematch', async () => {
    const table = await openTable(server.url);
    const { client } = await spectator(table.code);
    const before = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    const code = table.code;
    const calls: [string, object][] = [
      ['/api/move', { code, from: 'b6', to: 'a5' }],
      ['/api/jump-sequence', { code, jumps: [{ from: 'b6', to: 'd4' }] }],
      ['/api/resign', { code }],
      ['/api/draw', { code, action: 'offer' }],
      ['/api/claim-win', { code }],
      ['/api/rematch', { code }],
    ];
    for (const [path, body] of calls) {
      const reply = await client.post(path, body);
      expect(reply.status, path).toBe(403);
      expect(reply.body.code, path).toBe('forbidden');
    }
    expect((await client.post('/api/move', { code, from: 'b6', to: 'a5' })).body.message).toBe(
      'Spectators cannot play',
    );
    expect((await table.red.get<State>(`/api/game-state?code=${table.code}`)).body).toEqual(before);
  });

  it('over the socket', async () => {
    const table = await openTable(server.url);
    const { joined } = await spectator(table.code);
    const watcher = await SocketClient.open(server.url, table.code, joined.token);
    watcher.send({ type: 'move', payload: { from: 'b6', to: 'a5', clientMoveId: 's1' } });
    const error = await watcher.waitFor((m) => m.type === 'error');
    expect(error.payload).toEqual({
      message: 'Spectators cannot play',
      code: 'forbidden',
      clientMoveId: 's1',
    });
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.moveCount).toBe(0);
    watcher.close();
  });
});

describe('spectator invites', () => {
  it('an invite to a user is accepted by that user, who becomes a spectator', async () => {
    const table = await openTable(server.url);
    const friend = await new Client(server.url).init();
    const own = await friend.post<{ invite_code: string; token: string; player_id: string }>(
      '/api/create-room',
      {},
    );
    friend.token = own.body.token;
    const created = await table.red.post<{ invite: Invite }>('/api/spectate/invites', {
      room_code: table.code.toLowerCase(),
      invitee_id: own.body.player_id,
    });
    expect(created.status).toBe(201);
    expect(created.body.invite).toMatchObject({
      room_code: table.code,
      invitee_id: own.body.player_id,
      status: 'pending',
    });
    const id = created.body.invite.id;
    const stranger = await new Client(server.url).init();
    expect((await stranger.post(`/api/spectate/invites/${id}/accept`)).status).toBe(403);
    const accepted = await friend.post<Joined>(`/api/spectate/invites/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      room_code: table.code,
      player_id: own.body.player_id,
      token: own.body.token,
      is_spectator: true,
      color: null,
    });
    const again = await friend.post(`/api/spectate/invites/${id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invite was already accepted');
  });

  it('an invite to a user can be declined by that user only, once', async () => {
    const table = await openTable(server.url);
    const created = await table.red.post<{ invite: Invite }>('/api/spectate/invites', {
      room_code: table.code,
      invitee_id: table.blackId,
    });
    const id = created.body.invite.id;
    const { client: other } = await spectator(table.code);
    expect((await other.post(`/api/spectate/invites/${id}/decline`)).status).toBe(403);
    const declined = await table.black.post<{ invite: Invite }>(`/api/spectate/invites/${id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.invite.status).toBe('declined');
    expect((await table.black.post(`/api/spectate/invites/${id}/accept`)).status).toBe(409);
  });

  it('an open invite makes a guest spectator of anyone who accepts it', async () => {
    const table = await openTable(server.url);
    const { client: watcher } = await spectator(table.code);
    const created = await watcher.post<{ invite: Invite }>('/api/spectate/invites', {
      room_code: table.code,
    });
    expect(created.status).toBe(201);
    const id = created.body.invite.id;
    for (let i = 0; i < 2; i++) {
      const visitor = await new Client(server.url).init();
      const accepted = await visitor.post<Joined>(`/api/spectate/invites/${id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ room_code: table.code, is_spectator: true });
      expect(accepted.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect((await table.black.post(`/api/spectate/invites/${id}/decline`)).status).toBe(409);
  });

  it('is refused to outsiders, for unknown rooms, users and invites', async () => {
    const table = await openTable(server.url);
    const outsider = await openTable(server.url);
    const byOutsider = await outsider.red.post('/api/spectate/invites', { room_code: table.code });
    expect(byOutsider.status).toBe(403);
    const unknownRoom = await table.red.post('/api/spectate/invites', { room_code: 'ZZZZZZ' });
    expect(unknownRoom.body).toMatchObject({ message: 'Room not found', code: 'room_not_found' });
    const unknownUser = await table.red.post('/api/spectate/invites', {
      room_code: table.code,
      invitee_id: 'p_nobody',
    });
    expect(unknownUser.status).toBe(404);
    expect((await table.red.post('/api/spectate/invites/inv_nothing/accept')).status).toBe(404);
    const anonymous = await new Client(server.url).init();
    expect((await anonymous.post('/api/spectate/invites', { room_code: table.code })).status).toBe(401);
  });
});
