// What a new player tripped over on the game screen, checked in a real browser: the phone zoom (a
// piece then its destination is a move, not a zoom; the zoom stays inside the board's frame), a
// guest's seat surviving a closed tab (and "Open in new window" seating a real opponent), the AI game
// surviving a reload, the keyboard focus ring, the compulsory capture, the same game-over figures for
// everybody, dialogs that keep focus, no 409 while waiting, the AI level picker and old status lines.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { Page } from 'playwright-core';
import { clickMove, square, waitForMove, waitForSquare } from './lib/board.js';
import { join } from 'node:path';
import { SCREENSHOTS, shot, startStack, type Stack } from './lib/stack.js';
import { roleOf } from './lib/players.js';

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

/** Creates a room in `host` and joins it from `guest` by the link; returns the code. */
async function startGame(host: Page, guest: Page): Promise<string> {
  await host.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await host.getByTestId('room-code').textContent()) ?? '').trim();
  assert.match(code, /^[A-Z0-9]{6}$/);
  await guest.goto(`${stack.baseUrl}/?code=${code}`);
  await host.getByTestId('turn').waitFor();
  await guest.getByTestId('turn').waitFor();
  return code;
}

test('phone: a piece then its destination is a move, and the zoom stays inside the board frame', async () => {
  const phone = await stack.newPlayer('zoom-phone', { phone: true });
  const friend = await stack.newPlayer('zoom-friend', { viewport: DESKTOP });
  // No 409 in the console while the room waits for its opponent.
  const refused: string[] = [];
  phone.page.on('response', (response) => {
    if (response.status() === 409) refused.push(response.url());
  });
  await startGame(phone.page, friend.page);
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
  const started = Date.now();
  await phone.page.touchscreen.tap(a.x, a.y);
  await phone.page.touchscreen.tap(b.x, b.y);
  assert.ok(Date.now() - started < 300, 'the two taps came within 300 ms');
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
  await phone.page.touchscreen.tap(spot.x, spot.y);
  await phone.page.touchscreen.tap(spot.x, spot.y);
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
  await startGame(one.page, two.page);
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

test('the game-over figures are the game’s own, the same for players and spectators', async () => {
  const game = shortScriptedWin();
  const one = await stack.newPlayer('figures-1', { viewport: DESKTOP });
  const two = await stack.newPlayer('figures-2', { viewport: DESKTOP });
  const code = await startGame(one.page, two.page);
  const pages = { black: one.page, red: two.page };
  if ((await roleOf(one.page)) === 'red') [pages.black, pages.red] = [two.page, one.page];
  let watcher: Page | null = null;
  for (let ply = 0; ply < game.moves.length; ply++) {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    if (ply === Math.floor(game.moves.length / 2)) {
      // A spectator arrives midway.
      watcher = (await stack.newPlayer('figures-watcher', { phone: true })).page;
      await watcher.goto(`${stack.baseUrl}/?code=${code}`);
      await watcher.getByText('You are spectating').waitFor();
    }
    await pages[color].getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(pages[color], move);
    for (const page of [one.page, two.page]) await waitForMove(page, move, color);
  }
  const figures = async (page: Page) => {
    const over = page.getByTestId('game-over');
    await over.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="game-over-duration"]')?.textContent !== '…',
    );
    return {
      duration: await over.getByTestId('game-over-duration').textContent(),
      moves: await over.getByTestId('game-over-moves').textContent(),
      captures: await over.getByTestId('game-over-captures').textContent(),
    };
  };
  // A visitor of the finished game sees its figures too, not 0:00.
  const late = await stack.newPlayer('figures-late', { viewport: DESKTOP });
  await late.page.goto(`${stack.baseUrl}/?code=${code}`);
  const seen = [
    await figures(pages.black),
    await figures(pages.red),
    await figures(watcher!),
    await figures(late.page),
  ];
  const captured = { black: 0, red: 0 };
  game.moves.forEach((move, ply) => (captured[game.positions[ply]!.turn] += move.captures.length));
  for (const each of seen) {
    assert.deepEqual(each, seen[0]);
    assert.equal(each.moves, String(Math.ceil(game.moves.length / 2)));
    assert.equal(each.captures, `Black ${captured.black} · Red ${captured.red}`);
  }
  assert.notEqual(seen[0]!.duration, null);
  await shot(pages.black, 'screen-fixes-05-desktop-game-over');
  await shot(watcher!, 'screen-fixes-06-phone-spectator-game-over');
  for (const context of [one.context, two.context, late.context, watcher!.context()]) await context.close();
});

test('a guest gets the seat back after closing the tab; Open in new window seats a real opponent', async () => {
  const host = await stack.newPlayer('seat-host', { viewport: DESKTOP });
  await host.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await host.page.getByTestId('room-code').textContent()) ?? '').trim();
  const opened = host.context.waitForEvent('page');
  await host.page.getByRole('button', { name: 'Open in new window' }).click();
  const second = await opened;
  await second.waitForLoadState();
  assert.match(second.url(), /fresh=1/);
  await second.getByTestId('turn').waitFor();
  await host.page.getByTestId('turn').waitFor();
  const hostColour = await roleOf(host.page);
  const secondColour = await roleOf(second);
  assert.notEqual(hostColour, secondColour, 'the new window is the opponent, not the host again');

  // The host closes the tab and opens the invite link again in the same browser: same seat.
  await host.page.close();
  const again = await host.context.newPage();
  await again.goto(`${stack.baseUrl}/?code=${code}`);
  await again.getByTestId('role').waitFor();
  assert.equal(await roleOf(again), hostColour);
  assert.equal(await again.getByText('You are spectating').count(), 0);
  await host.context.close();
});

test('a game against the AI survives a reload; the picker leads with the levels; dialogs keep focus', async () => {
  const { page, context } = await stack.newPlayer('ai-reload', { viewport: DESKTOP });
  await page.goto(stack.baseUrl);

  // The leaderboard keeps focus inside, Escape closes it and focus returns to its button.
  const opener = page.getByRole('button', { name: 'Leaderboard' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const board = page.getByRole('dialog', { name: 'Leaderboard' });
  await board.waitFor();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      `focus stays in the leaderboard (step ${i})`,
    );
  }
  // The Regional tab's region does not stay as a filter on Global.
  await board.getByRole('tab', { name: 'Regional' }).click();
  assert.notEqual(await board.getByLabel('Region', { exact: true }).inputValue(), '');
  await board.getByRole('tab', { name: 'Global' }).click();
  assert.equal(await board.getByLabel('Region', { exact: true }).inputValue(), '');
  await page.keyboard.press('Escape');
  await board.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Leaderboard');

  // Sign in: the same.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.waitFor();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null));
  await page.keyboard.press('Escape');
  await signIn.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Play vs AI' }).click();
  const picker = page.getByRole('dialog', { name: 'Select AI Difficulty' });
  await picker.waitFor();
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.level), 'easy');
  await picker.getByText('Strongest: the engine at full strength').waitFor();
  await shot(page, 'screen-fixes-07-desktop-ai-picker');
  await picker.getByRole('button', { name: /^Hard/ }).click();
  await page.getByTestId('ai-level').getByText('You vs AI (Hard)').waitFor();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await square(page, 'd6').click();
  await square(page, 'c5').click();
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 });
  const before = await page
    .locator('button[data-square]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

  await page.reload();
  await page.getByTestId('ai-level').getByText('You vs AI (Hard)').waitFor();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  const afterReload = await page
    .locator('button[data-square]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  assert.deepEqual(afterReload, before, 'the same position after the reload');
  await shot(page, 'screen-fixes-08-desktop-ai-resumed');

  // Resigning ends it: a reload then starts from the lobby.
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  await page.getByTestId('game-over').waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Create Room' }).waitFor();
  await context.close();
});
