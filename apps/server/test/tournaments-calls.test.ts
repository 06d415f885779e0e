// Tournament calls: creating (each bad field named), listing by status, joining (a private event's
// password, never stored in clear), withdrawing and coming back, `me`; guests and unknown ids
// refused; the rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES, type Tournament } from '@checkers/protocol';
import { Client, type TestServer } from './harness.js';
import { guest } from './pairing-fixtures.js';
import {
  arenaBody,
  create,
  entrant,
  expectRefusal,
  join,
  joinReply,
  me,
  swissBody,
  TestClock,
  tournamentServer,
  withdrawReply,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await tournamentServer(clock, 0);
});
afterAll(async () => server.close());

describe('creating a tournament', () => {
  it('makes an upcoming arena and an upcoming Swiss event', async () => {
    const owner = await entrant(server.url);
    const arena = await create(owner, arenaBody({ rated: true }));
    expect(arena).toMatchObject({
      name: 'Friday arena',
      kind: 'arena',
      status: 'upcoming',
      time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
      rated: true,
      ballots: false,
      rounds: null,
      round: null,
      players: 0,
      created_by: owner.id,
      private: false,
      scheduled: false,
      winner_id: null,
    });
    expect(Date.parse(arena.ends_at!) - Date.parse(arena.starts_at)).toBe(30 * 60_000);
    expect(Math.abs(Date.parse(arena.starts_at) - (clock.now() + 60_000))).toBeLessThan(5_000);
    const swiss = await create(owner, swissBody({ ballots: true, rounds: 5 }));
    expect(swiss).toMatchObject({
      kind: 'swiss',
      ends_at: null,
      rounds: 5,
      round: 0,
      ballots: true,
      rated: false,
    });
  });

  it('names each bad field with a 400', async () => {
    const owner = await entrant(server.url);
    const cases: [Record<string, unknown>, RegExp][] = [
      [arenaBody({ name: 'ab' }), /^name: A name has at least 3 characters/],
      [arenaBody({ name: 'x'.repeat(61) }), /^name: /],
      [arenaBody({ kind: 'knockout' }), /^kind: /],
      [arenaBody({ timeControl: { kind: 'clock', initialSeconds: 5, incrementSeconds: 0 } }), /^timeControl/],
      [arenaBody({ timeControl: { kind: 'untimed' } }), /^timeControl: An arena is played on a clock/],
      [arenaBody({ startsInSeconds: -1 }), /^startsInSeconds: /],
      [arenaBody({ startsInSeconds: 604_801 }), /^startsInSeconds: /],
      [arenaBody({ startsInSeconds: 1.5 }), /^startsInSeconds: .*whole number/],
      [arenaBody({ durationMinutes: undefined }), /^durationMinutes: An arena needs durationMinutes/],
      [arenaBody({ durationMinutes: 0 }), /^durationMinutes: /],
      [arenaBody({ durationMinutes: 721 }), /^durationMinutes: /],
      [swissBody({ rounds: undefined }), /^rounds: A Swiss tournament needs rounds/],
      [swissBody({ rounds: 2 }), /^rounds: /],
      [swissBody({ rounds: 12 }), /^rounds: /],
      [arenaBody({ rated: 'yes' }), /^rated: /],
      [arenaBody({ ballots: 1 }), /^ballots: /],
      [arenaBody({ password: '' }), /^password: A password cannot be empty/],
      [arenaBody({ password: 'p'.repeat(65) }), /^password: /],
      [arenaBody({ prize: 100 }), /Unknown field: prize/],
    ];
    for (const [body, message] of cases) {
      const reply = await owner.client.post('/api/tournaments', body);
      expectRefusal(reply, 400, message);
      expect(reply.body.code).toBe('validation_failed');
    }
    expectRefusal(await owner.client.send('POST', '/api/tournaments', '{"name":'), 400);
  });

  it('needs a registered account', async () => {
    const visitor = await guest(server.url);
    expectRefusal(await visitor.client.post('/api/tournaments', arenaBody()), 401, 'Authentication required');
    const anonymous = await new Client(server.url).init();
    expectRefusal(await anonymous.post('/api/tournaments', arenaBody()), 401);
  });
});

describe('finding tournaments', () => {
  it('lists them by status, with their player counts', async () => {
    const owner = await entrant(server.url);
    const made = await create(owner, arenaBody({ name: 'Listed arena' }));
    await join(owner, made.id);
    const anonymous = await new Client(server.url).init();
    const upcoming = await anonymous.get<{ tournaments: Tournament[] }>('/api/tournaments?status=upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.tournaments.find((t) => t.id === made.id)).toMatchObject({ players: 1 });
    expect(upcoming.body.tournaments.every((t) => t.status === 'upcoming')).toBe(true);
    const running = await anonymous.get<{ tournaments: Tournament[] }>('/api/tournaments?status=running');
    expect(running.body.tournaments.some((t) => t.id === made.id)).toBe(false);
    const all = await anonymous.get<{ tournaments: Tournament[] }>('/api/tournaments');
    expect(all.body.tournaments.some((t) => t.id === made.id)).toBe(true);
    expectRefusal(
      await anonymous.get('/api/tournaments?status=paused'),
      400,
      /status must be upcoming, running or finished/,
    );
  });

  it('answers 404 for an unknown tournament', async () => {
    const player = await entrant(server.url);
    for (const path of ['join', 'withdraw'])
      expectRefusal(
        await player.client.post(`/api/tournaments/t_nope/${path}`),
        404,
        TOURNAMENT_MESSAGES.notFound,
      );
    expectRefusal(await player.client.get('/api/tournaments/t_nope/me'), 404, TOURNAMENT_MESSAGES.notFound);
    expectRefusal(await player.client.get(`/api/tournaments/${'x'.repeat(65)}/me`), 400);
  });
});

describe('joining and withdrawing', () => {
  it('joins once, withdraws before the start (gone), and joins again', async () => {
    const owner = await entrant(server.url);
    const player = await entrant(server.url);
    const made = await create(owner, arenaBody());
    expect(await me(player, made.id)).toEqual({ joined: false, room_code: null });
    expect((await join(player, made.id)).players).toBe(1);
    // Joining twice changes nothing.
    expect((await join(player, made.id)).players).toBe(1);
    expect(await me(player, made.id)).toEqual({ joined: true, room_code: null });
    const left = await withdrawReply(player, made.id);
    expect(left.status).toBe(200);
    expect(left.body.tournament.players).toBe(0);
    expectRefusal(await withdrawReply(player, made.id), 409, TOURNAMENT_MESSAGES.notJoined);
    expect((await join(player, made.id)).players).toBe(1);
  });

  it('refuses guests, and `me` without a token', async () => {
    const owner = await entrant(server.url);
    const made = await create(owner, arenaBody());
    const visitor = await guest(server.url);
    expectRefusal(await joinReply({ ...visitor, name: 'guest' }, made.id), 401, 'Authentication required');
    expectRefusal(
      await withdrawReply({ ...visitor, name: 'guest' }, made.id),
      401,
      'Authentication required',
    );
    expect((await visitor.client.get(`/api/tournaments/${made.id}/me`)).body).toEqual({
      joined: false,
      room_code: null,
    });
    const anonymous = await new Client(server.url).init();
    expectRefusal(await anonymous.get(`/api/tournaments/${made.id}/me`), 401);
  });

  it('asks a private event for its password, kept only as a salted hash', async () => {
    const owner = await entrant(server.url);
    const player = await entrant(server.url);
    const made = await create(owner, swissBody({ password: 'club night' }));
    expect(made.private).toBe(true);
    expectRefusal(await joinReply(player, made.id), 403, TOURNAMENT_MESSAGES.wrongPassword);
    expectRefusal(
      await joinReply(player, made.id, { password: 'club day' }),
      403,
      TOURNAMENT_MESSAGES.wrongPassword,
    );
    expectRefusal(await joinReply(player, made.id, { password: 5 }), 400, /^password: /);
    expectRefusal(
      await joinReply(player, made.id, { password: 'club night', extra: 1 }),
      400,
      /Unknown field/,
    );
    expect((await join(player, made.id, { password: 'club night' })).players).toBe(1);
    const row = await server.app.services.storage.db
      .selectFrom('tournaments')
      .select('password_hash')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('club night');
    expect(row.password_hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });
});

describe('rate limits', () => {
  it('answers 429 past the actions allowed a minute', async () => {
    const limited = await tournamentServer(new TestClock(), 0, {
      tournaments: { actionsPerMinute: 2, readsPerMinute: 3, tickMs: 0, schedule: [] },
    });
    try {
      const owner = await entrant(limited.url);
      await create(owner, arenaBody());
      await create(owner, arenaBody());
      const third = await owner.client.post('/api/tournaments', arenaBody());
      expectRefusal(third, 429, 'Too many requests');
      expect(third.headers.get('retry-after')).not.toBeNull();
      for (let i = 0; i < 3; i++) expect((await owner.client.get('/api/tournaments')).status).toBe(200);
      expectRefusal(await owner.client.get('/api/tournaments'), 429, 'Too many requests');
    } finally {
      await limited.close();
    }
  });
});
