import { parseSquare } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { moveIntentOf } from './move-intent.js';

const sq = (name: string): number => {
  const parsed = parseSquare(name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

describe('moveIntentOf', () => {
  it('reads a step as its two squares', () => {
    expect(moveIntentOf({ from: 'c3', to: 'd4' })).toEqual({
      ok: true,
      value: { kind: 'step', from: sq('c3'), to: sq('d4') },
    });
  });

  it('reads a capture sequence as its path and the captures it names', () => {
    const intent = moveIntentOf({
      jumps: [
        { from: 'a3', to: 'c5', captured: 'b4' },
        { from: 'c5', to: 'e7' },
      ],
    });
    expect(intent).toEqual({
      ok: true,
      value: { kind: 'sequence', path: [sq('a3'), sq('c5'), sq('e7')], captured: [sq('b4'), undefined] },
    });
  });

  it('refuses jumps that do not follow on from each other', () => {
    const intent = moveIntentOf({
      jumps: [
        { from: 'a3', to: 'c5' },
        { from: 'e3', to: 'g5' },
      ],
    });
    expect(intent).toEqual({
      ok: false,
      error: {
        code: 'illegal_move',
        message: 'Illegal move: each jump must start where the last one landed',
      },
    });
  });

  it('refuses an empty sequence and squares that are not playable', () => {
    expect(moveIntentOf({ jumps: [] })).toMatchObject({ ok: false, error: { code: 'illegal_move' } });
    expect(moveIntentOf({ from: 'a2', to: 'b3' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
    expect(moveIntentOf({ jumps: [{ from: 'a3', to: 'c5', captured: 'z9' }] })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
  });
});
