// The evaluator on scripted games, replayed by the engine: every achievement a game can prove, and
// the edges (exactly 3 in one turn, a comeback from exactly 2, a perfect game, wins off the board,
// aborted games, time zones, streaks), and the AI report's replay.
import { START_FEN, START_POSITION, legalMoves, makeSquare, play, type Color } from '@checkers/engine';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import type { AiGameReport } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { replayAiReport } from './ai-report.js';
import { factsOf, movesFromPaths, type PlayerFacts } from './game-facts.js';
import {
  MULTI_JUMP,
  NO_COUNTERS,
  aiGameUnlocks,
  counterUnlocks,
  localHour,
  moveUnlocks,
  oneGameUnlocks,
  progressPercent,
  roomGameUnlocks,
  type Counters,
} from './rules.js';

/** The facts of one side of a game from a FEN and paths of PDN numbers. */
function facts(
  fen: string,
  pdnPaths: number[][],
  ending: { winner: Color | null; reason: string; durationMs?: number | null },
  side: Color,
): PlayerFacts {
  const replayed = movesFromPaths(
    fen,
    pdnPaths.map((path) => path.map((n) => n - 1)),
  );
  if (replayed === null) throw new Error('not legal');
  return factsOf({
    ...replayed,
    winner: ending.winner,
    reason: ending.reason,
    durationMs: ending.durationMs ?? null,
  })[side];
}

const unlocks = (
  f: PlayerFacts,
  counters: Counters = NO_COUNTERS,
  at: Date | null = null,
  tz: string | null = null,
) => roomGameUnlocks(f, counters, at, tz);

// Black's man on 5 takes 9, 18 and 27 in one turn (and is crowned on 32); red has nothing left.
const TRIPLE = 'B:W9,18,27:B5';
// Black's king on 15 takes all five red men in one turn.
const FIVE = 'B:W9,17,19,26,27:BK15';
// From the start, a real game (seeded random play): black's quiet 9-14, red's 17x10, then black's
// 7x14x23 takes two for the one.
const SHOT_GAME = [
  [9, 14],
  [23, 18],
  [14, 23],
  [27, 18],
  [10, 15],
  [21, 17],
  [5, 9],
  [25, 21],
  [9, 14],
  [17, 10],
  [7, 14, 23],
].map((path) => path.map((n) => n + 1));

describe('one whole move', () => {
  it('proves the immediate achievements, with the same thresholds as a finished game', () => {
    expect(moveUnlocks({ captured: 0, promoted: false })).toEqual(['firstMove']);
    expect(moveUnlocks({ captured: 1, promoted: true })).toEqual(['firstMove', 'firstCapture', 'firstKing']);
    expect(moveUnlocks({ captured: MULTI_JUMP.multiJump3 - 1, promoted: false })).not.toContain('multiJump3');
    expect(moveUnlocks({ captured: MULTI_JUMP.multiJump3, promoted: false })).toEqual([
      'firstMove',
      'firstCapture',
      'multiJump3',
    ]);
    expect(moveUnlocks({ captured: MULTI_JUMP.multiJump5, promoted: false })).toContain('multiJump5');
    // The game that held the triple jump proves at least what the move did as it was played.
    const f = facts(TRIPLE, [[5, 14, 23, 32]], { winner: null, reason: 'draw' }, 'black');
    expect(oneGameUnlocks(f)).toEqual(expect.arrayContaining(moveUnlocks({ captured: 3, promoted: true })));
  });
});

describe('one-game achievements', () => {
  it('a multi-jump of exactly 3 unlocks multiJump3, not multiJump5; a lone winner is a comeback', () => {
    const f = facts(
      TRIPLE,
      [[5, 14, 23, 32]],
      { winner: 'black', reason: 'no-legal-moves', durationMs: 300_000 },
      'black',
    );
    expect(f.mostCapturesInOneTurn).toBe(3);
    expect(f.crowned).toBe(1);
    expect(f.piecesLeft).toBe(1);
    const ids = unlocks(f);
    expect(ids).toEqual(
      expect.arrayContaining([
        'firstMove',
        'firstCapture',
        'firstKing',
        'firstWin',
        'multiJump3',
        'comeback',
      ]),
    );
    expect(ids).not.toContain('multiJump5');
    expect(ids).not.toContain('perfectGame');
    expect(ids).not.toContain('speedDemon');
    expect(ids).not.toContain('pacifist');
  });

  it('five in one turn unlocks both multi-jumps', () => {
    const f = facts(FIVE, [[15, 24, 31, 22, 13, 6]], { winner: 'black', reason: 'no-legal-moves' }, 'black');
    expect(f.mostCapturesInOneTurn).toBe(5);
    expect(unlocks(f)).toEqual(expect.arrayContaining(['multiJump3', 'multiJump5']));
    expect(f.crowned).toBe(0);
  });

  it('a comeback from exactly 2 pieces counts; from 3 it does not', () => {
    const two = facts(
      'B:W9,18,27:B4,5',
      [[5, 14, 23, 32]],
      { winner: 'black', reason: 'no-legal-moves' },
      'black',
    );
    expect(two.piecesLeft).toBe(2);
    expect(unlocks(two)).toContain('comeback');
    const three = facts(
      'B:W9,18,27:B3,4,5',
      [[5, 14, 23, 32]],
      { winner: 'black', reason: 'no-legal-moves' },
      'black',
    );
    expect(three.piecesLeft).toBe(3);
    expect(unlocks(three)).not.toContain('comeback');
  });

  it('a perfect game: won on the board with all 12', () => {
    const f = facts(
      'B:W16:B1,2,3,4,5,6,7,8,9,10,11,12',
      [[11, 20]],
      { winner: 'black', reason: 'no-legal-moves', durationMs: 90_000 },
      'black',
    );
    expect(f.piecesLeft).toBe(12);
    expect(unlocks(f)).toEqual(expect.arrayContaining(['perfectGame', 'speedDemon', 'firstWin']));
  });

  it('a resignation win is a win but not perfect, comeback or speedy', () => {
    const perfect = facts(
      'B:W16:B1,2,3,4,5,6,7,8,9,10,11,12',
      [[11, 20]],
      { winner: 'black', reason: 'resignation', durationMs: 10_000 },
      'black',
    );
    const ids = unlocks(perfect);
    expect(ids).toContain('firstWin');
    expect(ids).not.toContain('perfectGame');
    expect(ids).not.toContain('speedDemon');
    const lone = facts(TRIPLE, [[5, 14, 23, 32]], { winner: 'black', reason: 'resignation' }, 'black');
    expect(unlocks(lone)).not.toContain('comeback');
  });

  it('an aborted game counts for nothing', () => {
    const f = facts(
      TRIPLE,
      [[5, 14, 23, 32]],
      { winner: 'black', reason: 'aborted', durationMs: 1000 },
      'black',
    );
    expect(f.won).toBe(false);
    expect(unlocks(f, { ...NO_COUNTERS, gamesPlayed: 10 }, new Date('2026-01-01T01:00:00Z'))).toEqual([]);
  });

  it('the shot: a quiet move, their capture, then more taken back (sacrificial when won)', () => {
    const black = facts(START_FEN, SHOT_GAME, { winner: 'black', reason: 'resignation' }, 'black');
    expect(black.shot).toBe(true);
    expect(unlocks(black)).toContain('sacrificial');
    const red = facts(START_FEN, SHOT_GAME, { winner: 'black', reason: 'resignation' }, 'red');
    expect(red.shot).toBe(false);
    const lost = facts(START_FEN, SHOT_GAME, { winner: 'red', reason: 'resignation' }, 'black');
    expect(unlocks(lost)).not.toContain('sacrificial');
  });

  it('pacifist: a win without a single capture', () => {
    const red = facts(START_FEN, quietOpening(6), { winner: 'red', reason: 'resignation' }, 'red');
    expect(red.captures).toBe(0);
    expect(unlocks(red)).toContain('pacifist');
    const black = facts(START_FEN, SHOT_GAME, { winner: 'black', reason: 'resignation' }, 'black');
    expect(unlocks(black)).not.toContain('pacifist');
  });

  it('a draw is neither a win nor a loss', () => {
    const f = facts(START_FEN, SHOT_GAME, { winner: null, reason: 'agreement' }, 'black');
    expect(f.result).toBe('draw');
    expect(unlocks(f)).not.toContain('firstWin');
    expect(unlocks(f)).toContain('firstCapture');
  });
});

describe('time of day, in the player time zone', () => {
  const finished = new Date('2026-01-10T06:30:00Z');
  const f = facts(TRIPLE, [[5, 14, 23, 32]], { winner: 'black', reason: 'no-legal-moves' }, 'black');

  it('06:30 UTC is early bird in UTC (and when the zone is unknown)', () => {
    expect(unlocks(f, NO_COUNTERS, finished, null)).toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, finished, 'Not/AZone')).toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, finished, null)).not.toContain('nightOwl');
  });

  it('the same instant is 01:30 in New York: night owl', () => {
    expect(localHour(finished, 'America/New_York')).toBe(1);
    const ids = unlocks(f, NO_COUNTERS, finished, 'America/New_York');
    expect(ids).toContain('nightOwl');
    expect(ids).not.toContain('earlyBird');
  });

  it('03:00 is past the night owl hours; 07:00 past the early bird ones', () => {
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T03:00:00Z'))).not.toContain('nightOwl');
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T07:00:00Z'))).not.toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T02:59:59Z'))).toContain('nightOwl');
  });
});

describe('counters', () => {
  it('milestones, wins, streaks, opponents and themes unlock at their counts', () => {
    expect(counterUnlocks({ ...NO_COUNTERS, gamesPlayed: 9 })).toEqual([]);
    expect(counterUnlocks({ ...NO_COUNTERS, gamesPlayed: 50 })).toEqual(['games10', 'games50']);
    expect(counterUnlocks({ ...NO_COUNTERS, wins: 25 })).toEqual(['wins25']);
    // The best streak is what unlocks: a streak a draw broke at 4 does not.
    expect(counterUnlocks({ ...NO_COUNTERS, winStreak: 1, bestStreak: 4 })).toEqual([]);
    expect(counterUnlocks({ ...NO_COUNTERS, winStreak: 0, bestStreak: 10 })).toEqual([
      'winStreak5',
      'winStreak10',
    ]);
    expect(counterUnlocks({ ...NO_COUNTERS, opponents: 10 })).toEqual(['socialButterfly']);
    expect(counterUnlocks({ ...NO_COUNTERS, themes: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual([]);
  });

  it('progress is a rounded-down percent, 100 once unlocked', () => {
    expect(progressPercent('games50', { ...NO_COUNTERS, gamesPlayed: 7 }, false)).toBe(14);
    expect(progressPercent('games10', { ...NO_COUNTERS, gamesPlayed: 70 }, false)).toBe(100);
    expect(progressPercent('firstWin', NO_COUNTERS, false)).toBe(0);
    expect(progressPercent('firstWin', NO_COUNTERS, true)).toBe(100);
  });

  it('tournamentChampion never unlocks', () => {
    const f = facts(
      FIVE,
      [[15, 24, 31, 22, 13, 6]],
      { winner: 'black', reason: 'no-legal-moves', durationMs: 1 },
      'black',
    );
    const all = {
      gamesPlayed: 1000,
      wins: 1000,
      winStreak: 1000,
      bestStreak: 1000,
      opponents: 1000,
      themes: [],
    };
    expect(unlocks(f, all, new Date())).not.toContain('tournamentChampion');
  });
});

describe('AI game reports', () => {
  const squares = (pdnPaths: number[][]): string[][] => pdnPaths.map((p) => p.map((n) => makeSquare(n - 1)));
  // The shot game, played on: black's 7x14x23 leaves red to move; a record must end the game.
  const report = (over: Partial<AiGameReport>): AiGameReport => ({
    level: 'llama-master',
    seed: 1,
    human: 'black',
    moves: squares(SHOT_GAME),
    result: 'win',
    duration_ms: 1000,
    ...over,
  });

  it('refuses an illegal move, naming it', () => {
    const moves = squares([
      [9, 14],
      [9, 13],
    ]);
    const outcome = replayAiReport(report({ moves }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/^Move 2 is not legal/);
  });

  it('refuses a game not over at its last move', () => {
    const outcome = replayAiReport(report({}));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.message).toBe('The game is not over at its last move');
  });

  it('accepts a finished game with the board result, and refuses another result', () => {
    const won = aiWin();
    const accepted = replayAiReport(report({ moves: won.moves, human: won.human, result: 'win' }));
    expect(accepted.ok).toBe(true);
    if (accepted.ok) {
      const ids = aiGameUnlocks(accepted.value, 'llama-master');
      expect(ids).toEqual(expect.arrayContaining(['firstMove', 'firstWin', 'llamaMaster']));
      expect(ids).not.toContain('speedDemon');
      expect(aiGameUnlocks(accepted.value, 'easy')).not.toContain('llamaMaster');
    }
    const claimed = replayAiReport(report({ moves: won.moves, human: won.human, result: 'draw' }));
    expect(claimed.ok).toBe(false);
    if (!claimed.ok)
      expect(claimed.failure.message).toBe("The claimed result (draw) is not the board's (win)");
  });
});

/** `plies` moves from the start without a capture (each the first quiet move that offers no capture), as PDN paths. */
function quietOpening(plies: number): number[][] {
  let position = START_POSITION;
  const paths: number[][] = [];
  for (let i = 0; i < plies; i++) {
    const move = legalMoves(position).find(
      (m) =>
        m.captures.length === 0 &&
        legalMoves(play(position, m)).every((reply) => reply.captures.length === 0),
    );
    if (move === undefined) throw new Error('no quiet move');
    paths.push(move.path.map((square) => square + 1));
    position = play(position, move);
  }
  return paths;
}

/** A whole decisive game from the start (the engine's scripted win), as the winner reports it. */
function aiWin(): { moves: string[][]; human: Color } {
  const game = scriptedWin(1);
  return { moves: game.moves.map((m) => m.path.map(makeSquare)), human: game.winner };
}
