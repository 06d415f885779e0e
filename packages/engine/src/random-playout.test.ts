// Property tests over seeded random games: at every position the engine's moves equal the slow
// reference's, every move played keeps the board consistent, and the bulk count agrees. Games start
// from the start position and from random placements full of kings, since kings make the rarest
// capture paths (rings, paths through the origin, duplicates).
import { describe, expect, it } from 'vitest';
import { countMoves } from './movegen.js';
import { START_POSITION, crowned, legalMoves, play, rawBoard, type Position } from './position.js';
import { diagram, moveText, pick, randomPosition, seededRandom } from './testing/positions.js';
import { coordinates, referenceMoves, referencePlay } from './testing/reference-movegen.js';
import type { Move } from './types.js';

const GAMES_FROM_START = 3000;
const GAMES_FROM_RANDOM = 3000;
/** Plies per game at most; games from random placements are shorter, they end in king shuffles. */
const PLY_CAP_START = 200;
const PLY_CAP_RANDOM = 80;

/** Path and captures of every move, sorted: equal lists mean equal multisets of moves. */
const keys = (moves: readonly { path: readonly number[]; captures: readonly number[] }[]): string[] =>
  moves.map((m) => `${m.path.join(',')}|${m.captures.join(',')}`).sort();

const has = (bitboard: number, square: number): boolean => ((bitboard >>> square) & 1) === 1;

function count(bitboard: number): number {
  let n = 0;
  for (let square = 0; square < 32; square++) if (has(bitboard, square)) n++;
  return n;
}

/** Black crowns on row 7 (rank 1), red on row 0 (rank 8). */
const crownRow = (turn: Position['turn']): number => (turn === 'black' ? 7 : 0);

/** What is wrong with a position on its own, if anything. */
function stateProblems(pos: Position): string[] {
  const problems: string[] = [];
  for (const field of ['black', 'red', 'kings'] as const) {
    if (pos[field] !== pos[field] >>> 0) problems.push(`${field} is not an unsigned 32-bit number`);
  }
  if ((pos.black & pos.red) !== 0) problems.push('black and red share a square');
  if ((pos.kings & ~(pos.black | pos.red)) !== 0) problems.push('a king on an empty square');
  for (let square = 0; square < 32; square++) {
    const man = !has(pos.kings, square);
    if (man && has(pos.black, square) && coordinates(square).row === 7)
      problems.push('a black man on rank 1');
    if (man && has(pos.red, square) && coordinates(square).row === 0) problems.push('a red man on rank 8');
  }
  if (count(pos.black) > 12 || count(pos.red) > 12) problems.push('more than twelve pieces a side');
  return problems;
}

/** What is wrong with `next = play(pos, move)`, if anything. */
function playProblems(pos: Position, move: Move, next: Position): string[] {
  const problems = stateProblems(next);
  const mover = pos.turn;
  const own = (p: Position): number => (mover === 'black' ? p.black : p.red);
  const opp = (p: Position): number => (mover === 'black' ? p.red : p.black);
  if (next.turn === mover) problems.push('the turn did not pass');
  if (count(own(next)) !== count(own(pos))) problems.push("the mover's piece count changed");
  if (count(opp(next)) !== count(opp(pos)) - move.captures.length) {
    problems.push(`the opponent did not lose exactly ${move.captures.length} pieces`);
  }
  const wasKing = has(pos.kings, move.from);
  const reachesCrownRow = coordinates(move.to).row === crownRow(mover);
  if (has(next.kings, move.to) !== (wasKing || reachesCrownRow)) problems.push('wrong role on arrival');
  if (crowned(pos, move) !== (!wasKing && reachesCrownRow)) problems.push('crowned() disagrees');
  for (let square = 0; square < 32; square++) {
    const stays = square !== move.from && !move.captures.includes(square);
    if (stays && has(pos.kings, square) && !has(next.kings, square)) problems.push('a king became a man');
  }
  const expected = referencePlay(pos, move);
  if (next.black !== expected.black || next.red !== expected.red || next.kings !== expected.kings) {
    problems.push('play() differs from the reference');
  }
  return problems;
}

/** What is wrong with the engine's moves in a position, if anything. */
function movesProblems(pos: Position, moves: readonly Move[]): string[] {
  const problems: string[] = [];
  const engine = keys(moves);
  const reference = keys(referenceMoves(pos));
  if (engine.join(' ') !== reference.join(' ')) {
    problems.push(`moves differ: engine ${engine.join(' ')} / reference ${reference.join(' ')}`);
  }
  if (countMoves(rawBoard(pos)) !== moves.length) problems.push('countMoves differs from legalMoves');
  for (const move of moves) {
    const jumps = move.path.length - 1;
    if (move.from !== move.path[0] || move.to !== move.path[jumps]) problems.push('from/to off the path');
    if (move.captures.length !== (move.captures.length > 0 ? jumps : 0) || jumps < 1) {
      problems.push(`captures do not match the path of ${moveText(move)}`);
    }
  }
  return problems;
}

interface Tally {
  games: number;
  positions: number;
  movesPlayed: number;
  captureMoves: number;
  kingRings: number;
  noMoveEndings: number;
  failures: string[];
}

/** Plays one random game, checking every position and every legal move in it. */
function playGame(start: Position, random: () => number, plyCap: number, tally: Tally): void {
  tally.games++;
  let pos = start;
  for (let ply = 0; ply <= plyCap; ply++) {
    const moves = legalMoves(pos);
    const problems = [...stateProblems(pos), ...movesProblems(pos, moves)];
    tally.positions++;
    for (const move of moves) {
      const next = play(pos, move);
      tally.movesPlayed++;
      if (move.captures.length > 0) tally.captureMoves++;
      if (move.captures.length > 0 && move.path.indexOf(move.from, 1) > 0) tally.kingRings++;
      problems.push(...playProblems(pos, move, next).map((p) => `${moveText(move)}: ${p}`));
    }
    if (problems.length > 0 && tally.failures.length < 5) {
      tally.failures.push(`${pos.turn} to move\n${diagram(pos)}\n${problems.join('\n')}`);
    }
    if (moves.length === 0) {
      tally.noMoveEndings++;
      return;
    }
    pos = play(pos, pick(random, moves));
  }
}

const emptyTally = (): Tally => ({
  games: 0,
  positions: 0,
  movesPlayed: 0,
  captureMoves: 0,
  kingRings: 0,
  noMoveEndings: 0,
  failures: [],
});

describe('random playouts against the reference', () => {
  it(`agree over ${GAMES_FROM_START} games from the start position`, () => {
    const random = seededRandom(20240601);
    const tally = emptyTally();
    for (let game = 0; game < GAMES_FROM_START; game++)
      playGame(START_POSITION, random, PLY_CAP_START, tally);
    expect(tally.failures).toEqual([]);
    // The games really went somewhere: most end with a side out of moves.
    expect(tally.games).toBe(GAMES_FROM_START);
    expect(tally.positions).toBeGreaterThan(GAMES_FROM_START * 40);
    expect(tally.captureMoves).toBeGreaterThan(tally.positions / 10);
    expect(tally.noMoveEndings).toBeGreaterThan(GAMES_FROM_START / 2);
  }, 600_000);

  it(`agree over ${GAMES_FROM_RANDOM} games from random placements with kings`, () => {
    const random = seededRandom(19700101);
    const tally = emptyTally();
    for (let game = 0; game < GAMES_FROM_RANDOM; game++) {
      // A third of the games start with every piece a king, for the rarest capture paths.
      const kingChance = game % 3 === 0 ? 1 : 0.4;
      playGame(randomPosition(random, { kingChance }), random, PLY_CAP_RANDOM, tally);
    }
    expect(tally.failures).toEqual([]);
    expect(tally.games).toBe(GAMES_FROM_RANDOM);
    expect(tally.positions).toBeGreaterThan(GAMES_FROM_RANDOM * 20);
    // Kings went round rings and came back through their own square.
    expect(tally.kingRings).toBeGreaterThan(0);
  }, 600_000);
});
