// A whole game that ends in a win, found by seeded random play with the engine, for tests that
// play it through the server. Games that would end by a draw rule are skipped.
import { START_POSITION, legalMoves, play, positionKey, type Move, type Position } from '@checkers/engine';

/** A deterministic pseudo-random generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A game as a list of moves, and who wins it. */
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
