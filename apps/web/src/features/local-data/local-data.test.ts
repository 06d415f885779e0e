// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeControl } from '@checkers/protocol';
import { setPreferences } from '../../lib/preferences';
import { doubleJumpState } from '../../lib/test-states';
import { appStore } from '../../stores/app-store';
import { applyGameState } from '../../stores/game-actions';
import {
  LOCAL_DATA_KEY,
  getLocalData,
  recordFinishedGame,
  resetLocalDataForTests,
  writeLocalData,
} from './local-data';
import { countGame, EMPTY_STATISTICS, winRate } from './local-data-shape';
import { keepAiGame } from './record-games';
import { startLocalData } from './start-local-data';
import { watchGames } from './watch-games';
import { cleanSlate, entry, savedGame } from './test-fixtures';

beforeEach(cleanSlate);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The player's game in room `code` ends, black winning. */
function finishOnline(
  s: ReturnType<typeof appStore.getState>,
  code: string,
  color: 'red' | 'black',
  timeControl: TimeControl | null = null,
): void {
  s.resetToLobby();
  s.setRoom({ roomCode: code, playerColor: color, isSpectator: false, timeControl });
  s.setGame({ mode: 'online' });
  applyGameState(doubleJumpState({ roomCode: code, version: 3 }));
  applyGameState(
    doubleJumpState({ roomCode: code, version: 4, status: 'finished', isGameOver: true, winner: 'black' }),
  );
}

const blitz: TimeControl = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };

describe('statistics', () => {
  it('count wins, losses, draws, moves, captures and streaks, with a rounded win rate', () => {
    let stats = EMPTY_STATISTICS;
    for (const result of ['win', 'win', 'loss', 'win', 'draw', 'win'] as const) {
      stats = countGame(stats, entry(result, { result }));
    }
    expect(stats).toEqual({
      gamesPlayed: 6,
      gamesWon: 4,
      gamesLost: 1,
      gamesDraw: 1,
      totalMoves: 240,
      totalCaptures: 30,
      winStreak: 1,
      bestWinStreak: 2,
    });
    expect(winRate(stats)).toBe(67);
    expect(winRate(EMPTY_STATISTICS)).toBe(0);
  });

  it('record a game once, newest first, keeping at most 10', () => {
    for (let i = 0; i < 12; i++) expect(recordFinishedGame(entry(`g${i}`))).toBe(true);
    expect(recordFinishedGame(entry('g11'))).toBe(false);
    const data = getLocalData();
    expect(data.gameHistory).toHaveLength(10);
    expect(data.gameHistory[0]?.id).toBe('g11');
    expect(data.statistics.gamesPlayed).toBe(12);
    resetLocalDataForTests();
    expect(getLocalData().statistics.gamesPlayed).toBe(12);
  });
});

describe('when storage is full', () => {
  it('keeps 2 saved games and 5 history entries and tries again', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const kept = writeLocalData({
      savedGames: ['a', 'b', 'c', 'd', 'e'].map((id) => savedGame(id)),
      gameHistory: Array.from({ length: 10 }, (_, i) => entry(`h${i}`)),
      statistics: EMPTY_STATISTICS,
      recorded: [],
    });
    expect(kept.savedGames.map((g) => g.id)).toEqual(['a', 'b']);
    expect(kept.gameHistory.map((h) => h.id)).toEqual(['h0', 'h1', 'h2', 'h3', 'h4']);
    expect(setItem).toHaveBeenCalledTimes(2);
    const stored = JSON.parse(localStorage.getItem(LOCAL_DATA_KEY)!) as {
      savedGames: unknown[];
      gameHistory: unknown[];
    };
    expect(stored.savedGames).toHaveLength(2);
    expect(stored.gameHistory).toHaveLength(5);
  });

  it('other storage failures keep the data in memory untrimmed', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const kept = writeLocalData({
      savedGames: ['a', 'b', 'c'].map((id) => savedGame(id)),
      gameHistory: [],
      statistics: EMPTY_STATISTICS,
      recorded: [],
    });
    expect(kept.savedGames).toHaveLength(3);
    expect(getLocalData().savedGames).toHaveLength(3);
  });
});

describe('AI games saved as they are played', () => {
  const record = { level: 'hard', human: 'black' as const, moves: [['c3', 'd4']], startedAt: 5_000 };

  it('are kept while auto-save is on, updated in place, and let go when they end', () => {
    keepAiGame(record, false);
    keepAiGame(
      {
        ...record,
        moves: [
          ['c3', 'd4'],
          ['f6', 'e5'],
        ],
      },
      false,
    );
    const [saved] = getLocalData().savedGames;
    expect(getLocalData().savedGames).toHaveLength(1);
    expect(saved).toMatchObject({
      id: 'ai-5000',
      gameState: {
        level: 'hard',
        moves: [
          ['c3', 'd4'],
          ['f6', 'e5'],
        ],
      },
      metadata: { roomCode: 'AI', playerColor: 'black', moveCount: 2 },
    });
    expect(saved?.metadata.name).toMatch(/^vs AI \(Hard\)/);
    keepAiGame(record, true);
    expect(getLocalData().savedGames).toEqual([]);
  });

  it('are not kept with auto-save off, nor before the first move', () => {
    keepAiGame({ ...record, moves: [] }, false);
    setPreferences({ autoSave: false });
    keepAiGame(record, false);
    expect(getLocalData().savedGames).toEqual([]);
  });

  it('keep at most 5, newest first', () => {
    for (let i = 0; i < 7; i++) keepAiGame({ ...record, startedAt: i }, false);
    expect(getLocalData().savedGames.map((g) => g.id)).toEqual(['ai-6', 'ai-5', 'ai-4', 'ai-3', 'ai-2']);
  });
});

describe('finished games', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
  });

  it('of an online room are recorded once, with the result from the player’s side', async () => {
    // The recording loads just after start-up; it is running once it asks for the AI games' saves.
    let running!: () => void;
    const started = new Promise<void>((resolve) => (running = resolve));
    const stop = startLocalData(() => {
      running();
      return () => undefined;
    });
    await started;
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red' });
    s.setGame({ mode: 'online' });
    applyGameState(doubleJumpState({ version: 3 }));
    const over = doubleJumpState({
      version: 4,
      status: 'finished',
      isGameOver: true,
      winner: 'black',
      reason: 'resignation',
    });
    applyGameState(over);
    await vi.waitFor(() => expect(getLocalData().gameHistory).toHaveLength(1));
    // Seen again after a reload: not counted twice.
    s.setGame({ result: null, state: null, version: 0 });
    applyGameState(over);
    // Then another room's game ends: once it is recorded, the repeat before it has been dealt with.
    finishOnline(s, 'GHIJKL', 'black', blitz);
    await vi.waitFor(() => expect(getLocalData().gameHistory).toHaveLength(2));
    stop();
    const data = getLocalData();
    expect(data.gameHistory).toEqual([
      expect.objectContaining({ id: 'room-GHIJKL', result: 'win', timeControl: blitz }),
      expect.objectContaining({
        id: 'room-ABCDEF',
        roomCode: 'ABCDEF',
        playerColor: 'red',
        opponentName: 'Unknown',
        result: 'loss',
        winner: 'black',
        moveCount: 10,
        captureCount: 2,
        timeControl: { kind: 'untimed' },
      }),
    ]);
    expect(data.statistics).toMatchObject({ gamesPlayed: 2, gamesLost: 1, gamesWon: 1, winStreak: 1 });
  });

  it('of a spectator are not the player’s', async () => {
    const stop = watchGames();
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: null, isSpectator: true });
    s.setGame({ mode: 'online' });
    applyGameState(doubleJumpState({ version: 4, status: 'finished', isGameOver: true, winner: 'black' }));
    // Then a game of the player's own ends: once it is recorded, the one watched before it has been
    // passed over.
    finishOnline(s, 'GHIJKL', 'red');
    await vi.waitFor(() => expect(getLocalData().gameHistory).toHaveLength(1));
    stop();
    expect(getLocalData().gameHistory.map((game) => game.id)).toEqual(['room-GHIJKL']);
  });

  it('against the AI are recorded with the AI as the opponent, and the saves are heard', async () => {
    const listeners: ((saved: Parameters<typeof keepAiGame>[0], over: boolean) => void)[] = [];
    const stop = watchGames((listener) => {
      listeners.push(listener);
      return () => undefined;
    });
    listeners[0]?.({ level: 'easy', human: 'black', moves: [['c3', 'd4']], startedAt: 42 }, false);
    await vi.waitFor(() => expect(getLocalData().savedGames.map((g) => g.id)).toEqual(['ai-42']));
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: null, playerColor: 'black' });
    s.setGame({ mode: 'ai', aiDifficulty: 'easy', gameStartTime: 42 });
    applyGameState(
      doubleJumpState({ roomCode: 'AI', version: 9, status: 'finished', isGameOver: true, winner: 'black' }),
    );
    await vi.waitFor(() => expect(getLocalData().gameHistory).toHaveLength(1));
    stop();
    expect(getLocalData().gameHistory[0]).toMatchObject({
      id: 'ai-42',
      roomCode: 'AI',
      opponentName: 'AI (Easy)',
      result: 'win',
      timeControl: { kind: 'untimed' },
    });
    expect(getLocalData().statistics).toMatchObject({
      gamesPlayed: 1,
      gamesWon: 1,
      winStreak: 1,
      bestWinStreak: 1,
    });
  });
});
