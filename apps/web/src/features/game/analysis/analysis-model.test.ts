import {
  EGDB_WIN,
  MATE,
  MATE_BOUND,
  START_FEN,
  parseFen,
  parseMoveText,
  type Color,
  type Move,
} from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import {
  blackView,
  countJudgements,
  formatEvaluation,
  gamePositions,
  judgeMoves,
  winningChances,
  type PlyEvaluation,
} from './analysis-model';
import { countsText, lineText } from './analysis-text';

/** A synthetic evaluation: `turn` to move at `ply`, `score` from black's side. */
function ev(ply: number, score: number, options = 5, mate: number | null = null): PlyEvaluation {
  const turn: Color = ply % 2 === 0 ? 'black' : 'red';
  return { ply, turn, options, score, mate, bestMove: null, bestLine: [], depth: 10 };
}

const kinds = (evaluations: PlyEvaluation[]) => judgeMoves(evaluations).map((j) => j.kind);

describe('judgeMoves', () => {
  it('judges black by the drop of its winning chances', () => {
    expect(kinds([ev(0, 0), ev(1, -15)])).toEqual([null]);
    expect(kinds([ev(0, 0), ev(1, -30)])).toEqual(['inaccuracy']);
    expect(kinds([ev(0, 0), ev(1, -60)])).toEqual(['mistake']);
    expect(kinds([ev(0, 0), ev(1, -100)])).toEqual(['blunder']);
    // Gaining never counts against the mover.
    expect(kinds([ev(0, 0), ev(1, 300)])).toEqual([null]);
  });

  it('judges red from red’s side', () => {
    const [judgement] = judgeMoves([ev(0, 0), ev(1, 0), ev(2, 100)]).slice(1);
    expect(judgement).toMatchObject({ ply: 2, color: 'red', kind: 'blunder' });
    expect(judgement!.loss).toBeCloseTo(winningChances({ score: 100, mate: null }), 5);
  });

  it('forgives a lost man when far ahead already', () => {
    expect(kinds([ev(0, 300), ev(1, 200)])).toEqual(['inaccuracy']);
  });

  it('never judges a forced move', () => {
    expect(kinds([ev(0, 0, 1), ev(1, -400)])).toEqual([null]);
  });

  it('never judges the engine’s own first choice', () => {
    const move: Move = { from: 8, to: 12, path: [8, 12], captures: [] };
    const before = { ...ev(0, 0), bestMove: move };
    expect(judgeMoves([before, ev(1, -60)], [move])[0]!.kind).toBeNull();
  });

  it('treats forced wins as certain', () => {
    // Letting the opponent force a win is a blunder whatever the score was.
    expect(kinds([ev(0, 0), ev(1, -1000, 5, -4)])).toEqual(['blunder']);
    // A longer road to the same win is not.
    expect(kinds([ev(0, 1000, 5, 3), ev(1, 1000, 5, 4)])).toEqual([null]);
    // Giving up a forced win for five men ahead hardly changes the outcome.
    expect(kinds([ev(0, 1000, 5, 3), ev(1, 500)])).toEqual([null]);
  });

  it('counts per side', () => {
    const judgements = judgeMoves([ev(0, 0), ev(1, -100), ev(2, 0), ev(3, -30)]);
    expect(countJudgements(judgements, 'black')).toEqual({ inaccuracy: 1, mistake: 0, blunder: 1 });
    expect(countJudgements(judgements, 'red')).toEqual({ inaccuracy: 0, mistake: 0, blunder: 1 });
    expect(countsText({ inaccuracy: 1, mistake: 2, blunder: 0 })).toBe(
      '1 inaccuracy, 2 mistakes, 0 blunders',
    );
  });
});

describe('scores', () => {
  it('turns search scores into black’s view', () => {
    expect(blackView('black', 120)).toEqual({ score: 120, mate: null });
    expect(blackView('red', 120)).toEqual({ score: -120, mate: null });
    expect(blackView('black', 5000)).toEqual({ score: 1000, mate: null });
    // Red wins in three plies: red plays two of them.
    expect(blackView('red', MATE - 3)).toEqual({ score: -1000, mate: -2 });
    expect(blackView('black', -MATE)).toEqual({ score: -1000, mate: 0 });
  });

  it('shows a database win as a won ending, without a move count', () => {
    // Black to move reaches a won database position in 7 plies: not "win in 4".
    expect(blackView('black', EGDB_WIN - 7)).toEqual({ score: 1000, mate: null, database: true });
    expect(blackView('red', EGDB_WIN - 7)).toEqual({ score: -1000, mate: null, database: true });
    expect(blackView('black', -(EGDB_WIN - 2))).toEqual({ score: -1000, mate: null, database: true });
    expect(blackView('red', -(MATE_BOUND + 1))).toEqual({ score: 1000, mate: null, database: true });
    // The search's own wins keep their count, however close to the database range.
    expect(blackView('black', EGDB_WIN + 1)).toEqual({ score: 1000, mate: 250 });
    expect(formatEvaluation({ score: 1000, mate: null, database: true })).toBe('Won ending for Black');
    expect(formatEvaluation({ score: -1000, mate: null, database: true })).toBe('Won ending for Red');
  });

  it('treats a database win as certain when judging', () => {
    const won = { ...ev(1, 1000), database: true };
    const lost = { ...ev(1, -1000), database: true };
    expect(winningChances(won)).toBe(1);
    expect(winningChances(lost)).toBe(-1);
    // Walking from a database win into a database loss is a blunder; into a draw too.
    expect(kinds([{ ...ev(0, 1000), database: true }, lost])).toEqual(['blunder']);
    expect(kinds([{ ...ev(0, 1000), database: true }, ev(1, 0)])).toEqual(['blunder']);
    // One won ending for another is no mistake.
    expect(kinds([{ ...ev(0, 1000), database: true }, won])).toEqual([null]);
  });

  it('formats men, mates and results', () => {
    expect(formatEvaluation({ score: 120, mate: null })).toBe('+1.2');
    expect(formatEvaluation({ score: -120, mate: null })).toBe('−1.2');
    expect(formatEvaluation({ score: 2, mate: null })).toBe('0.0');
    expect(formatEvaluation({ score: 1000, mate: 5 })).toBe('#5');
    expect(formatEvaluation({ score: -1000, mate: -2 })).toBe('#-2');
    expect(formatEvaluation({ score: -1000, mate: 0 })).toBe('Red wins');
  });
});

describe('positions and text', () => {
  it('replays the game and numbers a line', () => {
    const start = parseFen(START_FEN);
    if (!start.ok) throw new Error('start');
    const first = parseMoveText(start.value, '11-15');
    if (!first.ok) throw new Error('move');
    const positions = gamePositions({ initialFen: START_FEN, moves: [first.value] })!;
    expect(positions.map((p) => p.turn)).toEqual(['black', 'red']);
    expect(gamePositions({ initialFen: 'nonsense', moves: [] })).toBeUndefined();
    expect(lineText([first.value], 0, 'black', 'numeric')).toBe('1. 11-15');
    expect(lineText([first.value], 0, 'black', 'algebraic')).toBe('1. f6-e5');
    // From red's turn the first move says so, and black's next move gets its number.
    expect(lineText([first.value, first.value, first.value], 1, 'black', 'numeric')).toBe(
      '1… 11-15 2. 11-15 11-15',
    );
  });
});
