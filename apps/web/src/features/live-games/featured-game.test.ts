import type { SpectatableGame } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { featuredGameOf } from './featured-game';

const game = (
  code: string,
  spectators: number,
  ratings: [number, number] | null = null,
): SpectatableGame => ({
  room_code: code,
  player_red: 'r',
  player_black: 'b',
  red_name: 'Ruby',
  black_name: 'Onyx',
  rated: ratings !== null,
  red_rating: ratings?.[0] ?? null,
  black_rating: ratings?.[1] ?? null,
  move_count: 3,
  spectator_count: spectators,
  started_at: '2025-01-01T00:00:00.000Z',
});

describe('the featured live game', () => {
  it('is the most watched, ties going to the stronger pair, else the newest (first)', () => {
    expect(featuredGameOf([])).toBeNull();
    expect(featuredGameOf([game('A', 0), game('B', 0)])?.room_code).toBe('A');
    expect(featuredGameOf([game('A', 1), game('B', 3), game('C', 2)])?.room_code).toBe('B');
    expect(featuredGameOf([game('A', 2, [1500, 1500]), game('B', 2, [1700, 1600])])?.room_code).toBe('B');
  });
});
