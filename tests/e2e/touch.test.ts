// Touch play on a phone: a double tap zooms the board to 1.5, a swipe pans the zoomed board (never
// past its edges), and a second double tap brings it back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const boardTransform = (page: Page): Promise<string> =>
  page.locator('.zoom').evaluate((element) => (element as HTMLElement).style.transform);

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';
type Toucher = (type: TouchType, points: { x: number; y: number }[]) => Promise<unknown>;

/**
 * Two taps on one spot, sent to the browser's touch input all at once: a double tap must land
 * within 300 ms, and awaiting each event's round trip from a busy test machine can take longer.
 * The browser still dispatches them one after another, in order.
 */
const doubleTap = (touch: Toucher, x: number, y: number): Promise<unknown> =>
  Promise.all([
    touch('touchStart', [{ x, y }]),
    touch('touchEnd', []),
    touch('touchStart', [{ x, y }]),
    touch('touchEnd', []),
  ]);

test('a double tap zooms the board and a swipe pans it', async () => {
  const phone = await stack.newPlayer('touch-phone', { phone: true });
  await phone.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await phone.page.getByTestId('room-code').textContent()) ?? '').trim();
  const friend = await stack.newPlayer('touch-friend');
  await friend.page.goto(`${stack.baseUrl}/?code=${code}`);
  await phone.page.getByTestId('turn').waitFor();

  const box = await phone.page.locator('.zoom').boundingBox();
  assert.ok(box !== null);
  // A light square near the middle: touching it selects nothing.
  const x = box.x + box.width / 2 + box.width / 16;
  const y = box.y + box.height / 2 - box.height / 16;
  const cdp = await phone.context.newCDPSession(phone.page);
  const touch: Toucher = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await doubleTap(touch, x, y);
  await phone.page.waitForFunction(() =>
    (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.includes('scale(1.5)'),
  );

  // A quick 120 px swipe to the right, through the browser's touch input.
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= 4; step++) await touch('touchMove', [{ x: x + step * 30, y }]);
  await touch('touchEnd', []);
  await phone.page.waitForFunction(() =>
    /translate\([1-9]/.test((document.querySelector('.zoom') as HTMLElement | null)?.style.transform ?? ''),
  );
  const panned = await boardTransform(phone.page);
  const shift = Number(/translate\(([\d.]+)px/.exec(panned)?.[1]);
  // The board follows the finger: 120 screen px at zoom 1.5 is 80 board px, but a board zoomed by
  // 1.5 hides only (1.5 - 1) / (2 * 1.5) = a sixth of its width a side, so the pan stops there.
  const expected = Math.min(120 / 1.5, box.width / 6);
  assert.ok(Math.abs(shift - expected) < 3, `pan of ${shift} px, expected ${expected}`);
  await shot(phone.page, 'touch-01-zoomed-and-panned');

  await doubleTap(touch, x, y);
  await phone.page.waitForFunction(() =>
    (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.startsWith(
      'scale(1) translate(0px, 0px)',
    ),
  );
});
