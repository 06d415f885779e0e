import type { LastMove } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { lastMoveMark } from './last-move-mark';

const tripleJump: LastMove = {
  from: 'a3',
  to: 'g1',
  path: ['a3', 'c5', 'e3', 'g1'],
  captured: ['b4', 'd4', 'f2'],
  color: 'red',
  promoted: false,
};
const quiet: LastMove = {
  from: 'c3',
  to: 'd4',
  path: ['c3', 'd4'],
  captured: [],
  color: 'black',
  promoted: false,
};

describe('the last move’s mark', () => {
  it('marks every square of a multi-jump and walks the other side’s captures', () => {
    expect(lastMoveMark(tripleJump, 'black')).toEqual({
      arrow: { path: ['a3', 'c5', 'e3', 'g1'], captured: ['b4', 'd4', 'f2'] },
      animatePath: ['a3', 'c5', 'e3', 'g1'],
    });
    // Spectators see every side's captures walked.
    expect(lastMoveMark(tripleJump, null).animatePath).toEqual(tripleJump.path);
  });

  it('marks the player’s own move without replaying it', () => {
    expect(lastMoveMark(tripleJump, 'red')).toEqual({
      arrow: { path: tripleJump.path, captured: tripleJump.captured },
      animatePath: null,
    });
    expect(lastMoveMark(quiet, 'black').arrow).toEqual({ path: ['c3', 'd4'], captured: [] });
    expect(lastMoveMark(quiet, 'red').animatePath).toBeNull();
  });

  it('marks nothing before the first move', () => {
    expect(lastMoveMark(null, 'black')).toEqual({ arrow: null, animatePath: null });
  });
});
