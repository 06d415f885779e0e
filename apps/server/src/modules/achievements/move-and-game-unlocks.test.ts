// The evaluator on scripted games, replayed by the engine: what one whole move proves as it is
// played, and every achievement one game can prove, with the edges (exactly 3 in one turn, a
// comeback from exactly 2, a perfect game, wins off the board, aborted games, the shot).
import { START_FEN, START_POSITION, legalMoves, play } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { FIVE, SHOT_GAME, TRIPLE, facts, unlocks } from './game-facts-fixtures.js';
import { MULTI_JUMP, NO_COUNTERS, moveUnlocks, oneGameUnlocks } from './rules.js';

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
