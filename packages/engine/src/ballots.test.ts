import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ballotsModule } from './cli/ballots-module.js';
import { readBallots } from './cli/committed-data.js';
import { makeFen } from './fen.js';
import { legalMoves, play, START_POSITION } from './position.js';
import { makeMoveText } from './notation.js';
import {
  ACF_BALLOTS,
  BALLOT_PLIES,
  acfBallot,
  ballotOpening,
  ballotPosition,
  crossboardBallots,
} from './ballots.js';

describe('ACF ballots', () => {
  it('are the table of data/acf-three-move-ballots.tsv, as `npm run ballots:generate` writes them', () => {
    const committed = readFileSync(new URL('./acf-ballots.ts', import.meta.url), 'utf8');
    expect(committed).toBe(ballotsModule(readBallots()));
    const table = readBallots();
    expect(ACF_BALLOTS.map((b) => [b.number, b.moves, b.status, b.name])).toEqual(
      table.map((b) => [b.number, b.moves.join(' '), b.status, b.name]),
    );
  });

  it('number 1 to 174 in order, 144 of them crossboard', () => {
    expect(ACF_BALLOTS.map((b) => b.number)).toEqual(Array.from({ length: 174 }, (_, i) => i + 1));
    expect(crossboardBallots()).toHaveLength(144);
    expect(crossboardBallots().every((b) => b.status === 'crossboard' && b.crossboard)).toBe(true);
    expect(ACF_BALLOTS.filter((b) => b.status === 'barred').every((b) => !b.crossboard)).toBe(true);
    expect(acfBallot(6)).toMatchObject({ moves: '9-13 22-18 10-14', status: 'mail', crossboard: false });
    expect(acfBallot(0)).toBeUndefined();
    expect(acfBallot(175)).toBeUndefined();
  });

  it('every ballot is three legal moves from the start, black first, leaving red to move', () => {
    const seen = new Set<string>();
    for (const ballot of ACF_BALLOTS) {
      const opening = ballotOpening(ballot.number)!;
      expect(opening.moves).toHaveLength(BALLOT_PLIES);
      let position = START_POSITION;
      for (const move of opening.moves) {
        // Each move is one of the position's legal moves (captures forced), written as the table writes it.
        expect(legalMoves(position)).toContainEqual(move);
        position = play(position, move);
      }
      expect(opening.moves.map((m) => makeMoveText(m)).join(' ')).toBe(ballot.moves);
      expect(position).toEqual(opening.position);
      expect(position.turn).toBe('red');
      seen.add(makeFen(position));
    }
    // No two ballots lead to the same position.
    expect(seen.size).toBe(ACF_BALLOTS.length);
  });

  it('gives the position after a ballot, and nothing for an unknown number', () => {
    expect(makeFen(ballotPosition(1)!)).toBe(makeFen(ballotOpening(1)!.position));
    // 9-13 21-17 5-9; PDN's White is red.
    expect(makeFen(ballotPosition(1)!)).toBe(
      'W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13',
    );
    expect(ballotPosition(0)).toBeUndefined();
    expect(ballotOpening(999)).toBeUndefined();
  });
});
