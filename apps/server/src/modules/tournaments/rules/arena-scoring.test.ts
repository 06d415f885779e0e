import { describe, expect, it } from 'vitest';
import { arenaPoints, arenaTally } from './arena-scoring.js';
import type { Outcome } from './types.js';

const seq = (text: string): Outcome[] =>
  [...text.replace(/\s/g, '')].map((c) => (c === 'W' ? 'win' : c === 'D' ? 'draw' : 'loss'));

describe('arenaPoints', () => {
  it('scores 2, 1, 0, doubled on fire', () => {
    expect(arenaPoints('win', false)).toBe(2);
    expect(arenaPoints('draw', false)).toBe(1);
    expect(arenaPoints('loss', false)).toBe(0);
    expect(arenaPoints('win', true)).toBe(4);
    expect(arenaPoints('draw', true)).toBe(2);
    expect(arenaPoints('loss', true)).toBe(0);
  });
});

describe('arenaTally', () => {
  it('starts empty', () => {
    expect(arenaTally([])).toEqual({
      score: 0,
      streak: 0,
      onFire: false,
      games: 0,
      wins: 0,
      draws: 0,
      losses: 0,
    });
  });

  it('scores W W W D W L as 2 + 2 + 4 + 2 + 2 + 0', () => {
    // W 2 (streak 1), W 2 (streak 2: on fire), W 4 (on fire), D 2 (on fire, puts it out), W 2, L 0.
    expect(arenaTally(seq('WWWDWL'))).toEqual({
      score: 12,
      streak: 0,
      onFire: false,
      games: 6,
      wins: 4,
      draws: 1,
      losses: 1,
    });
  });

  it('keeps doubling while the wins go on', () => {
    // 2 + 2 + 4 + 4 + 4
    const tally = arenaTally(seq('WWWWW'));
    expect(tally.score).toBe(16);
    expect(tally.streak).toBe(5);
    expect(tally.onFire).toBe(true);
  });

  it('is on fire after exactly two wins, and a loss on fire scores nothing', () => {
    expect(arenaTally(seq('W')).onFire).toBe(false);
    expect(arenaTally(seq('WW')).onFire).toBe(true);
    // 2 + 2 + 0, then the fire is out: D 1, W 2
    expect(arenaTally(seq('WWLDW'))).toMatchObject({ score: 7, streak: 1, onFire: false });
  });

  it('needs the two wins in a row: a draw between them does not light it', () => {
    // 2 + 1 + 2 + 2 (streak 2 only now) + 4
    expect(arenaTally(seq('WDWWW'))).toMatchObject({ score: 11, streak: 3, onFire: true });
  });

  it('scores draws and losses plainly off fire', () => {
    expect(arenaTally(seq('DDLDL'))).toMatchObject({ score: 3, streak: 0, draws: 3, losses: 2 });
  });
});
