// How a game ends, checked in a real browser: the opponent's multi-jump still marked long after it
// was played, no 'Both players connected!' a few seconds after the start, the same game-over
// figures for players and spectators, whole names beside twelve captured pieces on a phone, the
// rematch request answered from its notice with the page scrolled, and the same spectator count for
// both players of the rematch.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeSquare } from '@checkers/engine';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { Page } from 'playwright-core';
import { clickMove, waitForMove } from './lib/board.js';
import { roleOf, startRoomGame } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const DESKTOP = { width: 1280, height: 800 };

test('the game-over figures are the game’s own, the same for players and spectators; names, the last move and the rematch', async () => {
  const game = shortScriptedWin();
  const one = await stack.newPlayer('figures-1', { viewport: DESKTOP });
  const two = await stack.newPlayer('figures-2', { viewport: DESKTOP });
  const code = await startRoomGame(stack.baseUrl, one.page, two.page);
  const pages = { black: one.page, red: two.page };
  if ((await roleOf(one.page)) === 'red') [pages.black, pages.red] = [two.page, one.page];
  // 'Both players connected! Starting game...' is for the start only, moves or not.
  for (const page of [one.page, two.page]) {
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === '', {
      timeout: 8_000,
    });
  }
  let watcher: Page | null = null;
  let jumpSeen = false;
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
    if (move.captures.length > 1 && !jumpSeen) {
      // The opponent's multi-jump stays marked, every square of it, long after it was played.
      jumpSeen = true;
      const other = pages[color === 'black' ? 'red' : 'black'];
      await other.waitForTimeout(4_000);
      const marked = await other
        .locator('.square--last-move')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.square));
      assert.deepEqual(new Set(marked), new Set(move.path.map(makeSquare)), 'the whole jump is marked');
      await shot(other, 'screen-fixes-05a-multi-jump-still-marked');
    }
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
  await late.context.close();

  // On a phone, a player's name stays whole beside twelve captured pieces, the own '(you)' too.
  const [asker, answerer] = [pages[game.winner], pages[game.winner === 'black' ? 'red' : 'black']];
  for (const page of [one.page, two.page]) {
    await page.setViewportSize({ width: 390, height: 844 });
    // The one who will answer the rematch looks at the board (the asker keeps the dialog's Rematch).
    if (page === answerer)
      await page.getByTestId('game-over').getByRole('button', { name: 'View board' }).click();
    await page.getByTestId('player-red').scrollIntoViewIfNeeded();
    const names = await page
      .locator('.player-card__name')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ text: node.textContent, clipped: node.scrollWidth > node.clientWidth })),
      );
    assert.equal(names.length, 2);
    for (const name of names) assert.equal(name.clipped, false, `${name.text} is whole`);
    assert.match((await page.getByTestId('player-red').getAttribute('aria-label')) ?? '', /^Red: /);
    assert.equal(
      await page.getByTestId('player-red').getByRole('img').getAttribute('aria-label'),
      'Captured 12',
    );
  }
  await shot(answerer, 'screen-fixes-07-phone-names-twelve-captures');

  // The rematch: asked on one side, answered from the notice on the other, scrolled to the foot of
  // the page where the game's own buttons are out of view.
  await asker.getByTestId('game-over').getByRole('button', { name: 'Rematch' }).click();
  await answerer.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const offer = answerer.locator('.notice').filter({ hasText: 'Your opponent wants a rematch' });
  await offer.waitFor();
  await shot(answerer, 'screen-fixes-08-phone-rematch-notice');
  await offer.getByRole('button', { name: 'Accept rematch' }).click();
  for (const page of [asker, answerer]) {
    await page.waitForFunction((old) => !document.body.innerText.includes(`Room ${old}`), code);
    await page.getByTestId('turn').waitFor();
  }
  // The spectator followed: both players count the same audience.
  await watcher!.getByText('You are spectating').waitFor();
  for (const page of [asker, answerer])
    await page.getByTestId('spectators').getByText('Spectators: 1').waitFor();
  await answerer.waitForTimeout(1_000);
  assert.equal(await asker.getByTestId('spectators').textContent(), 'Spectators: 1');
  assert.equal(await answerer.getByTestId('spectators').textContent(), 'Spectators: 1');
  await shot(answerer, 'screen-fixes-09-phone-rematch');
  for (const context of [one.context, two.context, watcher!.context()]) await context.close();
});
