// Playing by keyboard alone: tabbing until a condition holds, the square that has the focus, and the
// arrow keys that lead from one square to another on the board as the player sees it.
import type { Page } from 'playwright-core';

/** Presses Tab until `done` holds for the focused element (at most `limit` presses). */
export async function tabTo(page: Page, done: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(done)) return;
  }
  throw new Error(`Tab never reached ${done}`);
}

export const focusedSquare = (page: Page): Promise<string | null> =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.square ?? null);

/**
 * The arrow keys from one dark square to another, found on the screen as the player sees it: left
 * and right go two columns along the row, up and down one row to the right-hand diagonal neighbour,
 * else the left-hand one (the board's keyboard model). `scope` picks one board where the page shows
 * several (a CSS selector of an element around it).
 */
export async function arrowsBetween(page: Page, from: string, to: string, scope = ''): Promise<string[]> {
  const boxes = await page.$$eval(`${scope} button[data-square]`.trim(), (buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return [(b as HTMLElement).dataset.square!, r.x, r.y, r.width] as const;
    }),
  );
  const size = boxes[0]![3];
  const x0 = Math.min(...boxes.map((b) => b[1]));
  const y0 = Math.min(...boxes.map((b) => b[2]));
  const cell = new Map<string, string>();
  const at = new Map<string, [number, number]>();
  // Some row has a dark square in the first column, so x0 and y0 are column 0 and row 0.
  for (const [sq, x, y] of boxes) {
    const c: [number, number] = [Math.round((x - x0) / size), Math.round((y - y0) / size)];
    at.set(sq, c);
    cell.set(c.join(','), sq);
  }
  const key = (col: number, row: number): string | undefined => cell.get(`${col},${row}`);
  const step = (sq: string, arrow: string): string | undefined => {
    const [col, row] = at.get(sq)!;
    if (arrow === 'ArrowLeft') return key(col - 2, row);
    if (arrow === 'ArrowRight') return key(col + 2, row);
    const r = arrow === 'ArrowUp' ? row - 1 : row + 1;
    return key(col + 1, r) ?? key(col - 1, r);
  };
  const seen = new Map<string, string[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const sq = queue.shift()!;
    if (sq === to) return seen.get(sq)!;
    for (const arrow of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
      const next = step(sq, arrow);
      if (next !== undefined && !seen.has(next)) {
        seen.set(next, [...seen.get(sq)!, arrow]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no arrow path from ${from} to ${to}`);
}
