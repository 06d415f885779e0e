// What the web app's spectator panels read: the live games with their players' names and ratings,
// invites addressed by username, and the caller's pending invites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LIST_PER_MINUTE } from '../src/modules/rooms/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

interface Account {
  readonly client: Client;
  readonly id: string;
  readonly username: string;
}

let nextName = 1;
async function account(displayName?: string): Promise<Account> {
  const client = await new Client(server.url).init();
  const username = `watch_${nextName++}_${Date.now() % 100000}`;
  const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
    username,
    password: 'long enough',
    ...(displayName === undefined ? {} : { displayName }),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  client.token = reply.body.token;
  return { client, id: reply.body.account.id, username };
}

interface Listed {
  room_code: string;
  red_name: string | null;
  black_name: string | null;
  rated: boolean;
  red_rating: number | null;
  black_rating: number | null;
}

describe('GET /api/spectate/games names the players', () => {
  it("gives guests' names without ratings in a casual game", async () => {
    const table = await openTable(server.url);
    const list = await table.red.get<{ games: Listed[] }>('/api/spectate/games');
    const game = list.body.games.find((g) => g.room_code === table.code);
    expect(game).toMatchObject({ rated: false, red_rating: null, black_rating: null });
    expect(game?.red_name).toMatch(/^Guest /);
    expect(game?.black_name).toMatch(/^Guest /);
  });

  it("gives two accounts' display names and ratings in a rated game", async () => {
    const red = await account('Red <b>Queen</b>');
    const black = await account();
    const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;
    expect((await black.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    const list = await red.client.get<{ games: Listed[] }>('/api/spectate/games');
    expect(list.body.games.find((g) => g.room_code === code)).toMatchObject({
      red_name: 'Red <b>Queen</b>',
      black_name: black.username,
      rated: true,
      red_rating: 1200,
      black_rating: 1200,
    });
  });
});

describe('spectator invites by username, and the invitee list', () => {
  it('invites an account by its username in any case; the invitee lists, then accepts', async () => {
    const table = await openTable(server.url);
    const friend = await account('Friendly');
    const created = await table.red.post<{ invite: { id: string; invitee_id: string } }>(
      '/api/spectate/invites',
      { room_code: table.code, invitee_username: friend.username.toUpperCase() },
    );
    expect(created.status).toBe(201);
    expect(created.body.invite.invitee_id).toBe(friend.id);

    const listed = await friend.client.get<{ invites: Record<string, unknown>[] }>('/api/spectate/invites');
    expect(listed.status).toBe(200);
    expect(listed.body.invites).toHaveLength(1);
    expect(listed.body.invites[0]).toMatchObject({
      id: created.body.invite.id,
      room_code: table.code,
      status: 'pending',
      inviter_name: expect.stringMatching(/^Guest /) as unknown,
    });
    // Nobody else sees it.
    const others = await table.black.get<{ invites: unknown[] }>('/api/spectate/invites');
    expect(others.body.invites).toEqual([]);

    expect((await friend.client.post(`/api/spectate/invites/${created.body.invite.id}/accept`)).status).toBe(
      200,
    );
    const after = await friend.client.get<{ invites: unknown[] }>('/api/spectate/invites');
    expect(after.body.invites).toEqual([]);
  });

  it('drops declined invites from the list', async () => {
    const table = await openTable(server.url);
    const friend = await account();
    const created = await table.black.post<{ invite: { id: string } }>('/api/spectate/invites', {
      room_code: table.code,
      invitee_username: friend.username,
    });
    expect((await friend.client.post(`/api/spectate/invites/${created.body.invite.id}/decline`)).status).toBe(
      200,
    );
    expect((await friend.client.get<{ invites: unknown[] }>('/api/spectate/invites')).body.invites).toEqual(
      [],
    );
  });

  it('refuses an unknown username, both ways of naming at once, and a caller without a token', async () => {
    const table = await openTable(server.url);
    const unknown = await table.red.post('/api/spectate/invites', {
      room_code: table.code,
      invitee_username: 'nobody_here_at_all',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such user to invite');
    const both = await table.red.post('/api/spectate/invites', {
      room_code: table.code,
      invitee_id: table.blackId,
      invitee_username: 'someone',
    });
    expect(both.status).toBe(400);
    const anonymous = await new Client(server.url).init();
    expect((await anonymous.get('/api/spectate/invites')).status).toBe(401);
    expect((await table.red.get('/api/spectate/invites?extra=1')).status).toBe(400);
  });

  it('is rate limited', async () => {
    const reader = await account();
    let last = 0;
    for (let i = 0; i <= INVITE_LIST_PER_MINUTE; i++) {
      last = (await reader.client.get('/api/spectate/invites')).status;
    }
    expect(last).toBe(429);
  });
});
