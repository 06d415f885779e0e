// A ballot game's facts start after its opening: the ballot's moves were drawn, not played, so a
// capture among them (ballot 4's 13x22) is no player's capture and no player's move.
import { START_FEN, ballotOpening, legalMoves, makeFen } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { afterOpening, factsOf, movesFromPaths } from './game-facts.js';

describe('the facts of a ballot game', () => {
  it('count only the moves the players made after the ballot', () => {
    const opening = ballotOpening(4)!;
    const reply = legalMoves(opening.position)[0]!;
    const paths = [...opening.moves, reply].map((m) => [...m.path]);
    const replayed = movesFromPaths(START_FEN, paths)!;
    const game = { ...replayed, winner: null, reason: 'aborted', durationMs: null };
    expect(factsOf(game).black).toMatchObject({ movesMade: 2, captures: 1 });

    const own = afterOpening(game, 3);
    expect(makeFen(own.initial)).toBe(makeFen(opening.position));
    expect(own.moves).toEqual([reply]);
    expect(factsOf(own).black).toMatchObject({ movesMade: 0, captures: 0 });
    expect(factsOf(own).red).toMatchObject({ movesMade: 1, captures: 1 });
    expect(afterOpening(game, 0)).toBe(game);
  });
});
