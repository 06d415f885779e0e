import { START_POSITION, parseFen, type Position } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import type { LiveEvaluation } from '../analysis/live-evaluation';
import { evaluationText, menText } from './evaluation-text';

const base: LiveEvaluation = {
  turn: 'black',
  over: null,
  score: 0,
  mate: null,
  bestLine: [],
  depth: 10,
  final: false,
};

const positionOf = (fen: string): Position => {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('evaluation texts', () => {
  it('gives men from black’s side and says who is better', () => {
    expect(menText(120)).toBe('+1.2');
    expect(menText(-45)).toBe('−0.5');
    expect(menText(3)).toBe('0.0');
    expect(evaluationText({ ...base, score: 120 }, START_POSITION)).toEqual({
      value: '+1.2',
      meaning: "Black is better (in men, from Black's side)",
    });
    expect(evaluationText({ ...base, score: -250 }, START_POSITION).meaning).toMatch(/^Red is better/);
    expect(evaluationText({ ...base, score: 10 }, START_POSITION).meaning).toMatch(/^About even/);
  });

  it('names the winner of a forced win and its moves', () => {
    expect(evaluationText({ ...base, score: 1000, mate: 3 }, START_POSITION).value).toBe(
      'Black wins in 3 moves',
    );
    expect(evaluationText({ ...base, score: -1000, mate: -1 }, START_POSITION).value).toBe(
      'Red wins in 1 move',
    );
  });

  it('gives the databases’ verdict', () => {
    const ending = positionOf('B:WK15:BK1,K32');
    expect(evaluationText({ ...base, database: { winner: null } }, ending).value).toBe('Draw (database)');
    expect(evaluationText({ ...base, database: { winner: 'black' } }, ending)).toEqual({
      value: 'Black wins (database)',
      meaning: 'From the endgame database',
    });
    // A search that reaches a won ending from a position the databases do not hold.
    expect(evaluationText({ ...base, score: -1000, wonEnding: true }, START_POSITION).value).toBe(
      'Red is winning',
    );
  });

  it('says how the rules ended the line', () => {
    const over = (
      winner: 'black' | 'red' | null,
      reason: 'no-legal-moves' | 'threefold-repetition' | 'forty-move-rule',
    ) => ({
      ...base,
      over: { winner, reason },
    });
    expect(evaluationText(over('black', 'no-legal-moves'), positionOf('W:W:BK14'))).toEqual({
      value: 'Black wins',
      meaning: 'Black captured every piece',
    });
    expect(evaluationText(over('black', 'no-legal-moves'), positionOf('W:W29:B25,K22')).meaning).toBe(
      'Red cannot move',
    );
    expect(evaluationText(over(null, 'threefold-repetition'), START_POSITION).meaning).toBe(
      'Drawn by the same position a third time',
    );
    expect(evaluationText(over(null, 'forty-move-rule'), START_POSITION).meaning).toBe(
      'Drawn by the 40-move rule',
    );
  });
});
