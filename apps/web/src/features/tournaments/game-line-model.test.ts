import { describe, expect, it } from 'vitest';
import { arenaDetail, game, swiss } from './test-fixtures';
import { gameLineOf, listsGame } from './game-line-model';

const swissDetail = (ballots: boolean) =>
  arenaDetail({
    tournament: swiss({ ballots, rounds: 3, round: 2 }),
    games: [
      game({ round: 1, room_code: 'R1A', red_id: 'u1', black_id: 'u2', ballot: 7 }),
      game({ round: 1, room_code: 'R1B', red_id: 'u2', black_id: 'u1', ballot: 7 }),
      // Round 2: u1 and u3's first game was aborted and played again with the same colours.
      game({ round: 2, room_code: 'R2A', red_id: 'u3', black_id: 'u1', result: null, ballot: 12 }),
      game({ round: 2, room_code: 'R2B', red_id: 'u3', black_id: 'u1', result: 'red', ballot: 12 }),
      game({ round: 2, room_code: 'R2C', red_id: 'u1', black_id: 'u3', result: null, ballot: 12 }),
    ],
  });

describe('the game screen’s line for a tournament game', () => {
  it('names an arena, and nothing more', () => {
    expect(gameLineOf(arenaDetail(), 'GAME22')).toEqual({ name: 'Hourly Blitz Arena', parts: [] });
  });

  it('gives a Swiss event’s round, and with ballots which game of the pairing, by its colours', () => {
    const detail = swissDetail(true);
    expect(gameLineOf(detail, 'R1A').parts).toEqual(['Round 1 of 3', 'Game 1 of 2']);
    expect(gameLineOf(detail, 'r1b').parts).toEqual(['Round 1 of 3', 'Game 2 of 2']);
    expect(gameLineOf(detail, 'R2B').parts).toEqual(['Round 2 of 3', 'Game 1 of 2']);
    expect(gameLineOf(detail, 'R2C')).toEqual({
      name: 'Sunday Swiss',
      parts: ['Round 2 of 3', 'Game 2 of 2'],
    });
    expect(gameLineOf(swissDetail(false), 'R2C').parts).toEqual(['Round 2 of 3']);
  });

  it('names the event alone for a game it does not list', () => {
    expect(gameLineOf(swissDetail(true), 'NOPE99')).toEqual({ name: 'Sunday Swiss', parts: [] });
    expect(gameLineOf(swissDetail(true), null).parts).toEqual([]);
    expect(listsGame(swissDetail(true), 'r2c')).toBe(true);
    expect(listsGame(swissDetail(true), 'NOPE99')).toBe(false);
  });
});
