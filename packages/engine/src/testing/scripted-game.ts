// Whole games that end in a win, found by seeded random play, for tests that play them through the
// server or the browser. Games that a draw rule would end are skipped. Test support only: nothing in
// the product imports this module.
import { START_POSITION, legalMoves, play, positionKey, type Position } from '../position.js';
import type { Move } from '../types.js';
import { seededRandom } from './positions.js';

export { seededRandom } from './positions.js';

/** A game as a list of moves with the position after each (the start first), and who wins it. */
export interface ScriptedGame {
  readonly moves: readonly Move[];
  readonly positions: readonly Position[];
  readonly winner: 'black' | 'red';
}

function tryGame(seed: number, maxPlies: number): ScriptedGame | undefined {
  const random = seededRandom(seed);
  let position = START_POSITION;
  const moves: Move[] = [];
  const positions: Position[] = [position];
  const seen = new Map<string, number>();
  let quiet = 0;
  for (let ply = 0; ply < maxPlies; ply++) {
    const options = legalMoves(position);
    if (options.length === 0)
      return { moves, positions, winner: position.turn === 'black' ? 'red' : 'black' };
    const move = options[Math.floor(random() * options.length)]!;
    const manMoved = (position.kings & (1 << move.from)) === 0;
    quiet = manMoved || move.captures.length > 0 ? 0 : quiet + 1;
    position = play(position, move);
    moves.push(move);
    positions.push(position);
    const key = positionKey(position);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    // Threefold repetition or the 40-move rule would end it as a draw.
    if (count >= 3 || quiet >= 80) return undefined;
  }
  return undefined;
}

/** The first seeded random game from `seed` on that ends with a side unable to move. */
export function scriptedWin(seed = 1, maxPlies = 200): ScriptedGame {
  for (let s = seed; s < seed + 10_000; s++) {
    const game = tryGame(s, maxPlies);
    if (game !== undefined) return game;
  }
  throw new Error('no decisive game found');
}

/** The shortest decisive game among the first `tries` seeds that has a multi-jump. */
export function shortScriptedWin(tries = 400, maxPlies = 120): ScriptedGame {
  let best: ScriptedGame | undefined;
  for (let seed = 1; seed <= tries; seed++) {
    const game = tryGame(seed, maxPlies);
    if (game === undefined || !game.moves.some((move) => move.captures.length > 1)) continue;
    if (best === undefined || game.moves.length < best.moves.length) best = game;
  }
  if (best === undefined) throw new Error('no decisive game with a multi-jump found');
  return best;
}
