// A whole game against the easy AI, with the network cut off once the game has started: the AI
// runs in the page's Web Worker, so nothing needs the server. And on a phone: the home page puts
// every way to start a game on the first screen under a one-row header; a game against the AI can
// be left for the home page and taken up again, and the site's address lands on the home page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseMove, legalMoves, makeFen, makeSquare } from '@checkers/engine';
import { clickMove, readPosition, square, waitForMove } from './lib/board.js';
import { assertHeaderOneRow } from './lib/header.js';
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
  // The AI worker fetches the opening book and its network (a few KB each) as the game opens,
  // before its first move.
  const book = page.waitForResponse((response) => /\/assets\/book-[^/]*\.bin$/.test(response.url()));
  const net = page.waitForResponse((response) => /\/assets\/net-[^/]*\.bin$/.test(response.url()));
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await page.getByTestId('connection').getByText('Playing vs AI').waitFor();
  // The worker's script has been fetched once the game shows; from here on no network is needed.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('ai-worker')),
  );
  assert.equal((await book).status(), 200);
  assert.equal((await net).status(), 200);
  // The site's policy lets the worker compile WebAssembly (the network's SIMD kernel).
  const worker = page.workers().find((w) => w.url().includes('ai-worker'));
  assert.ok(worker, 'the AI worker is running');
  const compiles = await worker.evaluate(() => {
    try {
      new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
      return true;
    } catch {
      return false;
    }
  });
  assert.equal(compiles, true, 'the AI worker may compile WebAssembly');
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

test('on a phone, an AI game left for the home page stays saved, and the site address offers it', async () => {
  const { page } = await stack.newPlayer('ai-leaver', { phone: true });
  await page.goto(stack.baseUrl);
  // Every way to start a game is on the first screen, under a header of one row.
  await page.getByRole('button', { name: 'Quick game 3+2' }).waitFor();
  for (const name of ['Quick game 3+2', 'Create Room', 'Play vs AI']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    assert.ok(box !== null && box.y + box.height <= 844, `${name} is on the first screen`);
  }
  for (const heading of ['Playing as a guest', 'Join a room']) {
    const box = await page.getByRole('heading', { name: heading }).boundingBox();
    assert.ok(box !== null && box.y > 400, `${heading} does not take the first screen`);
  }
  await assertHeaderOneRow(page);
  await shot(page, 'ai-05-home-phone');

  await page.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await assertHeaderOneRow(page);
  await clickMove(page, legalMoves(await readPosition(page))[0]!);
  await page.getByTestId('turn').getByText("AI's turn").waitFor();
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 });
  const played = makeFen(await readPosition(page));

  // Back to Lobby while it goes on: the home page offers the game again.
  await page.getByRole('button', { name: 'Back to Lobby' }).click();
  const resume = page.getByRole('button', { name: 'Resume AI game' });
  await resume.waitFor();
  assert.match(await page.getByRole('region', { name: 'Your game against the AI' }).innerText(), /Easy/);
  await shot(page, 'ai-06-resume-offer-phone');

  // The site's bare address lands on the home page, not in the game, with the same offer.
  await page.goto(stack.baseUrl);
  await resume.waitFor();
  assert.equal(await page.getByTestId('turn').count(), 0);
  await resume.click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  assert.equal(makeFen(await readPosition(page)), played, 'the same position');
  // A reload of the game's own address goes on with it.
  await page.reload();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  assert.equal(makeFen(await readPosition(page)), played, 'the same position after a reload');
});
