// Sign-up and sign-in under attack: a flood of registrations does not hold up sign-ins, wrong
// guesses from one address do not lock the owner out, weak passwords and impersonating names are
// refused, sign-out ends the whole session (a guest's token that became the account included), the
// sessions list and "log out everywhere".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type Reply, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  // Sign-in limits at their defaults; registrations unlimited here so every one of the flood
  // reaches the service (the register limit has a test of its own below).
  server = await startServer({
    trustProxy: true,
    rateLimit: { logins: 10, loginsPerAddress: 30, loginFailures: 50, registers: 100_000 },
  });
});
afterAll(async () => server.close());

let nextIp = 1;
const client = (): Promise<Client> =>
  new Client(server.url, { 'x-forwarded-for': `10.2.${Math.floor(nextIp / 250)}.${nextIp++ % 250}` }).init();
let nextName = 1;
const uniqueName = (prefix = 'user'): string => `${prefix}_${nextName++}_${Date.now() % 100000}`;

type AuthBody = { account: { id: string; username: string; displayName: string }; token: string };
const register = (c: Client, body: Record<string, unknown>): Promise<Reply<AuthBody>> =>
  c.post<AuthBody>('/api/auth/register', body);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Sign-in times, for docs/PERFORMANCE.md (printed with FIGURES=1). */
const figures: Record<string, unknown> = {};
afterAll(() => {
  if (process.env.FIGURES === '1') console.log('sign-in figures', JSON.stringify(figures));
});

describe('a registration flood', () => {
  it('of a taken name (120 at once) leaves sign-ins from another address fast', async () => {
    const username = uniqueName('Owner');
    expect((await register(await client(), { username, password: 'long enough' })).status).toBe(201);
    const quiet: number[] = [];
    const owner = await client();
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await owner.post('/api/auth/login', { username, password: 'long enough' })).status).toBe(200);
      quiet.push(performance.now() - started);
    }
    const attacker = await client();
    const flood = Array.from({ length: 120 }, (_, i) =>
      register(attacker, {
        username: i % 2 === 0 ? username : username.toUpperCase(),
        password: `flood pass ${i}`,
      }),
    );
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const reply = await owner.post('/api/auth/login', { username, password: 'long enough' });
      times.push(performance.now() - started);
      expect(reply.status).toBe(200);
    }
    const replies = await Promise.all(flood);
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([409]));
    expect(median(times)).toBeLessThan(1000);
    figures.takenNameFlood = {
      quietMedianMs: median(quiet),
      floodMedianMs: median(times),
      max: Math.max(...times),
    };
  });

  it('of fresh names queues its hashes behind sign-ins, and refuses quickly past the queue', async () => {
    const username = uniqueName('Owner');
    expect((await register(await client(), { username, password: 'long enough' })).status).toBe(201);
    const owner = await client();
    const attacker = await client();
    const flood = Array.from({ length: 120 }, (_, i) =>
      register(attacker, { username: uniqueName('Flood'), password: `flood pass ${i}` }),
    );
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const reply = await owner.post('/api/auth/login', { username, password: 'long enough' });
      times.push(performance.now() - started);
      expect(reply.status).toBe(200);
    }
    const replies = await Promise.all(flood);
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const busy = replies.find((r) => r.status === 503)!;
    expect(busy.body).toMatchObject({ code: 'unavailable' });
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(median(times)).toBeLessThan(1000);
    figures.freshNameFlood = {
      floodMedianMs: median(times),
      max: Math.max(...times),
      registered: statuses.filter((s) => s === 201).length,
      refused503: statuses.filter((s) => s === 503).length,
    };
  });
});

describe('wrong guesses', () => {
  it('12 from one address, then the right password from another signs in', async () => {
    const username = uniqueName('Victim');
    await register(await client(), { username, password: 'long enough' });
    const guesser = await client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await guesser.post('/api/auth/login', { username, password: `wrong ${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const owner = await client();
    expect((await owner.post('/api/auth/login', { username, password: 'long enough' })).status).toBe(200);
  });
});

describe('passwords', () => {
  it('refuses common and trivial ones, with a message naming the field', async () => {
    for (const password of ['password', '        ', '12345678', 'qwertyuiop', 'iloveyou1', 'aaaaaaaaaa']) {
      const username = uniqueName('Weak');
      const reply = await register(await client(), { username, password });
      expect(reply.status, password).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'validation_failed',
        message: expect.stringMatching(/^password: /),
      });
    }
    const username = uniqueName('Same');
    expect((await register(await client(), { username, password: username })).status).toBe(400);
    expect(
      (await register(await client(), { username: uniqueName('Fine'), password: 'correct horse' })).status,
    ).toBe(201);
  });
});

describe('names', () => {
  it('are NFKC-normalised, unique ignoring case and look-alikes, and reserved ones are refused', async () => {
    const base = `zed${Date.now() % 100000}`;
    const made = await register(await client(), { username: `${base}_oil`, password: 'long enough' });
    expect(made.status).toBe(201);
    for (const lookalike of [`${base.toUpperCase()}_OIL`, `${base}-0il`, `${base}_o1l`, `${base}_oIl`]) {
      const reply = await register(await client(), { username: lookalike, password: 'long enough' });
      expect(reply.status, lookalike).toBe(409);
      expect(reply.body).toMatchObject({ message: 'Username is already taken' });
    }
    // Full-width letters are their plain selves.
    const wide = await register(await client(), { username: 'ｗｉｄｅ' + base, password: 'long enough' });
    expect(wide.status).toBe(201);
    expect(wide.body.account.username).toBe(`wide${base}`);
    for (const reserved of [
      'admin',
      'Administrator',
      'ADM1N',
      'moderator',
      'mod',
      'system',
      'support',
      'root',
      'checkers',
      'ａｄｍｉｎ',
      'admin_bob',
    ]) {
      const reply = await register(await client(), { username: reserved, password: 'long enough' });
      expect(reply.status, reserved).toBe(400);
      expect(reply.body).toMatchObject({ message: 'username: This username is reserved' });
    }
    const odd = await register(await client(), { username: 'bad name!', password: 'long enough' });
    expect(odd.status).toBe(400);
  });

  it('strip invisible and direction characters from display names, and refuse role claims', async () => {
    const reply = await register(await client(), {
      username: uniqueName('Bidi'),
      password: 'long enough',
      displayName: 'Ann\u202Eevil\u200B\u2066 Lee\u200D',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.account.displayName).toBe('Annevil Lee');
    for (const displayName of [
      'Moderator ✔',
      'Admin',
      'M o d e r a t o r',
      '𝓜𝓸𝓭𝓮𝓻𝓪𝓽𝓸𝓻',
      'Bob ✅',
      'Staff',
      '\u200B\u200B',
    ]) {
      const refused = await register(await client(), {
        username: uniqueName('Claim'),
        password: 'long enough',
        displayName,
      });
      expect(refused.status, displayName).toBe(400);
    }
    const fine = await register(await client(), {
      username: uniqueName('Ok'),
      password: 'long enough',
      displayName: 'Badminton Fan',
    });
    expect(fine.status).toBe(201);
  });
});

describe('sessions', () => {
  it('sign-out ends the guest token that became the account too', async () => {
    const guest = await client();
    const created = await guest.post<{ token: string }>('/api/create-room', {});
    const guestToken = created.body.token;
    guest.token = guestToken;
    const registered = await register(guest, { username: uniqueName('Upgrade'), password: 'long enough' });
    expect(registered.status).toBe(201);
    const accountClient = await client();
    accountClient.token = registered.body.token;
    // Both work as the account until sign-out.
    expect((await guest.get('/api/auth/me')).status).toBe(200);
    expect((await accountClient.get('/api/auth/me')).status).toBe(200);
    expect((await accountClient.post('/api/auth/logout', {})).status).toBe(200);
    expect((await accountClient.get('/api/auth/me')).status).toBe(401);
    const old = await guest.get('/api/auth/me');
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ message: 'Invalid token' });
  });

  it('are listed with their device, and "log out everywhere" ends them all', async () => {
    const username = uniqueName('Many');
    const home = await client();
    home.token = (await register(home, { username, password: 'long enough' })).body.token;
    const phone = new Client(server.url, { 'user-agent': 'PhoneBrowser/1.0', 'x-forwarded-for': '10.3.0.1' });
    await phone.init();
    phone.token = (
      await phone.post<AuthBody>('/api/auth/login', { username, password: 'long enough' })
    ).body.token;
    const listed = await phone.get<{
      sessions: {
        id: string;
        userAgent: string | null;
        current: boolean;
        createdAt: string;
        lastSeenAt: string;
      }[];
    }>('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const current = listed.body.sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.userAgent).toBe('PhoneBrowser/1.0');
    expect(
      listed.body.sessions.every((s) => !s.id.includes(phone.token!) && s.createdAt && s.lastSeenAt),
    ).toBe(true);
    const all = await phone.post<{ success: boolean; sessions: number }>('/api/auth/logout-all', {});
    expect(all.body).toEqual({ success: true, sessions: 2 });
    expect((await home.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/sessions')).status).toBe(401);
  });
});

describe('the register limit', () => {
  it('counts registrations per address', async () => {
    const limited = await startServer({ trustProxy: true, rateLimit: { registers: 3 } });
    try {
      const c = await new Client(limited.url, { 'x-forwarded-for': '10.4.0.1' }).init();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await c.post('/api/auth/register', { username: uniqueName('Lim'), password: 'long enough' }))
            .status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const other = await new Client(limited.url, { 'x-forwarded-for': '10.4.0.2' }).init();
      expect(
        (await other.post('/api/auth/register', { username: uniqueName('Lim'), password: 'long enough' }))
          .status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
