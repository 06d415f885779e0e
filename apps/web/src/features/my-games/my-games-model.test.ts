import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  clockText,
  detailsText,
  endingText,
  filterLocal,
  fromLocal,
  fromServer,
  type LocalGame,
} from './my-games-model';
import { localGame, serverGame } from './test-fixtures';

describe('rows', () => {
  it("of the server's list keep the opponent's rating of the game and open the room's replay", () => {
    expect(fromServer(serverGame())).toEqual({
      key: 'ABC234',
      replayCode: 'ABC234',
      opponent: 'Bob',
      opponentRating: 1310,
      color: 'red',
      result: 'win',
      reason: 'resignation',
      timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
      rated: true,
      finishedAt: Date.UTC(2026, 4, 3, 14, 5),
      moveCount: 31,
    });
  });

  it('of the local history replay online rooms; an AI game has no room to replay', () => {
    expect(fromLocal(localGame())).toMatchObject({
      replayCode: 'XYZ789',
      opponent: 'Guest B2EA',
      result: 'loss',
    });
    const ai = localGame({ id: 'ai-42', roomCode: 'AI', opponentName: 'AI (Easy)', result: 'win' });
    expect(fromLocal(ai)).toMatchObject({ replayCode: null, opponent: 'AI (Easy)', opponentRating: null });
    // An entry without a room code (an old or hand-edited one) has nothing to replay either.
    expect(fromLocal(localGame({ roomCode: '' })).replayCode).toBeNull();
  });
});

describe('local filters', () => {
  const games: LocalGame[] = [
    localGame({ id: 'a', timestamp: 1, result: 'win', timeControl: { kind: 'untimed' } }),
    localGame({
      id: 'b',
      timestamp: 3,
      result: 'loss',
      timeControl: { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 },
    }),
    localGame({
      id: 'c',
      timestamp: 2,
      result: 'win',
      timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
    }),
    localGame({ id: 'd', timestamp: 4, result: 'draw', timeControl: undefined }),
  ];
  const ids = (kept: LocalGame[]) => kept.map((game) => game.id);

  it('keep the results and speeds asked for, newest first', () => {
    expect(ids(filterLocal(games, NO_FILTERS))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(filterLocal(games, { result: 'win', speed: null }))).toEqual(['c', 'a']);
    expect(ids(filterLocal(games, { result: null, speed: 'bullet' }))).toEqual(['b']);
    expect(ids(filterLocal(games, { result: 'win', speed: 'blitz' }))).toEqual(['c']);
    // A game whose clock was not kept matches no speed.
    expect(ids(filterLocal(games, { result: 'draw', speed: 'untimed' }))).toEqual([]);
  });
});

describe('texts', () => {
  it('say the clock with its speed, and how the game ended', () => {
    expect(clockText({ kind: 'clock', initialSeconds: 180, incrementSeconds: 2 })).toBe('Blitz 3+2');
    expect(clockText({ kind: 'clock', initialSeconds: 900, incrementSeconds: 10 })).toBe('Rapid 15+10');
    expect(clockText({ kind: 'untimed' })).toBe('Untimed');
    expect(clockText({ kind: 'correspondence', daysPerMove: 2 })).toBe('Correspondence 2 days');
    expect(clockText(null)).toBe('Clock unknown');
    expect(endingText(fromServer(serverGame()))).toBe('by resignation');
    expect(endingText(fromServer(serverGame({ reason: 'timeout' })))).toBe('on time');
    expect(endingText(fromServer(serverGame({ result: 'aborted', reason: 'aborted' })))).toBe('');
    expect(endingText(fromServer(serverGame({ result: 'draw', reason: 'agreement' })))).toBe(
      'drawn by agreement',
    );
    expect(endingText(fromLocal(localGame()))).toBe('');
    expect(detailsText(fromServer(serverGame()))).toBe('Red · Blitz 3+2 · Rated · 31 moves · by resignation');
    expect(detailsText(fromLocal(localGame({ moveCount: 1, timeControl: undefined })))).toBe(
      'Black · Clock unknown · 1 move',
    );
  });
});
