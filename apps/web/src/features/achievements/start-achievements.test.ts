// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiGameFinished, type FinishedAiGame } from '../../lib/ai-game-record';
import { installFakeWebSocket, lastSocket } from '../../lib/fake-web-socket';
import { fakeServer } from '../../lib/test-utils';
import { applyTheme, resetThemesForTests } from '../../lib/theme-store';
import { closeUserSocket, openUserSocket } from '../../lib/user-socket';
import { appStore } from '../../stores/app-store';
import { aiReportOf, resetReportedThemes, startAchievements } from './start-achievements';
import { row, testAccount, unlockedPayload } from './test-fixtures';
import { resetUnlockToasts, useUnlockToasts } from './unlock-toasts';

vi.mock('../../lib/sound', () => ({ playSound: vi.fn(async () => true) }));

const game: FinishedAiGame = {
  level: 'llama-master',
  seed: 1234,
  human: 'black',
  moves: [
    ['c3', 'd4'],
    ['f6', 'e5'],
  ],
  result: 'win',
  durationMs: 65_432.4,
};

const shownIds = () => useUnlockToasts.getState().toasts.map((t) => t.achievement.id);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetThemesForTests();
  resetReportedThemes();
  resetUnlockToasts();
  appStore.getState().setUser({ account: null, accountToken: null, authToken: null });
});
afterEach(() => {
  stop();
  closeUserSocket();
  vi.unstubAllGlobals();
});

describe('achievements at work', () => {
  it('turns the user socket’s achievement_unlocked into a toast', () => {
    installFakeWebSocket();
    fakeServer(() => ({}));
    stop = startAchievements();
    openUserSocket('tok');
    lastSocket().open();
    lastSocket().receive({ type: 'achievement_unlocked', payload: unlockedPayload('firstWin') });
    expect(shownIds()).toEqual(['firstWin']);
  });

  it('reports a finished AI game of a signed-in account, and toasts what it unlocked once', async () => {
    const calls = fakeServer((url) =>
      url === '/api/achievements/ai-games'
        ? { unlocked: [unlockedPayload('llamaMaster').achievement, unlockedPayload('firstWin').achievement] }
        : { achievement: row('explorer', null, 12, 1) },
    );
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc' });
    stop = startAchievements();
    aiGameFinished(game);
    await vi.waitFor(() => expect(shownIds()).toEqual(['llamaMaster', 'firstWin']));
    const report = calls.find((c) => c.url === '/api/achievements/ai-games')!;
    expect(report.method).toBe('POST');
    expect(report.authorization).toBe('Bearer acc');
    expect(report.body).toEqual({
      level: 'llama-master',
      seed: 1234,
      human: 'black',
      moves: game.moves,
      result: 'win',
      duration_ms: 65_432,
    });
    // The same unlock arriving on the socket afterwards is not shown again.
    installFakeWebSocket();
    openUserSocket('acc');
    lastSocket().open();
    lastSocket().receive({ type: 'achievement_unlocked', payload: unlockedPayload('firstWin') });
    expect(shownIds()).toEqual(['llamaMaster', 'firstWin']);
  });

  it('reports nothing for a guest', async () => {
    const calls = fakeServer(() => ({ unlocked: [] }));
    stop = startAchievements();
    aiGameFinished(game);
    applyTheme('ocean');
    await flush();
    expect(calls).toEqual([]);
  });

  it('leaves out a record the call cannot take', () => {
    expect(aiReportOf({ ...game, level: 'impossible' })).toBeNull();
    expect(aiReportOf({ ...game, moves: [] })).toBeNull();
    expect(aiReportOf(game)?.duration_ms).toBe(65_432);
  });

  it('reports each built-in theme once per session, the one in use when the account signs in too', async () => {
    const calls = fakeServer(() => ({ achievement: row('explorer', null, 12, 1) }));
    stop = startAchievements();
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc' });
    applyTheme('ocean');
    applyTheme('default');
    applyTheme('ocean');
    await flush();
    const themes = calls
      .filter((c) => c.url === '/api/achievements/explorer/progress')
      .map((c) => (c.body as { theme: string }).theme);
    expect(themes).toEqual(['default', 'ocean']);
  });
});
