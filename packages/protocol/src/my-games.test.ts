import { describe, expect, it } from 'vitest';
import { makeMyGamesCursor, myGamesQuerySchema, parseMyGamesCursor } from './my-games.js';

describe('my games', () => {
  it('cursors carry the finish time and the room code, and read back', () => {
    const cursor = makeMyGamesCursor({ finishedAt: '2026-03-04T05:06:07.089Z', code: 'AB23CD' });
    expect(cursor).toBe('2026-03-04T05:06:07.089Z_AB23CD');
    expect(parseMyGamesCursor(cursor)).toEqual({ finishedAt: '2026-03-04T05:06:07.089Z', code: 'AB23CD' });
    expect(parseMyGamesCursor('2026-03-04_AB23CD')).toBeUndefined();
    expect(parseMyGamesCursor('2026-03-04T05:06:07.089Z_ab23cd')).toBeUndefined();
  });

  it('query: a page of 20 by default, filters optional', () => {
    expect(myGamesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(
      myGamesQuerySchema.parse({
        limit: '5',
        result: 'draw',
        speed: 'blitz',
        before: '2026-03-04T05:06:07.089Z_AB23CD',
      }),
    ).toEqual({
      limit: 5,
      result: 'draw',
      speed: 'blitz',
      before: { finishedAt: '2026-03-04T05:06:07.089Z', code: 'AB23CD' },
    });
    for (const bad of [
      { limit: '0' },
      { limit: '51' },
      { result: 'won' },
      { speed: 'fast' },
      { before: 'x' },
    ])
      expect(myGamesQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
