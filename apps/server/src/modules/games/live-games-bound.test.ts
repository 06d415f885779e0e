// The memory of running games on its own: what it keeps, empties and drops, and its bound.
import { describe, expect, it } from 'vitest';
import { newRoomRow } from '../rooms/index.js';
import { LiveGames, type LiveGame } from './live-games.js';
import type { Match } from './match.js';

const game = (code: string, status: 'active' | 'finished' = 'active'): LiveGame => ({
  row: newRoomRow({ code, status, red_user_id: 'r', black_user_id: 'b', created_at: '2026-11-27T00:00:00Z' }),
  match: {} as Match,
});

describe('the live games', () => {
  it('keep a running game, empty it during a write, and drop it once over', () => {
    const live = new LiveGames();
    const first = game('AAAAAA');
    live.set('AAAAAA', first);
    expect(live.get('AAAAAA')).toBe(first);
    expect(live.size).toBe(1);
    live.drop('AAAAAA');
    expect(live.get('AAAAAA')).toBeUndefined();
    expect(live.size).toBe(0);
    live.drop('AAAAAA');
    expect(live.size).toBe(0);
    const second = game('AAAAAA');
    live.set('AAAAAA', second);
    expect(live.get('AAAAAA')).toBe(second);
    expect(live.size).toBe(1);
    live.set('AAAAAA', game('AAAAAA', 'finished'));
    expect(live.get('AAAAAA')).toBeUndefined();
    expect(live.size).toBe(0);
  });

  it('hold at most their bound, the game held longest dropped first', () => {
    const live = new LiveGames(3);
    for (const code of ['A', 'B', 'C']) live.set(code, game(code));
    live.set('A', game('A'));
    live.set('D', game('D'));
    expect(live.size).toBe(3);
    expect(live.get('A')).toBeUndefined();
    expect(['B', 'C', 'D'].map((code) => live.get(code)?.row.code)).toEqual(['B', 'C', 'D']);
  });
});
