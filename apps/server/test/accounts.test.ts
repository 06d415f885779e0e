// Accounts against the real server: register, sign in and out, "me", a guest that registers and
// keeps its room, the sign-in rate limit, and the moderator role the operator's command sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type Reply, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  // X-Forwarded-For is believed so the rate-limit test can play other IPs.
  server = await startServer({
    trustProxy: true,
    rateLimit: { logins: 3, loginsPerAddress: 5, loginFailures: 6 },
  });
});
afterAll(async () => server.close());

interface AccountBody {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string;
  country: string | null;
  region: string;
  role: string;
  createdAt: string;
}
type AuthBody = { account: AccountBody; token: string };

let nextIp = 1;
/** A client on an IP of its own, so sign-in limits of one test do not reach another. */
const client = (): Promise<Client> =>
  new Client(server.url, { 'x-forwarded-for': `10.1.0.${nextIp++}` }).init();

let nextName = 1;
const uniqueName = (prefix = 'user'): string => `${prefix}_${nextName++}_${Date.now() % 100000}`;

const register = async (c: Client, body: Record<string, unknown>): Promise<Reply<AuthBody>> =>
  c.post<AuthBody>('/api/auth/register', body);

describe('register', () => {
  it('makes an account with a token, and defaults the display name to the username', async () => {
    const c = await client();
    const username = uniqueName('Alice');
    const reply = await register(c, { username, password: 'long enough', country: 'FR' });
    expect(reply.status).toBe(201);
    expect(reply.body.account).toEqual({
      id: expect.stringMatching(/^p_/),
      username,
      displayName: username,
      avatarUrl: '',
      country: 'FR',
      region: 'EU',
      role: 'player',
      createdAt: expect.any(String),
    });
    expect(reply.body.token.length).toBeGreaterThan(40);
    c.token = reply.body.token;
    const me = await c.get<{ account: AccountBody }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.account).toEqual(reply.body.account);
  });

  it('keeps the profile fields it is given', async () => {
    const reply = await register(await client(), {
      username: uniqueName(),
      password: 'long enough',
      displayName: 'Ann B.',
      avatarUrl: 'https://example.com/a.png',
      country: 'JP',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.account).toMatchObject({
      displayName: 'Ann B.',
      avatarUrl: 'https://example.com/a.png',
      region: 'Asia',
    });
  });

  it('refuses a username already taken in another case with 409', async () => {
    const username = uniqueName('Bob');
    expect((await register(await client(), { username, password: 'long enough' })).status).toBe(201);
    const again = await register(await client(), {
      username: username.toUpperCase(),
      password: 'other pass',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: 'Username is already taken' });
  });

  it.each([
    [{ username: 'ab', password: 'long enough' }, 'username: A username is 3-20 letters, digits, _ or -'],
    [
      { username: 'has space', password: 'long enough' },
      'username: A username is 3-20 letters, digits, _ or -',
    ],
    [
      { username: 'a'.repeat(21), password: 'long enough' },
      'username: A username is 3-20 letters, digits, _ or -',
    ],
    [{ username: 'fine_name', password: 'short' }, 'password: A password is at least 8 characters'],
    [{ username: 'fine_name', password: 'x'.repeat(129) }, 'password: A password is at most 128 characters'],
    [
      { username: 'fine_name', password: 'long enough', avatarUrl: 'http://x.y/a.png' },
      'avatarUrl: An avatar is an https URL, or empty',
    ],
    [
      { username: 'fine_name', password: 'long enough', country: 'France' },
      'country: A country is a two-letter ISO 3166-1 code, e.g. "US"',
    ],
    [
      { username: 'fine_name', password: 'long enough', displayName: '   ' },
      'displayName: A display name is 1-30 characters',
    ],
    [{ username: 'fine_name', password: 'long enough', role: 'moderator' }, 'Unknown field: role'],
  ])('refuses %j with 400', async (body, message) => {
    const reply = await register(await client(), body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('login and logout', () => {
  it('signs in with the right password in any case of the username, and refuses a wrong one', async () => {
    const username = uniqueName('Carol');
    await register(await client(), { username, password: 'right password' });
    const ok = await (
      await client()
    ).post<AuthBody>('/api/auth/login', {
      username: username.toLowerCase(),
      password: 'right password',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.account.username).toBe(username);

    const wrong = await (await client()).post('/api/auth/login', { username, password: 'wrong password' });
    const unknown = await (
      await client()
    ).post('/api/auth/login', {
      username: uniqueName('nobody'),
      password: 'right password',
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'unauthorized', message: 'Invalid username or password' });
    }
  });

  it('logout revokes the token presented, and only that one', async () => {
    const username = uniqueName();
    const first = await client();
    first.token = (await register(first, { username, password: 'long enough' })).body.token;
    const second = await client();
    second.token = (
      await second.post<AuthBody>('/api/auth/login', { username, password: 'long enough' })
    ).body.token;

    expect(await first.post('/api/auth/logout')).toMatchObject({ status: 200, body: { success: true } });
    const refused = await first.get('/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: 'Invalid token' });
    expect((await second.get('/api/auth/me')).status).toBe(200);
  });

  it('me: 401 with no token, 403 for a guest', async () => {
    const anonymous = await client();
    expect((await anonymous.get('/api/auth/me')).status).toBe(401);
    const guest = await client();
    guest.token = (await guest.post<{ token: string }>('/api/create-room', {})).body.token;
    const reply = await guest.get('/api/auth/me');
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      code: 'forbidden',
      message: 'This is a guest session: register to have an account',
    });
  });
});

describe('a guest that registers', () => {
  it('keeps its user id, its room seat and its token', async () => {
    const guest = await client();
    const created = await guest.post<{ invite_code: string; player_id: string; token: string }>(
      '/api/create-room',
      { color: 'red' },
    );
    guest.token = created.body.token;
    const registered = await register(guest, { username: uniqueName('Dana'), password: 'long enough' });
    expect(registered.status).toBe(201);
    expect(registered.body.account.id).toBe(created.body.player_id);

    // The old guest token now speaks for the account, and so does the new one.
    expect((await guest.get<{ account: AccountBody }>('/api/auth/me')).body.account.id).toBe(
      created.body.player_id,
    );
    const fresh = Object.assign(await client(), { token: registered.body.token });
    expect((await fresh.get('/api/auth/me')).status).toBe(200);

    // The seat is still its own: an opponent joins, and the account plays the first move as red.
    const opponent = await client();
    const joined = await opponent.get<{ color: string }>(`/api/join-room?code=${created.body.invite_code}`);
    expect(joined.body.color).toBe('black');
    const state = await guest.get<{ players: unknown }>(`/api/game-state?code=${created.body.invite_code}`);
    expect(state.status).toBe(200);
    expect(JSON.stringify(state.body)).toContain(created.body.player_id);

    // Registering again from the same session is refused.
    const again = await register(guest, { username: uniqueName(), password: 'long enough' });
    expect(again.status).toBe(409);
  });
});

describe('sign-in limits', () => {
  it('count attempts per (username, address): the owner at another address is not held up', async () => {
    const username = uniqueName('Eve');
    await register(await client(), { username, password: 'long enough' });
    const guesser = await client();
    for (const name of [username, username.toUpperCase(), username.toLowerCase()]) {
      expect((await guesser.post('/api/auth/login', { username: name, password: 'guess123' })).status).toBe(
        401,
      );
    }
    const limited = await guesser.post('/api/auth/login', { username, password: 'long enough' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', message: 'Too many requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await client();
    expect((await owner.post('/api/auth/login', { username, password: 'long enough' })).status).toBe(200);
  });

  it('count attempts per address over every username', async () => {
    const c = await client();
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/auth/login', { username: uniqueName(), password: 'x' })).status).toBe(401);
    }
    const limited = await c.post('/api/auth/login', { username: uniqueName(), password: 'x' });
    expect(limited.status).toBe(429);
  });

  it('guard a username past its failure ceiling without locking its owner out', async () => {
    const username = uniqueName('Target');
    await register(await client(), { username, password: 'long enough' });
    // 6 failures (the ceiling) from three addresses, two each (under the pair limit of 3).
    const guessers = [await client(), await client(), await client()];
    for (const guesser of guessers) {
      for (let i = 0; i < 2; i++) {
        expect((await guesser.post('/api/auth/login', { username, password: `guess${i}` })).status).toBe(401);
      }
    }
    // Guarded: an address that already failed on this username is refused, though under its pair
    // limit; a fresh one gets its try, then is refused too after a failure.
    expect((await guessers[0]!.post('/api/auth/login', { username, password: 'guess9' })).status).toBe(429);
    const fresh = await client();
    expect((await fresh.post('/api/auth/login', { username, password: 'guess10' })).status).toBe(401);
    expect((await fresh.post('/api/auth/login', { username, password: 'long enough' })).status).toBe(429);
    // The owner, from an address of its own, signs in.
    const owner = await client();
    expect((await owner.post('/api/auth/login', { username, password: 'long enough' })).status).toBe(200);
  });
});

describe('moderator role', () => {
  it('is granted and revoked by username, and unknown names are reported', async () => {
    const username = uniqueName('Warden');
    const c = await client();
    c.token = (await register(c, { username, password: 'long enough' })).body.token;
    const { accounts } = server.app.services;

    const granted = await accounts.setRole(username.toUpperCase(), 'moderator');
    expect(granted.ok && granted.value.role).toBe('moderator');
    expect((await c.get<{ account: AccountBody }>('/api/auth/me')).body.account.role).toBe('moderator');

    const revoked = await accounts.setRole(username, 'player');
    expect(revoked.ok && revoked.value.role).toBe('player');

    const missing = await accounts.setRole('no_such_user', 'moderator');
    expect(missing).toEqual({
      ok: false,
      failure: { code: 'not_found', message: 'No account named "no_such_user"' },
    });
  });
});
