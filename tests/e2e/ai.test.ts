// A whole game against the easy AI, with the network cut off once the game has started: the AI
// runs in the page's Web Worker, so nothing needs the server.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseMove, makeSquare } from '@checkers/engine';
import { clickMove, readPosition, square, waitForMove } from './lib/board.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

test('a whole game against the easy AI, offline', async () => {
  const { context, page } = await stack.newPlayer('ai-player');
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('dialog', { name: 'Select AI Difficulty' }).waitFor();
  await shot(page, 'ai-01-difficulty');
  // The AI worker fetches the opening book (a few KB) as the game opens, before its first move.
  const book = page.waitForResponse((response) => /\/assets\/book-[^/]*\.bin$/.test(response.url()));
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await page.getByTestId('connection').getByText('Playing vs AI').waitFor();
  // The worker's script has been fetched once the game shows; from here on no network is needed.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('ai-worker')),
  );
  assert.equal((await book).status(), 200);
  await context.setOffline(true);
  await shot(page, 'ai-02-start');

  let plies = 0;
  for (let turn = 0; turn < 150; turn++) {
    const over = page.getByTestId('game-over');
    await Promise.race([
      page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 }),
      over.waitFor({ timeout: 30_000 }),
    ]);
    if (await over.isVisible()) break;
    const position = await readPosition(page);
    const choice = chooseMove(position, {
      level: 'expert',
      seed: turn + 1,
      maxDepth: 6,
      allowBlunders: false,
    });
    if (!choice.ok) throw new Error(choice.error.message);
    if (turn === 0) {
      // The first move by keyboard: every playable square is a button.
      for (const sq of choice.value.move.path) {
        await square(page, makeSquare(sq)).focus();
        await page.keyboard.press('Enter');
      }
    } else if (turn === 1 && choice.value.move.path.length === 2) {
      // The second by dragging the piece.
      const from = await square(page, makeSquare(choice.value.move.from)).boundingBox();
      const to = await square(page, makeSquare(choice.value.move.to)).boundingBox();
      if (from === null || to === null) throw new Error('squares not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
    } else {
      await clickMove(page, choice.value.move);
    }
    await waitForMove(page, choice.value.move, 'black');
    plies++;
    if (turn === 3) await shot(page, 'ai-03-midgame');
  }
  const over = page.getByTestId('game-over');
  await over.waitFor({ timeout: 30_000 });
  const title = await over.getByRole('heading').textContent();
  assert.ok(
    ['You won! 🎉', 'You lost. Better luck next time!', "It's a draw!"].includes(title ?? ''),
    title ?? '',
  );
  assert.ok(plies > 5);
  await shot(page, 'ai-04-game-over');
  console.log(`AI game: ${title} after ${plies} moves by the player`);
  await context.setOffline(false);
});
