import { describe, expect, it } from 'vitest';
import { parseBank } from './bank.js';

const good = {
  id: 'p0001',
  type: 'mate_in_n',
  difficulty: 2,
  title: 'Forced win in 2',
  description: 'Red to move.',
  goalText: 'Leave Black without a legal move within 2 moves.',
  goal: { kind: 'win', moves: 2 },
  fen: 'W:W7,K26:B14',
  solution: [
    ['d2', 'c3'],
    ['c5', 'b4'],
    ['c3', 'a5'],
  ],
  hints: ['Look at the piece on d2.'],
  proof: { depth: 3, nodes: 10, ms: 0, wrongFirstMoves: 5, tempting: 1 },
  source: 'test',
};

describe('parseBank', () => {
  it('accepts a good bank', () => {
    expect(parseBank([good, { ...good, id: 'p0002' }])).toHaveLength(2);
  });

  it('names the first bad entry', () => {
    expect(() => parseBank({})).toThrow(/not a list/);
    expect(() => parseBank([good, { ...good, id: 'p0002', type: 'riddle' }])).toThrow(
      /p0002 \(entry 1\).*type/,
    );
    expect(() => parseBank([good, good])).toThrow(/p0001 \(entry 1\).*twice/);
    expect(() => parseBank([{ ...good, difficulty: 6 }])).toThrow(/difficulty/);
    expect(() => parseBank([{ ...good, fen: 'X:nope' }])).toThrow(/fen/);
    expect(() =>
      parseBank([{ ...good, goal: { kind: 'material', moves: 2, gain: 0.3, holdDepth: 2 } }]),
    ).toThrow(/gain/);
    expect(() => parseBank([{ ...good, goal: { kind: 'win', moves: 0 } }])).toThrow(/goal.moves/);
    expect(() => parseBank([{ ...good, solution: [['e7', 'd6']] }])).toThrow(
      /solution move 1 \(e7-d6\) is not legal/,
    );
    expect(() => parseBank([{ ...good, hints: [] }])).toThrow(/hints/);
    expect(() => parseBank([{ ...good, proof: { depth: 3 } }])).toThrow(/proof/);
    expect(() => parseBank(['x'])).toThrow(/entry 0: not an object/);
  });
});
