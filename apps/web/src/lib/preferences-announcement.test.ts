import { describe, expect, it } from 'vitest';
import { doubleJumpState } from './test-states';
import { describeMoveInWords } from './preferences-announcement';

const lastMove = {
  from: 'b6',
  to: 'b2',
  path: ['b6', 'd4', 'b2'],
  captured: ['c5', 'c3'],
  color: 'black' as const,
  promoted: false,
};

describe('moves in full words', () => {
  it('say whose move it was, the whole route, the captures and what comes next', () => {
    const state = doubleJumpState({ lastMove, currentTurn: 'red' });
    expect(describeMoveInWords(state, 'red', 'algebraic')).toBe(
      'Your opponent, Black, moved a man from b6 by way of d4 to b2, capturing 2 pieces on c5 and c3. Your turn.',
    );
    expect(describeMoveInWords(state, 'black', 'algebraic')).toMatch(/^You moved your man from b6/);
    expect(describeMoveInWords(state, null, 'algebraic')).toMatch(/^Black moved a man .* Red to move\.$/);
  });

  it('use square numbers in numeric notation, and tell a crowning', () => {
    const state = doubleJumpState({ lastMove: { ...lastMove, promoted: true }, currentTurn: 'red' });
    const text = describeMoveInWords(state, 'red', 'numeric');
    expect(text).toContain('from square 9 by way of square 18 to square 25');
    expect(text).toContain('the man was crowned king');
  });
});
