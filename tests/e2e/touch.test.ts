// Touch play on a phone: a double tap zooms the board to 1.5, a swipe pans the zoomed board (never
// past its edges), and a second double tap brings it back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shot, startStack, type Stack } from './lib/stack.js';
import { twoQuickTaps } from './lib/taps.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const boardTransform = (page: Page): Promise<string> =>
  page.locator('.zoom').evaluate((element) => (element as HTMLElement).style.transform);

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
  await twoQuickTaps(phone.page, { x, y }, { x, y });
  await phone.page.waitForFunction(() =>
    (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.includes('scale(1.5)'),
  );

  // A quick 120 px swipe to the right, through the browser's touch input: sent in one go, like the
  // taps, so that it stays within a swipe's 300 ms however slow the round trips.
  const cdp = await phone.context.newCDPSession(phone.page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await Promise.all([
    touch('touchStart', [{ x, y }]),
    ...[1, 2, 3, 4].map((step) => touch('touchMove', [{ x: x + step * 30, y }])),
    touch('touchEnd', []),
  ]);
  await cdp.detach();
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

  await twoQuickTaps(phone.page, { x, y }, { x, y });
  await phone.page.waitForFunction(() =>
    (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.startsWith(
      'scale(1) translate(0px, 0px)',
    ),
  );
});
