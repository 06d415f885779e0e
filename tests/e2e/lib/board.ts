// Playing through the page as a person does: clicking squares, reading the board from the squares'
// accessible names (each starts with its coordinate and says what stands on it).
import { makePosition, makeSquare, parseSquare, type Move, type Position } from '@checkers/engine';
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

/** A square's button found by its accessible name, which starts with the square ("b6, black man"). */
export const squareNamed = (page: Page, name: string, says = '') =>
  page.getByRole('button', { name: new RegExp(`^${name}, ${says}`) });

/**
 * Plays a move as a person does, by the squares' accessible names: the mover's piece ("b6, black
 * man" or "... king"), then each landing square.
 */
export async function playMoveByName(page: Page, move: Move, color: 'black' | 'red'): Promise<void> {
  await squareNamed(page, makeSquare(move.from), `${color} (man|king)`).click();
  for (const sq of move.path.slice(1)) await squareNamed(page, makeSquare(sq)).click();
}

/** Reads the position from the squares' accessible names ("f6, black man"), black to move. */
export async function readPosition(page: Page): Promise<Position> {
  const labels = await page.$$eval('button[data-square]', (buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  let black = 0;
  let red = 0;
  let kings = 0;
  for (const label of labels) {
    const [name, content = ''] = label.split(', ');
    const square = parseSquare(name);
    if (!square.ok) throw new Error(`bad square label ${label}`);
    const bit = 1 << square.value;
    if (content.startsWith('black')) black |= bit;
    if (content.startsWith('red')) red |= bit;
    if (content.endsWith('king')) kings |= bit;
  }
  return makePosition(black, red, kings, 'black');
}
