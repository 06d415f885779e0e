import { describe, expect, it } from 'vitest';
import { assignColors, blackBalance } from './colors.js';
import type { Side } from './types.js';

const never = (): boolean => {
  throw new Error('the coin should not be needed');
};
const h = (userId: string, ...colors: Side[]) => ({ userId, colors });

describe('blackBalance', () => {
  it('counts black up and red down', () => {
    expect(blackBalance([])).toBe(0);
    expect(blackBalance(['black', 'black', 'red'])).toBe(1);
    expect(blackBalance(['red', 'red', 'black'])).toBe(-1);
  });
});

describe('assignColors', () => {
  it('gives black to the one who has had it less often', () => {
    expect(assignColors(h('a', 'black'), h('b', 'red'), never)).toEqual({ red: 'a', black: 'b' });
    expect(assignColors(h('a', 'red', 'red'), h('b', 'black', 'red'), never)).toEqual({
      red: 'b',
      black: 'a',
    });
    // Counted net: two blacks and two reds weigh the same as nothing.
    expect(assignColors(h('a', 'black', 'black', 'red', 'red'), h('b', 'black'), never)).toEqual({
      red: 'b',
      black: 'a',
    });
  });

  it('then to the one who did not have black last time', () => {
    expect(assignColors(h('a', 'red', 'black'), h('b', 'black', 'red'), never)).toEqual({
      red: 'a',
      black: 'b',
    });
    expect(assignColors(h('a', 'black', 'red'), h('b', 'red', 'black'), never)).toEqual({
      red: 'b',
      black: 'a',
    });
    expect(assignColors(h('a'), h('b', 'red', 'black'), never)).toEqual({ red: 'b', black: 'a' });
  });

  it('then tosses the coin: true gives black to the first', () => {
    expect(assignColors(h('a'), h('b'), () => true)).toEqual({ red: 'b', black: 'a' });
    expect(assignColors(h('a'), h('b'), () => false)).toEqual({ red: 'a', black: 'b' });
    expect(assignColors(h('a', 'black', 'red'), h('b', 'black', 'red'), () => false)).toEqual({
      red: 'a',
      black: 'b',
    });
  });
});
