// Two taps as a quick finger makes them. Playwright's `tap` waits for each touch event in turn, so
// on a loaded machine two taps can land far apart; a test of what two quick taps do (a move, or a
// double tap's zoom) sends the four touch events in one go instead, and checks the gap the page saw.
import type { Page } from 'playwright-core';

interface Point {
  readonly x: number;
  readonly y: number;
}

type TapWindow = Window & { tapStarts?: number[] };

/** Taps `first` then `second` back to back; says how far apart (ms) the page saw them start. */
export async function twoQuickTaps(page: Page, first: Point, second: Point): Promise<number> {
  await page.evaluate(() => {
    const view = window as TapWindow;
    if (view.tapStarts === undefined)
      addEventListener('touchstart', (event) => view.tapStarts?.push(event.timeStamp), {
        capture: true,
        passive: true,
      });
    view.tapStarts = [];
  });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd', point?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point === undefined ? [] : [{ x: point.x, y: point.y }],
    });
  // Sent without waiting in between; the browser handles them in the order sent.
  await Promise.all([
    touch('touchStart', first),
    touch('touchEnd'),
    touch('touchStart', second),
    touch('touchEnd'),
  ]);
  await cdp.detach();
  const starts = await page.evaluate(() => (window as TapWindow).tapStarts ?? []);
  if (starts.length !== 2) throw new Error(`the page saw ${starts.length} touches, not 2`);
  return starts[1]! - starts[0]!;
}
