// Playing through the page as a person does: clicking squares, reading the board from the squares'
// accessible names (each starts with its coordinate and says what stands on it).
import {
  START_POSITION,
  legalMoves,
  makeSquare,
  play,
  positionKey,
  type Move,
  type Position,
} from '@checkers/engine';
import type { Page } from 'playwright-core';

/** The square button of an algebraic square. */
export const square = (page: Page, name: string) => page.locator(`button[data-square="${name}"]`);

/** Clicks a move's path: the piece, then each landing square. */
export async function clickMove(page: Page, move: Move): Promise<void> {
  for (const sq of move.path) await square(page, makeSquare(sq)).click();
}

/** Waits until the square's accessible name says what it should (a prefix such as "d4, black"). */
export async function waitForSquare(page: Page, name: string, says: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([sq, text]) =>
      document.querySelector(`button[data-square="${sq}"]`)?.getAttribute('aria-label')?.startsWith(text) ??
      false,
    [name, `${name}, ${says}`] as const,
    { timeout },
  );
}

/** Waits until the page shows the move as played: its destination holds the mover's piece. */
export async function waitForMove(
  page: Page,
  move: Move,
  color: 'black' | 'red',
  timeout = 15_000,
): Promise<void> {
  await waitForSquare(page, makeSquare(move.to), color, timeout);
  for (const captured of move.captures) await waitForSquare(page, makeSquare(captured), 'empty', timeout);
  if (move.from !== move.to) await waitForSquare(page, makeSquare(move.from), 'empty', timeout);
}

/** A deterministic pseudo-random generator (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole game ending with a side unable to move. */
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

/** The shortest decisive seeded random game among the first `tries` seeds that has a multi-jump. */
export function shortScriptedWin(tries = 400, maxPlies = 120): ScriptedGame {
  let best: ScriptedGame | undefined;
  for (let seed = 1; seed <= tries; seed++) {
    const game = tryGame(seed, maxPlies);
    if (game === undefined || !game.moves.some((move) => move.captures.length > 1)) continue;
    if (best === undefined || game.moves.length < best.moves.length) best = game;
  }
  if (best === undefined) throw new Error('no decisive game found');
  return best;
}
