// What a new player tripped over on the game board, checked in a real browser: the phone zoom (a
// piece then its destination is a move, not a zoom; the zoom stays inside the board's frame), no
// 409 while the room waits and no old status lines once the game is under way, the compulsory
// capture said and its pieces shown, and the keyboard focus ring leaving the piece visible (the
// game's end: screen-fixes-game-end.test.ts).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { square, waitForSquare } from './lib/board.js';
import { roleOf, startRoomGame } from './lib/players.js';
import { SCREENSHOTS, shot, startStack, type Stack } from './lib/stack.js';
import { twoQuickTaps } from './lib/taps.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const DESKTOP = { width: 1280, height: 800 };

const zoomTransform = (page: Page): Promise<string> =>
  page.locator('.zoom').evaluate((element) => (element as HTMLElement).style.transform);

/** The centre of a square on screen. */
async function centre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await square(page, name).boundingBox();
  assert.ok(box !== null, `square ${name} is on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('phone: a piece then its destination is a move, and the zoom stays inside the board frame', async () => {
  const phone = await stack.newPlayer('zoom-phone', { phone: true });
  const friend = await stack.newPlayer('zoom-friend', { viewport: DESKTOP });
  // No 409 in the console while the room waits for its opponent.
  const refused: string[] = [];
  phone.page.on('response', (response) => {
    if (response.status() === 409) refused.push(response.url());
  });
  await startRoomGame(stack.baseUrl, phone.page, friend.page);
  assert.deepEqual(refused, [], 'no request was refused while the room was waiting');

  const pages = { black: phone.page, red: friend.page };
  if ((await roleOf(phone.page)) === 'red') [pages.black, pages.red] = [friend.page, phone.page];
  if (pages.black !== phone.page) {
    // The friend (black) opens; then it is the phone's turn.
    await square(friend.page, 'f6').click();
    await square(friend.page, 'g5').click();
    await waitForSquare(phone.page, 'g5', 'black');
  }
  await phone.page.getByTestId('turn').getByText('Your turn').waitFor();
  const [from, to] = pages.black === phone.page ? ['d6', 'c5'] : ['c3', 'd4'];
  const mover = pages.black === phone.page ? 'black' : 'red';

  // A quick tap on the piece, then on its destination, well within 300 ms.
  const a = await centre(phone.page, from);
  const b = await centre(phone.page, to);
  const gap = await twoQuickTaps(phone.page, a, b);
  assert.ok(gap < 300, `the two taps came within 300 ms (${gap} ms)`);
  await waitForSquare(phone.page, to, mover);
  await waitForSquare(friend.page, to, mover);
  assert.equal(await zoomTransform(phone.page), 'scale(1) translate(0px, 0px)', 'a move is not a zoom');
  assert.equal(await phone.page.getByRole('button', { name: 'Reset zoom' }).count(), 0);

  // The old status lines are gone once the game is under way.
  const status = (await phone.page.getByTestId('status').textContent()) ?? '';
  assert.doesNotMatch(status, /Connected!|Both players connected|Joined room/);
  await shot(phone.page, 'screen-fixes-01-phone-game');

  // A double tap on one square zooms, inside the frame: the page does not widen, Resign stays
  // visible and reachable, and a Reset zoom button shows.
  const frameBefore = await phone.page.getByTestId('zoom-frame').boundingBox();
  const spot = await centre(phone.page, pages.black === phone.page ? 'e5' : 'f4');
  await twoQuickTaps(phone.page, spot, spot);
  await phone.page.waitForFunction(() =>
    (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.includes('scale(1.5)'),
  );
  const frameAfter = await phone.page.getByTestId('zoom-frame').boundingBox();
  assert.deepEqual(frameAfter, frameBefore, 'the frame keeps its size');
  const widths = await phone.page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    overflow: getComputedStyle(document.querySelector('[data-testid="zoom-frame"]')!).overflow,
  }));
  assert.ok(widths.page <= widths.window, `the page stays ${widths.window} px wide (${widths.page})`);
  assert.equal(widths.overflow, 'hidden');
  const reset = phone.page.getByRole('button', { name: 'Reset zoom' });
  await reset.waitFor();
  const resign = phone.page.getByRole('button', { name: 'Resign' });
  await resign.scrollIntoViewIfNeeded();
  const resignBox = await resign.boundingBox();
  assert.ok(resignBox !== null);
  const onTop = await phone.page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    { x: resignBox.x + resignBox.width / 2, y: resignBox.y + resignBox.height / 2 },
  );
  assert.equal(onTop, 'Resign', 'the zoomed board does not cover Resign');
  await phone.page.evaluate(() => window.scrollTo(0, 0));
  await shot(phone.page, 'screen-fixes-02-phone-zoomed');
  await reset.tap();
  await phone.page.waitForFunction(
    () =>
      (document.querySelector('.zoom') as HTMLElement | null)?.style.transform ===
      'scale(1) translate(0px, 0px)',
  );
  await phone.context.close();
  await friend.context.close();
});

test('a compulsory capture is said, and the pieces that must capture are shown; the focus ring leaves the piece visible', async () => {
  const one = await stack.newPlayer('forced-1', { viewport: DESKTOP });
  const two = await stack.newPlayer('forced-2', { viewport: DESKTOP });
  await startRoomGame(stack.baseUrl, one.page, two.page);
  const pages = { black: one.page, red: two.page };
  if ((await roleOf(one.page)) === 'red') [pages.black, pages.red] = [two.page, one.page];

  // Black d6-c5, red a3-b4: black's man on c5 must now take b4.
  await square(pages.black, 'd6').click();
  await square(pages.black, 'c5').click();
  await waitForSquare(pages.red, 'c5', 'black');
  await square(pages.red, 'a3').click();
  await square(pages.red, 'b4').click();
  await waitForSquare(pages.black, 'b4', 'red');
  await pages.black.getByTestId('turn').getByText('Your turn').waitFor();
  await square(pages.black, 'f6').click();
  await pages.black.getByTestId('status').getByText('A capture is compulsory').waitFor();
  const forced = await pages.black
    .locator('.square--forced')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.square));
  assert.deepEqual(forced, ['c5']);
  assert.match((await square(pages.black, 'c5').getAttribute('aria-label')) ?? '', /must capture/);
  assert.equal(await pages.black.getByText('Illegal move').count(), 0, 'no error toast');
  assert.equal(await square(pages.black, 'f6').getAttribute('aria-pressed'), 'false');
  await shot(pages.black, 'screen-fixes-03-desktop-forced-capture');

  // The keyboard: focus the piece on c5 and move the focus with the arrows; the ring is drawn
  // below the pieces, so the piece under focus stays visible.
  await square(pages.black, 'c5').focus();
  await pages.black.keyboard.press('ArrowRight');
  await pages.black.keyboard.press('ArrowLeft');
  const focus = await pages.black.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const pieces = document.querySelector('.pieces') as HTMLElement;
    return {
      square: active.dataset.square,
      zIndex: getComputedStyle(active).zIndex,
      outline: getComputedStyle(active).outlineStyle,
      piecesAfter: Boolean(active.compareDocumentPosition(pieces) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  });
  assert.equal(focus.square, 'c5');
  assert.equal(focus.zIndex, 'auto', 'the focused square is not lifted above the pieces');
  assert.equal(focus.outline, 'solid');
  assert.ok(focus.piecesAfter, 'the pieces are drawn after (above) the squares');
  const box = await square(pages.black, 'c5').boundingBox();
  assert.ok(box !== null);
  await pages.black.screenshot({
    path: join(SCREENSHOTS, 'screen-fixes-04-focus-ring.png'),
    clip: { x: box.x - box.width, y: box.y - box.height, width: box.width * 3, height: box.height * 3 },
  });
  // The capture goes through as usual.
  await square(pages.black, 'c5').click();
  await square(pages.black, 'a3').click();
  await waitForSquare(pages.red, 'a3', 'black');
  await waitForSquare(pages.red, 'b4', 'empty');
  await one.context.close();
  await two.context.close();
});
