// Quick pairing and open seeks: a phone and a desktop press Quick game 3+2, are paired by the
// server into one game with opposite colours and the 3+2 clock, and play a couple of moves; a third
// browser posts a seek (5+3, playing black), a fourth accepts it from the lobby's list, and both
// land in that game.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { clickMove, waitForMove } from './lib/board.js';
import { roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  // Every browser shares one address: the per-address pairing limits are for the real world.
  process.env.RATE_LIMIT_PAIRING = '10000';
  process.env.RATE_LIMIT_PAIRING_POLLS = '100000';
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** Waits until the page shows a running game (the turn line). */
const inGame = (page: Page): Promise<void> => page.getByTestId('turn').waitFor({ timeout: 15_000 });

test('two players press Quick game 3+2, are paired into one game and play', async () => {
  const phone = await stack.newPlayer('phone', { phone: true });
  const desktop = await stack.newPlayer('desktop', { viewport: { width: 1280, height: 800 } });
  for (const { page } of [phone, desktop]) {
    await page.goto(stack.baseUrl);
    await page.getByRole('button', { name: 'Quick game 3+2' }).waitFor();
  }
  await shot(desktop.page, 'pairing-01-lobby-desktop');
  await phone.page.getByRole('button', { name: 'Quick game 3+2' }).click();
  const waiting = phone.page.getByText(/Looking for an opponent… \d:\d\d/);
  await waiting.waitFor();
  await phone.page.getByText(/Looking for an opponent… 0:0[1-9]/).waitFor();
  await phone.page.getByText('Looking for an opponent…').scrollIntoViewIfNeeded();
  await shot(phone.page, 'pairing-02-waiting-phone');

  await desktop.page.getByRole('button', { name: 'Quick game 3+2' }).click();
  await inGame(desktop.page);
  await inGame(phone.page);
  const colors = [await roleOf(phone.page), await roleOf(desktop.page)];
  assert.deepEqual([...colors].sort(), ['black', 'red']);
  for (const { page } of [phone, desktop]) {
    assert.equal(await page.getByTestId('time-control').innerText(), '⏱ 3+2');
    assert.match(page.url(), /[?&]code=[A-Z0-9]{6}/);
  }
  assert.equal(
    new URL(phone.page.url()).searchParams.get('code'),
    new URL(desktop.page.url()).searchParams.get('code'),
  );

  const pages: Record<'black' | 'red', Page> =
    colors[0] === 'black'
      ? { black: phone.page, red: desktop.page }
      : { black: desktop.page, red: phone.page };
  const game = shortScriptedWin();
  for (let ply = 0; ply < 2; ply++) {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    await pages[color].getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(pages[color], move);
    for (const page of [phone.page, desktop.page]) await waitForMove(page, move, color);
  }
  // Both first moves are made: black's clock runs on both screens, from 3:00 down.
  const seconds = (text: string): number => {
    const [minutes = '0', rest = '0'] = text.trim().split(':');
    return Number(minutes) * 60 + Number(rest);
  };
  for (const page of [phone.page, desktop.page]) {
    const clock = page.getByRole('timer', { name: 'Black clock' });
    const first = seconds(await clock.innerText());
    await page.waitForTimeout(1_500);
    const later = seconds(await clock.innerText());
    assert.ok(first <= 180 && later < first, `black's clock ticks (${first} s, then ${later} s)`);
    assert.equal(seconds(await page.getByRole('timer', { name: 'Red clock' }).innerText()) <= 180, true);
  }
  await shot(phone.page, 'pairing-03-game-phone');
  await shot(desktop.page, 'pairing-03-game-desktop');
  await phone.context.close();
  await desktop.context.close();
});

test('a seek posted in one lobby is accepted from another, and both play it', async () => {
  const poster = await stack.newPlayer('poster', { viewport: { width: 1280, height: 800 } });
  const taker = await stack.newPlayer('taker', { phone: true });
  await poster.page.goto(stack.baseUrl);
  const form = poster.page.getByRole('form', { name: 'Post a seek' });
  await form.getByLabel('Clock').selectOption('5+3');
  await form.getByLabel('Your colour').selectOption('black');
  await form.getByRole('button', { name: 'Post a seek' }).click();
  await poster.page.getByText('Your seek is open; the game starts when someone accepts it.').waitFor();

  await taker.page.goto(stack.baseUrl);
  const accept = taker.page.getByRole('button', { name: /^Accept 5\+3 seek by Guest / });
  await accept.waitFor({ timeout: 15_000 });
  const row = taker.page.getByTestId('open-seek').filter({ has: accept });
  assert.match(await row.innerText(), /guest[\s\S]*5\+3[\s\S]*Casual[\s\S]*plays black/);
  await accept.scrollIntoViewIfNeeded();
  await shot(taker.page, 'pairing-04-seeks-phone');
  await accept.click();

  await inGame(taker.page);
  // The poster learns of it from its status poll (every 2 s).
  await inGame(poster.page);
  assert.equal(await roleOf(poster.page), 'black');
  assert.equal(await roleOf(taker.page), 'red');
  for (const { page } of [poster, taker])
    assert.equal(await page.getByTestId('time-control').innerText(), '⏱ 5+3');
  await poster.page.getByTestId('turn').getByText('Your turn').waitFor();
  await shot(poster.page, 'pairing-05-seek-game-desktop');
  await shot(taker.page, 'pairing-05-seek-game-phone');
  await poster.context.close();
  await taker.context.close();
});
