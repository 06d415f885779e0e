import { describe, expect, it } from 'vitest';
import { START_POSITION, makePosition } from './position.js';
import { firstSteps, followPath } from './steps.js';

/** Bitboard of PDN square numbers. */
const on = (...pdn: number[]): number => pdn.reduce((b, n) => b | (1 << (n - 1)), 0);
/** Square index of a PDN number. */
const sq = (pdn: number): number => pdn - 1;

// Black man on 1 with red men on 6 and 15: the only move is the double jump 1x10x19.
const doubleJump = makePosition(on(1), on(6, 15, 32), 0, 'black');

describe('firstSteps', () => {
  it('lists the first step of each move by origin at the start', () => {
    const steps = firstSteps(START_POSITION);
    expect([...steps.keys()].map((s) => s + 1)).toEqual([9, 10, 11, 12]);
    expect(steps.get(sq(9))!.map((s) => s + 1)).toEqual([13, 14]);
    expect(steps.get(sq(12))!.map((s) => s + 1)).toEqual([16]);
  });

  it('gives only the first landing of a capture sequence', () => {
    const steps = firstSteps(doubleJump);
    expect([...steps.entries()]).toEqual([[sq(1), [sq(10)]]]);
  });
});

describe('followPath', () => {
  it('leaves a multi-jump in progress after the first jump', () => {
    const progress = followPath(doubleJump, [sq(1), sq(10)]);
    expect(progress).toEqual({ ok: true, value: { next: [sq(19)], complete: undefined, captured: [sq(6)] } });
  });

  it('completes the move at the last landing', () => {
    const progress = followPath(doubleJump, [sq(1), sq(10), sq(19)]);
    expect(progress.ok && progress.value.complete?.captures).toEqual([sq(6), sq(15)]);
    expect(progress.ok && progress.value.next).toEqual([]);
  });

  it('refuses a path that is not the start of a legal move', () => {
    const refused = followPath(doubleJump, [sq(1), sq(5)]);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('illegal-move');
    expect(followPath(START_POSITION, []).ok).toBe(false);
    expect(followPath(START_POSITION, [sq(1)]).ok).toBe(false);
  });

  it('completes a step in one go', () => {
    const progress = followPath(START_POSITION, [sq(11), sq(15)]);
    expect(progress.ok && progress.value.complete?.path).toEqual([sq(11), sq(15)]);
  });
});
