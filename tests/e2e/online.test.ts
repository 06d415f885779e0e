// Two players in two browsers create and join a room, a third watches, and a whole game is played
// to a win by clicking. Midway one player reloads and the other loses its network for a while.
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

test('create, join by code and by link, spectate, reload, lose the network, and play to a win', async () => {
  const game = shortScriptedWin();
  const creator = await stack.newPlayer('creator');
  await creator.page.goto(stack.baseUrl);
  await shot(creator.page, 'online-01-lobby');
  await creator.page.getByRole('button', { name: 'Create Room' }).click();
  const codeBox = creator.page.getByTestId('room-code');
  await codeBox.waitFor();
  const code = ((await codeBox.textContent()) ?? '').trim();
  assert.match(code, /^[A-Z0-9]{6}$/);
  await shot(creator.page, 'online-02-waiting');

  // The second player types the code in lower case with a stray dash; the input keeps it clean.
  const joiner = await stack.newPlayer('joiner');
  await joiner.page.goto(stack.baseUrl);
  const input = joiner.page.getByLabel('Room code');
  await input.pressSequentially(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  assert.equal(await input.inputValue(), code.toLowerCase());
  await shot(joiner.page, 'online-03-code-typed');
  await input.press('Enter');

  await creator.page.getByTestId('turn').waitFor();
  await joiner.page.getByTestId('turn').waitFor();
  const pages: Record<'black' | 'red', Page> = { black: creator.page, red: joiner.page };
  if ((await roleOf(creator.page)) === 'red') [pages.black, pages.red] = [joiner.page, creator.page];
  assert.equal(await roleOf(pages.red), 'red');
  await shot(pages.black, 'online-04-black-start');
  await shot(pages.red, 'online-05-red-start');

  // A spectator arrives through the room link.
  const watcher = await stack.newPlayer('spectator', { phone: true });
  await watcher.page.goto(`${stack.baseUrl}/?code=${code}`);
  await watcher.page.getByText('You are spectating').waitFor();
  await watcher.page.getByTestId('turn').getByText("Black's turn").waitFor();
  await creator.page.getByTestId('spectators').getByText('1').waitFor();
  await shot(watcher.page, 'online-06-spectator');

  // A refused move: the player not on turn clicks a piece.
  await pages.red.locator('button[data-square="c3"]').click();
  await pages.red.getByText('Not your turn!').waitFor();

  const everyone = [creator.page, joiner.page, watcher.page];
  for (let ply = 0; ply < game.moves.length; ply++) {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    const mover = pages[color];
    const other = pages[color === 'black' ? 'red' : 'black'];

    if (ply === 8) {
      // A reload in the middle of the game brings the same seat and position back.
      await mover.reload();
      await mover.getByTestId('turn').getByText('Your turn').waitFor();
      await shot(mover, 'online-07-after-reload');
    }
    let offline = false;
    if (ply === 14) {
      // The waiting player's network goes down while the mover plays.
      await other.context().setOffline(true);
      offline = true;
      await other.getByTestId('connection').getByText('Offline').waitFor();
      await shot(other, 'online-08-offline');
    }

    await mover.getByTestId('turn').getByText('Your turn').waitFor();
    if (move.captures.length > 1) {
      // Partway through a multi-jump the board previews the captures before sending them all.
      const { makeSquare } = await import('@checkers/engine');
      await mover.locator(`button[data-square="${makeSquare(move.path[0]!)}"]`).click();
      await mover.locator(`button[data-square="${makeSquare(move.path[1]!)}"]`).click();
      await mover
        .locator(`button[data-square="${makeSquare(move.captures[0]!)}"][aria-label*="captured"]`)
        .waitFor();
      await shot(mover, `online-09-multi-jump-preview-${ply}`);
      for (const sq of move.path.slice(2))
        await mover.locator(`button[data-square="${makeSquare(sq)}"]`).click();
    } else {
      await clickMove(mover, move);
    }

    if (offline) {
      await waitForMove(mover, move, color);
      await other.context().setOffline(false);
      await other.getByTestId('connection').getByText('Connected').waitFor({ timeout: 30_000 });
      await shot(other, 'online-10-back-online');
    }
    for (const page of everyone) await waitForMove(page, move, color);
    if (ply === 5) {
      await shot(watcher.page, 'online-11-spectator-phone-midgame');
      // Screen readers hear each move.
      const heard = await watcher.page.getByTestId('announcement').textContent();
      assert.match(heard ?? '', /^(Red|Black) moved [a-h][1-8] to [a-h][1-8]/);
    }
  }

  const winner = pages[game.winner];
  const loser = pages[game.winner === 'black' ? 'red' : 'black'];
  await winner.getByTestId('game-over').getByText('You won! 🎉').waitFor();
  await loser.getByTestId('game-over').getByText('You lost. Better luck next time!').waitFor();
  await watcher.page
    .getByTestId('game-over')
    .getByText(`${game.winner === 'red' ? 'Red' : 'Black'} wins!`)
    .waitFor();
  const moves = await winner.getByTestId('game-over').locator('dd').nth(1).textContent();
  // Moves are full moves: one by each side counts one.
  assert.equal(moves, String(Math.ceil(game.moves.length / 2)));
  await shot(winner, 'online-12-won');
  await shot(loser, 'online-13-lost');
  await shot(watcher.page, 'online-14-spectator-end');
  // Opening the site's address after watching lands on the home page, not behind the game's end.
  await watcher.page.goto(stack.baseUrl);
  await watcher.page.getByRole('region', { name: 'Play now' }).waitFor();
  assert.equal(await watcher.page.getByTestId('game-over').count(), 0);
  assert.ok(!watcher.page.url().includes('code='));

  // Both ask for a rematch: a new room starts with the colours swapped.
  await winner.getByTestId('game-over').getByRole('button', { name: 'Rematch' }).click();
  // The asker sees that it waits, in the dialog; the opponent is told, and the button accepts.
  await winner.getByTestId('game-over').getByText('Waiting for opponent to accept rematch...').waitFor();
  await loser.getByTestId('game-over').getByText('Your opponent wants a rematch').waitFor();
  await shot(loser, 'online-13b-rematch-offered');
  await loser.getByTestId('game-over').getByRole('button', { name: 'Accept rematch' }).click();
  await loser
    .getByTestId('role')
    .getByText(game.winner === 'black' ? 'You are Black' : 'You are Red')
    .waitFor();
  await winner
    .getByTestId('role')
    .getByText(game.winner === 'black' ? 'You are Red' : 'You are Black')
    .waitFor();
  await shot(loser, 'online-15-rematch');

  // A draw offer reaches the opponent, who declines it.
  await winner.getByRole('button', { name: 'Offer draw' }).click();
  await winner.getByText('Draw offered').waitFor();
  await loser.getByText('Your opponent offers a draw').waitFor();
  await shot(loser, 'online-16-draw-offer');
  await loser.getByRole('button', { name: 'Decline' }).click();
  await winner.getByRole('button', { name: 'Offer draw' }).waitFor();

  // Resigning asks first, then ends the game for both; resigned before each side made two moves,
  // the game is aborted (fair play: nobody wins), and both are told who resigned. A guests' game
  // was casual anyway: nothing is said of ratings.
  await winner.getByRole('button', { name: 'Resign' }).click();
  await winner.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  const aborted = `Game aborted: ${game.winner === 'black' ? 'Red' : 'Black'} resigned`;
  await winner.getByTestId('game-over').getByText(aborted).waitFor();
  await loser.getByTestId('game-over').getByText(aborted).waitFor();
  await loser
    .getByTestId('game-over')
    .getByText('It ended before each side made two moves, so nobody wins')
    .waitFor();
  await shot(loser, 'online-17-aborted');

  // Back to the lobby clears the room and the code input.
  await loser.getByTestId('game-over').getByRole('button', { name: 'Back to Lobby' }).click();
  await loser.getByRole('button', { name: 'Create Room' }).waitFor();
  assert.equal(await loser.getByLabel('Room code').inputValue(), '');
  assert.ok(!loser.url().includes('code='));
  // The other player opens the site's address after the finished game: the home page too.
  await winner.goto(stack.baseUrl);
  await winner.getByRole('region', { name: 'Play now' }).waitFor();
  assert.equal(await winner.getByTestId('game-over').count(), 0);
  await shot(winner, 'online-18-home-after-game');
});

test('action=create opens a room; the banner copies, shows the QR code, and bad codes are refused one message at a time', async () => {
  const { context, page } = await stack.newPlayer('banner');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  await page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await page.getByTestId('room-code').textContent()) ?? '').trim();
  assert.match(code, /^[A-Z0-9]{6}$/);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await page.getByText('Room code copied!').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied!').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${stack.baseUrl}/?code=${code}`);
  await page.getByRole('button', { name: 'QR code' }).click();
  const qr = page.getByRole('img', { name: /QR code/ });
  await qr.waitFor();
  assert.equal(await qr.getAttribute('width'), '400');
  await shot(page, 'banner-01-qr');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Back to lobby' }).click();

  // action=join focuses the input; an unknown code gets the spec's text.
  await page.goto(`${stack.baseUrl}/?action=join`);
  await page.waitForFunction(() => document.activeElement?.id === 'room-code');
  await page.keyboard.type('zzzz99');
  await page.keyboard.press('Enter');
  await page.getByText('Room not found. Please check the code.').waitFor();
  // A short code: the old refusal goes as the code changes, and one friendly message says why.
  await page.getByLabel('Room code').fill('abc');
  await page.getByText('Room not found. Please check the code.').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.getByText('A room code has 6 characters').waitFor();
  assert.equal(await page.locator('.notice').count(), 1, 'one message at a time');
  assert.equal(await page.getByText(/^code:/).count(), 0, "the server's check is not shown");
  await shot(page, 'banner-02a-short-code');
  await page.getByLabel('Room code').fill('');
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.getByText('Please enter a room code').waitFor();
  await shot(page, 'banner-02-errors');
});
