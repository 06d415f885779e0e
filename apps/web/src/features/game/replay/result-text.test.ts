import { START_POSITION, parseFen } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { resultText } from './result-text';

describe('resultText', () => {
  it('names the winner and why, an aborted game as no draw, and a side left with no pieces', () => {
    expect(resultText(null, START_POSITION)).toBe('Game in progress');
    expect(resultText({ winner: 'red', reason: 'resignation' }, START_POSITION)).toBe(
      'Red won (resignation)',
    );
    expect(resultText({ winner: null, reason: 'agreement' }, START_POSITION)).toBe('Draw (agreement)');
    expect(resultText({ winner: null, reason: 'aborted' }, START_POSITION)).toBe('Game aborted');
    const allTaken = parseFen('W:W:BK14');
    if (!allTaken.ok) throw new Error(allTaken.error.message);
    expect(resultText({ winner: 'black', reason: 'no-legal-moves' }, allTaken.value)).toBe(
      'Black won (captured every piece)',
    );
    expect(resultText({ winner: 'black', reason: 'no-legal-moves' }, START_POSITION)).toBe(
      'Black won (no legal moves)',
    );
  });
});
