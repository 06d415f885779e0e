import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATISTICS,
  parseAiGameRecord,
  parseStatistics,
  parseStoredLocalData,
} from './local-data-shape';

const record = { level: 'easy', human: 'red', moves: [['9', '13']], startedAt: 1 };

describe('reading the local data back', () => {
  it('keeps what reads well and leaves out the malformed entries', () => {
    const data = parseStoredLocalData({
      savedGames: [
        { id: 'a', timestamp: 2, gameState: record, metadata: { moveCount: 3.7, duration: -5, extra: 1 } },
        { id: 'b', timestamp: 2, gameState: { ...record, human: 'green' }, metadata: {} },
        { id: 'c', timestamp: 2, gameState: record, metadata: [] },
      ],
      gameHistory: [
        {
          id: 'h',
          timestamp: 1,
          playerColor: 'black',
          result: 'win',
          opponentName: '',
          winner: 'blue',
          timeControl: { kind: 'sometimes' },
        },
        { id: 'i', timestamp: 1, playerColor: 'black', result: 'lost' },
      ],
      statistics: { gamesPlayed: 4, gamesWon: Infinity, winStreak: '2' },
      recorded: ['h', 7, 'x'],
    });
    expect(data.savedGames).toEqual([
      {
        id: 'a',
        timestamp: 2,
        gameState: record,
        metadata: { name: 'Saved game', roomCode: 'AI', playerColor: 'red', moveCount: 3, duration: 0 },
      },
    ]);
    expect(data.gameHistory).toEqual([
      {
        id: 'h',
        timestamp: 1,
        roomCode: '',
        playerColor: 'black',
        opponentName: 'Unknown',
        result: 'win',
        winner: null,
        duration: 0,
        moveCount: 0,
        captureCount: 0,
      },
    ]);
    expect(data.statistics).toEqual({ ...EMPTY_STATISTICS, gamesPlayed: 4 });
    expect(data.recorded).toEqual(['h', 'x']);
  });

  it("keeps a history entry's time control when it reads well", () => {
    const entry = { id: 'k', timestamp: 1, playerColor: 'red', result: 'draw' };
    const control = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };
    const data = parseStoredLocalData({ gameHistory: [{ ...entry, timeControl: control }, entry] });
    expect(data.gameHistory.map((game) => game.timeControl)).toEqual([control, undefined]);
  });

  it('reads anything that is not an object as empty data', () => {
    for (const value of [null, 3, 'text', [1, 2]]) {
      expect(parseStoredLocalData(value)).toEqual({
        savedGames: [],
        gameHistory: [],
        statistics: EMPTY_STATISTICS,
        recorded: [],
      });
      expect(parseStatistics(value)).toEqual(EMPTY_STATISTICS);
    }
    expect(parseAiGameRecord({ ...record, moves: [[9]] })).toBeNull();
    expect(parseAiGameRecord(record)).toEqual(record);
  });

  it('keeps at most the spec’s numbers of entries', () => {
    const games = Array.from({ length: 8 }, (_, n) => ({
      id: `g${n}`,
      timestamp: n,
      gameState: record,
      metadata: {},
    }));
    expect(parseStoredLocalData({ savedGames: games }).savedGames).toHaveLength(5);
  });
});
