import { describe, expect, it } from 'vitest';
import { perft } from './perft.js';
import { START_POSITION } from './position.js';

// Published perft counts for English draughts from the starting position, duplicates counted.
const PUBLISHED = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564];

describe('perft from the start position', () => {
  PUBLISHED.forEach((nodes, i) => {
    const depth = i + 1;
    it(`depth ${depth} is ${nodes}`, () => {
      expect(perft(START_POSITION, depth)).toBe(nodes);
    });
  });

  it('gives the same counts without the hash table', () => {
    expect(perft(START_POSITION, 8, { hashBits: 0 })).toBe(845931);
  });

  it('depth 0 is the position itself', () => {
    expect(perft(START_POSITION, 0)).toBe(1);
  });
});
