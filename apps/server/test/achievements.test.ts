// Achievement calls through the real app, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: who may
// call, bad input, refused re-checks, explorer themes, AI game reports and the report rate limit.
import { makeSquare } from '@checkers/engine';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { ACHIEVEMENTS } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOn, standing, unlocked } from './achievement-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const db = () => server.app.services.storage.db;
const signUp = () => signUpOn(server);

describe('who may call', () => {
  it('answers 401 without a token and for a guest', async () => {
    const anonymous = await new Client(server.url).init();
    for (const path of ['/api/achievements', '/api/achievements/leaderboard', '/api/achievements/user/x']) {
      const reply = await anonymous.get(path);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Authentication required', code: 'unauthorized' });
    }
    const guest = await new Client(server.url).init();
    const created = await guest.post<{ token: string }>('/api/create-room', { color: 'red' });
    guest.token = created.body.token;
    expect((await guest.get('/api/achievements')).status).toBe(401);
    expect((await guest.post('/api/achievements/firstWin/unlock')).body).toMatchObject({
      message: 'Authentication required',
    });
    expect((await guest.post('/api/achievements/ai-games', {})).status).toBe(401);
  });

  it('lists them all with hidden ones concealed', async () => {
    const { client } = await signUp();
    const reply = await client.get<{ achievements: { id: string; description: string | null }[] }>(
      '/api/achievements',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(reply.body.achievements.find((a) => a.id === 'pacifist')?.description).toBeNull();
    expect(reply.body.achievements.find((a) => a.id === 'firstWin')?.description).toBe('Win your first game');
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message', async () => {
    const { client } = await signUp();
    const cases: [Promise<{ status: number; body: unknown }>, RegExp][] = [
      [client.post('/api/achievements/noSuchThing/unlock'), /Unknown achievement/],
      [client.post('/api/achievements/explorer/progress', { theme: 'pink' }), /Unknown theme/],
      [client.post('/api/achievements/firstWin/progress', { theme: 'neon' }), /only towards explorer/],
      [client.post('/api/achievements/firstWin/progress', { extra: 1 }), /Unknown field/],
      [client.get('/api/achievements/leaderboard?limit=0'), /limit must be a whole number/],
      [client.get('/api/achievements/leaderboard?category=nope'), /Unknown achievement category/],
      [client.post('/api/achievements/ai-games', { level: 'godlike' }), /Unknown AI level/],
    ];
    for (const [pending, message] of cases) {
      const reply = await pending;
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect((reply.body as { message: string }).message).toMatch(message);
    }
    expect((await client.get('/api/achievements/user/nobody-at-all')).status).toBe(404);
  });
});

describe('re-checks', () => {
  it('a refused unlock stays locked (409)', async () => {
    const { client, userId } = await signUp();
    for (const id of ['firstWin', 'games10', 'tournamentChampion', 'pacifist']) {
      const reply = await client.post(`/api/achievements/${id}/unlock`);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ message: 'Achievement requirements not met', code: 'conflict' });
    }
    expect(unlocked(await standing(client, userId))).toEqual([]);
  });

  it('explorer counts themes reported through /progress, and unlocks at eight', async () => {
    const { client, userId } = await signUp();
    const themes = ['default', 'llama', 'midnight', 'forest', 'ocean', 'candy', 'retro', 'neon'];
    for (const [i, theme] of themes.entries()) {
      const reply = await client.post<{ achievement: { is_unlocked: boolean; progress_percent: number } }>(
        '/api/achievements/explorer/progress',
        { theme, progress: 999 },
      );
      expect(reply.status).toBe(200);
      expect(reply.body.achievement.is_unlocked).toBe(i === 7);
      expect(reply.body.achievement.progress_percent).toBe(Math.floor(((i + 1) / 8) * 100));
    }
    // Reported again: counted once.
    await client.post('/api/achievements/explorer/progress', { theme: 'neon' });
    const body = await standing(client, userId);
    const explorer = body.achievements.find((a) => a.achievement.id === 'explorer')!;
    expect(explorer.progress_data).toMatchObject({ self_reported: true, count: 8 });
    expect(explorer.achievement.description).not.toBeNull();
    expect((await client.post('/api/achievements/explorer/unlock')).status).toBe(200);
  });
});

describe('AI game reports', () => {
  const won = scriptedWin(1);
  const report = (over: Record<string, unknown> = {}) => ({
    level: 'llama-master',
    seed: 42,
    human: won.winner,
    moves: won.moves.map((m) => m.path.map(makeSquare)),
    result: 'win',
    duration_ms: 60_000,
    ...over,
  });

  it('refuses an illegal move, an unfinished game and a wrong result with 400', async () => {
    const { client, userId } = await signUp();
    const illegal = report({
      moves: [
        ['c3', 'd4'],
        ['c3', 'd4'],
      ],
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [illegal, /^Move 1 is not legal/],
      [report({ moves: report().moves.slice(0, -1) }), /not over at its last move/],
      [report({ result: 'loss' }), /claimed result \(loss\) is not the board's \(win\)/],
      [report({ moves: [...report().moves, ['c3', 'd4']] }), /already over/],
    ];
    for (const [body, message] of cases) {
      const reply = await client.post('/api/achievements/ai-games', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect((reply.body as { message: string }).message).toMatch(message);
    }
    expect(unlocked(await standing(client, userId))).toEqual([]);
  });

  it('a finished game with the board result unlocks the one-game feats, self-reported', async () => {
    const { client, userId } = await signUp();
    const reply = await client.post<{ unlocked: { id: string }[] }>('/api/achievements/ai-games', report());
    expect(reply.status).toBe(200);
    const ids = reply.body.unlocked.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['firstMove', 'firstWin', 'llamaMaster']));
    expect(ids).not.toContain('speedDemon');
    expect(ids).not.toContain('games10');
    const again = await client.post<{ unlocked: unknown[] }>('/api/achievements/ai-games', report());
    expect(again.body.unlocked).toEqual([]);
    const body = await standing(client, userId);
    const llama = body.achievements.find((a) => a.achievement.id === 'llamaMaster')!;
    expect(llama.progress_data).toMatchObject({ self_reported: true });
    const counters = await db()
      .selectFrom('achievement_counters')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(counters).toEqual([]);
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ rateLimit: { achievementReports: 2 } });
  });
  afterAll(async () => limited.close());

  it('answers 429 past the reports allowed a minute', async () => {
    const client = await new Client(limited.url).init();
    const reg = await client.post<{ token: string }>('/api/auth/register', {
      username: `limited_${Date.now() % 100000}`,
      password: 'long enough',
    });
    client.token = reg.body.token;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await client.post('/api/achievements/firstWin/unlock')).status);
    }
    expect(statuses).toEqual([409, 409, 429]);
  });
});
