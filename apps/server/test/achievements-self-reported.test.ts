// Achievements the server did not witness: an AI game the client replays to the server unlocks its
// feats, shown to the player and marked as self-reported, but they add no points to the
// achievements boards and rank nobody, however many such games are invented.
import { makeSquare } from '@checkers/engine';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import type { UserAchievementsResponse } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from './social-fixtures.js';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const won = scriptedWin(1);
const aiGame = {
  level: 'llama-master',
  seed: 7,
  human: won.winner,
  moves: won.moves.map((m) => m.path.map(makeSquare)),
  result: 'win',
  duration_ms: 60_000,
};

describe('a self-reported AI game', () => {
  it('unlocks what it shows, marked as reported, with no points on the boards and no rank', async () => {
    const me = await person(server.url);
    const reply = await me.client.post<{ unlocked: { id: string }[] }>('/api/achievements/ai-games', aiGame);
    expect(reply.status).toBe(200);
    expect(reply.body.unlocked.map((a) => a.id)).toEqual(expect.arrayContaining(['firstWin', 'llamaMaster']));

    const mine = (await me.client.get<UserAchievementsResponse>(`/api/achievements/user/${me.id}`)).body;
    const llama = mine.achievements.find((a) => a.achievement.id === 'llamaMaster')!;
    expect(llama.is_unlocked).toBe(true);
    expect(llama.progress_data).toMatchObject({ self_reported: true });
    expect(mine.summary).toMatchObject({ total_points: 0, rank: null });
    expect(mine.summary.unlocked_count).toBeGreaterThanOrEqual(2);

    for (const query of ['', '?category=special', '?category=beginner', '?category=skill']) {
      const board = await me.client.get<{ leaderboard: { user_id: string }[] }>(
        `/api/achievements/leaderboard${query}`,
      );
      expect(board.status).toBe(200);
      expect(board.body.leaderboard.map((row) => row.user_id)).not.toContain(me.id);
    }
  });
});
