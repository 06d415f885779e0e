// A timed game: the host creates a room on the shortest clock the picker allows (Custom, 0.5
// minutes + 0), the guest joins on a phone, both make their first moves against the first-move
// countdown, the clocks tick on both screens, then one player stops moving and loses on time.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { clickMove, waitForMove } from './lib/board.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { roleOf } from './lib/players.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const clockText = (page: Page, side: 'red' | 'black'): Promise<string> =>
  page.getByRole('timer', { name: side === 'red' ? 'Red clock' : 'Black clock' }).innerText();

/** A shown clock in ms: `0:27` or `0:08.4`. */
function clockMs(text: string): number {
  const match = /^(\d+):(\d{2})(?:\.(\d))?$/.exec(text.trim());
  assert.ok(match, `unexpected clock text ${text}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 1000 + Number(match[3] ?? 0) * 100;
}

test('a 30-second game: first moves, clocks ticking on both screens, and a loss on time', async () => {
  const game = shortScriptedWin();
  const host = await stack.newPlayer('host', { viewport: { width: 1280, height: 800 } });
  await host.page.goto(stack.baseUrl);
  const picker = host.page.getByRole('group', { name: 'Time control' });
  await picker.getByRole('radio', { name: 'Untimed' }).waitFor({ state: 'attached' });
  assert.equal(await picker.getByRole('radio', { name: 'Untimed' }).isChecked(), true);
  await picker.getByText('Custom', { exact: true }).click();
  await picker.getByLabel('Minutes').fill('0.5');
  await picker.getByLabel('Increment (s)').fill('0');
  await shot(host.page, 'clocks-01-picker-desktop');
  await host.page.getByRole('button', { name: 'Create Room' }).click();
  const codeBox = host.page.getByTestId('room-code');
  await codeBox.waitFor();
  const code = ((await codeBox.textContent()) ?? '').trim();
  assert.equal(await host.page.getByTestId('time-control').innerText(), 'Time control: 0.5+0');
  await shot(host.page, 'clocks-02-waiting-desktop');

  const guest = await stack.newPlayer('guest', { phone: true });
  await guest.page.goto(stack.baseUrl);
  await shot(guest.page, 'clocks-03-lobby-phone');
  await guest.page.getByLabel('Room code').fill(code);
  await guest.page.getByRole('button', { name: 'Join Room' }).click();

  await host.page.getByTestId('turn').waitFor();
  await guest.page.getByTestId('turn').waitFor();
  const pages: Record<'black' | 'red', Page> = { black: host.page, red: guest.page };
  if ((await roleOf(host.page)) === 'red') [pages.black, pages.red] = [guest.page, host.page];
  const everyone = [host.page, guest.page];

  // Before the first moves: both clocks stand at 0:30 and black's first-move countdown runs.
  for (const page of everyone) {
    assert.equal(await page.getByTestId('time-control').innerText(), '⏱ 0.5+0');
    assert.equal(await clockText(page, 'red'), '0:30');
    assert.equal(await clockText(page, 'black'), '0:30');
    await page
      .getByTestId('first-move-black')
      .getByText(/^First move: 0:[12]\d$/)
      .waitFor();
  }
  await shot(host.page, 'clocks-04-first-move-desktop');
  await shot(guest.page, 'clocks-04-first-move-phone');

  // Black's first move, then red's (with its own countdown); the clocks start after both.
  const play = async (ply: number): Promise<void> => {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    await pages[color].getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(pages[color], move);
    for (const page of everyone) await waitForMove(page, move, color);
  };
  await play(0);
  for (const page of everyone) await page.getByTestId('first-move-red').waitFor();
  await play(1);
  for (const page of everyone) {
    assert.equal(await page.getByTestId('first-move-red').count(), 0);
    assert.equal(await page.getByTestId('first-move-black').count(), 0);
  }

  // Black's clock runs now, on both screens, highlighted; red's stands.
  const before = await Promise.all(everyone.map((page) => clockText(page, 'black')));
  await host.page.waitForTimeout(1_500);
  const later = await Promise.all(everyone.map((page) => clockText(page, 'black')));
  for (const [i, text] of later.entries()) {
    assert.ok(clockMs(text) < clockMs(before[i]!), `black's clock ticks: ${before[i]} then ${text}`);
    assert.match(
      (await everyone[i]!.getByRole('timer', { name: 'Black clock' }).getAttribute('class')) ?? '',
      /game-clock--running/,
    );
  }
  assert.equal(await clockText(host.page, 'red'), '0:30');
  await shot(host.page, 'clocks-05-ticking-desktop');
  await shot(guest.page, 'clocks-05-ticking-phone');

  // Two more moves each way but one, then red stops moving and runs out of time.
  await play(2);
  await play(3);
  await play(4);
  const redPage = pages.red;
  await redPage.getByRole('timer', { name: 'Red clock' }).and(redPage.locator('.game-clock--low')).waitFor({
    timeout: 40_000,
  });
  const low = clockMs(await clockText(redPage, 'red'));
  assert.ok(low < 10_000, `red's clock shows tenths under 10 s: ${low}`);
  await shot(host.page, 'clocks-06-low-time-desktop');
  await shot(guest.page, 'clocks-06-low-time-phone');

  const winner = pages.black;
  const loser = pages.red;
  await winner.getByTestId('game-over').getByText('You won! 🎉').waitFor({ timeout: 30_000 });
  await loser
    .getByTestId('game-over')
    .getByText('You lost. Better luck next time!')
    .waitFor({ timeout: 30_000 });
  for (const page of everyone) await page.getByTestId('game-over').getByText('Out of time').waitFor();
  // The clocks stop at the server's last values: red's at zero, black's standing still.
  for (const page of everyone) {
    assert.equal(await clockText(page, 'red'), '0:00.0');
    const black = await clockText(page, 'black');
    await page.waitForTimeout(1_200);
    assert.equal(await clockText(page, 'black'), black);
  }
  await shot(host.page, 'clocks-07-timeout-desktop');
  await shot(guest.page, 'clocks-07-timeout-phone');

  // The record keeps the control and the clocks: the PDN has them.
  const record = (await (await fetch(`${stack.baseUrl}/api/games/${code}`)).json()) as {
    game: { time_control?: unknown; clocks?: { red: number; black: number }[]; reason?: string };
  };
  assert.deepEqual(record.game.time_control, { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 });
  assert.equal(record.game.clocks?.length, 5);
  assert.equal(record.game.reason, 'timeout');
  await host.page.getByTestId('game-over').getByRole('button', { name: 'View board' }).click();
  const [download] = await Promise.all([
    host.page.waitForEvent('download'),
    host.page.getByRole('button', { name: 'Download PDN' }).click(),
  ]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const pdn = readFileSync(path, 'utf8');
  assert.match(pdn, /\[TimeControl "30\+0"\]/);
  assert.match(pdn, /\{\[%clk 0:00:\d\d\]\}/);
  // Stepping back in the replay shows the clocks the record kept after the shown move.
  await host.page.getByRole('button', { name: 'Previous move' }).click();
  const kept = record.game.clocks![3]!;
  const mss = (ms: number): string => `0:${String(Math.floor(ms / 1000)).padStart(2, '0')}`;
  assert.equal(await clockText(host.page, 'red'), mss(kept.red));
  assert.equal(await clockText(host.page, 'black'), mss(kept.black));
  await shot(host.page, 'clocks-08-record-desktop');
});
