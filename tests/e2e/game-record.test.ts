// The game screen as a place to look back: a player on a desktop and one on a phone play a short
// game while a spectator replays it live; afterwards the players step through it, download its
// PDN, find it in My games (the phone guest among this browser's games, the desktop player among
// its account's once registered) and replay it from there with the names the game was played
// under; then a visitor opens it by its link on the analysis board, analyses it and loads the PDN
// back. Then the analysis board, on a phone and a desktop: a position set up with Edit position, a
// move played there, and the engine's evaluation and best line.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { clickMove, square, squareNamed, waitForMove, waitForSquare } from './lib/board.js';
import { arrowsBetween, focusedSquare } from './lib/keyboard.js';
import { headerButton } from './lib/header.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { registerInLobby, roleOf } from './lib/players.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** The page does not scroll sideways, and `name`'s button lies wholly inside the first screen. */
async function fitsOnScreen(page: Page, buttonName: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  const viewport = page.viewportSize()!;
  const board = await page.locator('.board').boundingBox();
  const button = await page.getByRole('button', { name: buttonName, exact: true }).boundingBox();
  assert.ok(board !== null && button !== null);
  for (const box of [board, button]) {
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `sideways: ${JSON.stringify(box)}`);
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `below the fold: ${JSON.stringify(box)}`);
  }
}

test('moves, replay, PDN and analysis of a game, on a desktop and a phone', async () => {
  const game = shortScriptedWin();
  const host = await stack.newPlayer('host', { viewport: { width: 1280, height: 800 } });
  await host.page.goto(stack.baseUrl);
  await host.page.getByRole('button', { name: 'Create Room' }).click();
  const code = ((await host.page.getByTestId('room-code').textContent()) ?? '').trim();
  const guest = await stack.newPlayer('guest', { phone: true });
  await guest.page.goto(`${stack.baseUrl}/?code=${code}`);
  await host.page.getByTestId('turn').waitFor();
  await guest.page.getByTestId('turn').waitFor();
  const pages: Record<'black' | 'red', Page> = { black: host.page, red: guest.page };
  if ((await roleOf(host.page)) === 'red') [pages.black, pages.red] = [guest.page, host.page];

  // Board, Resign and Offer draw are on the first screen at both sizes.
  await fitsOnScreen(host.page, 'Resign');
  await fitsOnScreen(guest.page, 'Resign');
  await fitsOnScreen(host.page, 'Offer draw');
  await shot(host.page, 'record-01-desktop-start');
  await shot(guest.page, 'record-02-phone-start');

  const watcher = await stack.newPlayer('watcher', { viewport: { width: 1280, height: 800 } });
  const half = Math.floor(game.moves.length / 2);
  for (let ply = 0; ply < game.moves.length; ply++) {
    if (ply === half) {
      await watcher.page.goto(`${stack.baseUrl}/?code=${code}`);
      await watcher.page.getByText('You are spectating').waitFor();
      // A spectator may replay at once: back to the start, then the live game moves on regardless.
      const moves = watcher.page.getByRole('list', { name: 'Moves' });
      await moves
        .getByRole('listitem')
        .nth(Math.ceil(half / 2) - 1)
        .waitFor();
      await watcher.page.getByRole('button', { name: 'First move' }).click();
      assert.equal(
        await watcher.page.getByRole('slider', { name: 'Replay position' }).getAttribute('aria-valuetext'),
        `0 / ${half}`,
      );
      await shot(watcher.page, 'record-03-spectator-replaying');
    }
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    await pages[color].getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(pages[color], move);
    await waitForMove(pages.black, move, color);
    await waitForMove(pages.red, move, color);
  }

  // The spectator, still at the start, sees the list grow and goes back to live.
  const total = game.moves.length;
  await watcher.page.getByTestId('game-over').getByRole('button', { name: 'View board' }).click();
  const slider = watcher.page.getByRole('slider', { name: 'Replay position' });
  await watcher.page.waitForFunction(
    (n) =>
      document.querySelector('[aria-label="Replay position"]')?.getAttribute('aria-valuetext') === `0 / ${n}`,
    total,
  );
  await watcher.page.getByRole('button', { name: 'Last move' }).click();
  assert.equal(await slider.getAttribute('aria-valuetext'), `${total} / ${total}`);

  const winner = pages[game.winner];
  await winner.getByTestId('game-over').waitFor();
  // The game ends with the loser's last piece taken: said so, not "No legal moves left".
  await winner
    .getByTestId('game-over')
    .getByText(`${game.winner === 'red' ? 'Red' : 'Black'} captured every piece`)
    .waitFor();
  await winner.getByRole('button', { name: 'View board' }).click();
  const list = winner.getByRole('list', { name: 'Moves' });
  assert.equal(await list.getByRole('listitem').count(), Math.ceil(total / 2));
  assert.match((await list.getByRole('listitem').first().textContent()) ?? '', /^1\./);
  // Players replay once the game is over: back, forward, by the list and by the keys.
  await winner.getByRole('button', { name: 'Previous move' }).click();
  assert.equal(
    await winner.getByRole('slider', { name: 'Replay position' }).getAttribute('aria-valuetext'),
    `${total - 1} / ${total}`,
  );
  await winner.keyboard.press('Home');
  assert.equal(
    await winner.getByRole('slider', { name: 'Replay position' }).getAttribute('aria-valuetext'),
    `0 / ${total}`,
  );
  await shot(winner, 'record-04-winner-replay-start');

  // The PDN, downloaded.
  const [download] = await Promise.all([
    winner.waitForEvent('download'),
    winner.getByRole('button', { name: 'Download PDN' }).click(),
  ]);
  const pdnPath = await download.path();
  const pdn = readFileSync(pdnPath, 'utf8');
  assert.match(pdn, /\[GameType "21"\]/);
  assert.match(pdn, /\[Result "(1-0|0-1)"\]/);
  assert.match(pdn, /\[Event "Casual game"\]/);
  assert.match(pdn, /^1\. \d+-\d+/m);

  await findInMyGames(code, total, { host: host.page, guest: guest.page }, pages, game.winner);

  // The game's link opens it in replay for anyone, with its analysis.
  const visitor = await stack.newPlayer('visitor', { phone: true });
  await visitor.page.goto(`${stack.baseUrl}/?game=${code}`);
  await visitor.page
    .getByRole('list', { name: 'Moves' })
    .getByRole('listitem')
    .nth(Math.ceil(total / 2) - 1)
    .waitFor();
  await visitor.page.getByRole('button', { name: 'Analyse game' }).click();
  // The whole game is evaluated in the page's worker; then each side's judged moves are counted.
  const progress = visitor.page.getByRole('progressbar', { name: 'Analysis progress' });
  await progress.waitFor();
  await progress.waitFor({ state: 'detached', timeout: 90_000 });
  await visitor.page.getByText(/Black: \d+ inaccurac/).waitFor();
  await visitor.page.getByRole('img', { name: /Evaluation graph/ }).scrollIntoViewIfNeeded();
  await shot(visitor.page, 'record-05-phone-analysis');

  // The analysis board takes the PDN back: the same moves.
  await visitor.page.getByLabel('Load PDN').setInputFiles(pdnPath);
  await visitor.page.waitForFunction(
    (n) =>
      document.querySelector('[aria-label="Replay position"]')?.getAttribute('aria-valuetext') ===
      `${n} / ${n}`,
    total,
  );
  await shot(visitor.page, 'record-06-phone-pdn-loaded');

  // From the lobby, the analysis board starts at the start position and takes a PDN file too.
  await visitor.page.getByRole('button', { name: 'Back to Lobby' }).click();
  await visitor.page.getByRole('button', { name: 'Analysis board' }).click();
  await visitor.page.getByLabel('Load PDN').setInputFiles(pdnPath);
  await visitor.page
    .getByRole('list', { name: 'Moves' })
    .getByRole('listitem')
    .nth(Math.ceil(total / 2) - 1)
    .waitFor();
  await visitor.page.getByRole('button', { name: 'Flip board' }).click();
  await shot(visitor.page, 'record-07-phone-analysis-board');
  await visitor.page.getByRole('button', { name: 'Flip board' }).click();

  // A position set up on the phone by tapping squares: the editor refuses an empty board, then two
  // black pieces against a red man, black to move. A move played there is evaluated, with the
  // endgame databases (three pieces), and the engine's best line is shown.
  const phone = visitor.page;
  await fitsOnScreen(phone, 'Edit position');
  await phone.getByRole('button', { name: 'Edit position' }).click();
  await phone.getByRole('button', { name: 'Clear board' }).click();
  await phone.getByRole('button', { name: 'Done' }).click();
  await phone
    .getByRole('alert')
    .getByText('The board is empty: place at least one piece of each side.')
    .waitFor();
  for (const [piece, at] of [
    ['Black king', 'd4'],
    ['Black man', 'b6'],
    ['Red man', 'c7'],
  ] as const) {
    await phone.getByRole('radio', { name: piece }).check();
    await square(phone, at).click();
  }
  assert.equal(await phone.getByLabel('FEN').inputValue(), 'B:W6:B9,K18');
  await shot(phone, 'record-08-phone-edit-position');
  await phone.getByRole('button', { name: 'Done' }).click();
  await squareNamed(phone, 'd4', 'black king').click();
  await squareNamed(phone, 'e5').click();
  await waitForSquare(phone, 'e5', 'black king');
  await engineSays(phone, /^(Black wins \(database\)|Black wins in \d+ moves?)$/);
  await shot(phone, 'record-09-phone-position-evaluated');

  // On a desktop: the editor by keyboard, a FEN typed in (a bad one refused), the king dragged to
  // c3, and black's double capture c3xe5xg7 played by clicks; then the engine's view of red's
  // position and its best move.
  const desk = (await stack.newPlayer('analyst', { viewport: { width: 1280, height: 800 } })).page;
  await desk.goto(stack.baseUrl);
  await desk.getByRole('button', { name: 'Analysis board' }).click();
  await engineSays(desk, /^([+−]\d\.\d|0\.0)$/);
  await desk.getByRole('button', { name: 'Edit position' }).click();
  // By keyboard: the palette's arrows choose the red king, Shift+Tab reaches the board, and the
  // arrows and Enter put it on h4 and take it off again.
  for (let i = 0; i < 3; i++) await desk.keyboard.press('ArrowRight');
  assert.ok(await desk.getByRole('radio', { name: 'Red king' }).isChecked());
  await desk.keyboard.press('Shift+Tab');
  const focused = await focusedSquare(desk);
  assert.ok(focused !== null, 'Shift+Tab from the palette reaches the board');
  for (const key of await arrowsBetween(desk, focused, 'h4')) await desk.keyboard.press(key);
  await desk.keyboard.press('Enter');
  await waitForSquare(desk, 'h4', 'red king');
  await desk.keyboard.press('Enter');
  await waitForSquare(desk, 'h4', 'empty');
  await desk.getByLabel('FEN').fill('B:W33');
  await desk.getByRole('button', { name: 'Load FEN' }).click();
  await desk
    .getByRole('alert')
    .getByText(/^This FEN cannot be read\./)
    .waitFor();
  await desk.getByLabel('FEN').fill('B:W11,18,21,28:B1,3,K19');
  await desk.getByRole('button', { name: 'Load FEN' }).click();
  await waitForSquare(desk, 'f4', 'black king');
  await dragSquare(desk, 'f4', 'c3');
  await waitForSquare(desk, 'c3', 'black king');
  assert.equal(await desk.getByLabel('FEN').inputValue(), 'B:W11,18,21,28:B1,3,K22');
  await shot(desk, 'record-10-desktop-edit-position');
  await desk.getByRole('button', { name: 'Done' }).click();
  await fitsOnScreen(desk, 'Edit position');
  for (const at of ['c3', 'e5', 'g7']) await squareNamed(desk, at).click();
  await waitForSquare(desk, 'g7', 'black king');
  await waitForSquare(desk, 'f6', 'empty');
  await engineSays(desk, /^[^…]+$/);
  assert.equal(await desk.getByRole('list', { name: 'Moves' }).getByRole('listitem').count(), 1);
  await desk.getByRole('button', { name: 'Show best move' }).click();
  await shot(desk, 'record-11-desktop-position-evaluated');
});

/** Opens the game-over overlay's board if it shows (the loser's), so the page behind can be used. */
async function closeGameOver(page: Page): Promise<void> {
  const over = page.getByTestId('game-over');
  if (await over.isVisible()) await over.getByRole('button', { name: 'View board' }).click();
}

/**
 * My games after the game: the phone guest opens it from the header and finds the game among this
 * browser's, filters it out and back, and replays it; the desktop player registers (its guest's
 * games become the account's), opens My games from the home page, finds the game on the server's
 * list and replays it, still under the guest name the game was played with.
 */
async function findInMyGames(
  code: string,
  total: number,
  players: { readonly host: Page; readonly guest: Page },
  pages: Record<'black' | 'red', Page>,
  winner: 'black' | 'red',
): Promise<void> {
  const reply = (await (await fetch(`${stack.baseUrl}/api/games/${code}`)).json()) as {
    game: Record<'black' | 'red', { name: string }>;
  };
  const colorOf = (page: Page): 'black' | 'red' => (pages.red === page ? 'red' : 'black');
  const other = (color: 'black' | 'red') => (color === 'red' ? 'black' : 'red');
  const resultOf = (page: Page) => (colorOf(page) === winner ? 'win' : 'loss');
  const words = { win: 'Won', loss: 'Lost' } as const;

  async function filterAndReplay(page: Page, opponent: string, name: string): Promise<void> {
    const dialog = page.getByRole('dialog', { name: 'My games' });
    const row = dialog
      .getByRole('list', { name: 'My games' })
      .getByRole('listitem')
      .filter({ hasText: opponent });
    await row.waitFor();
    const result = resultOf(page);
    assert.match((await row.textContent()) ?? '', new RegExp(`^${words[result]}`));
    assert.match((await row.textContent()) ?? '', /Untimed/);
    await shot(page, `${name}-list`);
    await dialog.getByLabel('Result').selectOption(result === 'win' ? 'loss' : 'win');
    await dialog.getByText('No games match these filters.').waitFor();
    await dialog.getByLabel('Result').selectOption(result);
    await dialog.getByLabel('Speed').selectOption('untimed');
    await row.getByRole('link', { name: `Replay vs ${opponent}`, exact: false }).click();
    await page
      .getByRole('list', { name: 'Moves' })
      .getByRole('listitem')
      .nth(Math.ceil(total / 2) - 1)
      .waitFor();
    assert.equal(new URL(page.url()).searchParams.get('game'), code);
  }

  const { guest, host } = players;
  await closeGameOver(guest);
  await (await headerButton(guest, 'My games')).click();
  await filterAndReplay(guest, reply.game[other(colorOf(guest))].name, 'record-12-phone-my-games');
  await shot(guest, 'record-13-phone-my-games-replay');

  await closeGameOver(host);
  await host.getByRole('button', { name: 'Back to Lobby' }).click();
  const username = `mine_${Date.now() % 100000}`;
  await registerInLobby(host, username);
  await host.getByRole('main').getByRole('button', { name: 'My games' }).click();
  const hostName = reply.game[colorOf(host)].name;
  await filterAndReplay(host, reply.game[other(colorOf(host))].name, 'record-14-desktop-my-games');
  // The review names the players as they were in the game: the guest, not the account it became.
  const cards = host.locator('.game__players');
  await cards.getByText(hostName).waitFor();
  assert.equal(await cards.getByText(username).count(), 0);
  await shot(host, 'record-15-desktop-my-games-replay');
}

/** Waits until the engine's value reads `value` beside a best line. */
async function engineSays(page: Page, value: RegExp): Promise<void> {
  const engine = page.getByRole('region', { name: 'Engine' });
  await engine.getByTestId('evaluation').filter({ hasText: value }).waitFor({ timeout: 30_000 });
  await engine.getByTestId('best-line').waitFor({ timeout: 30_000 });
}

/** Drags the piece on `from` to `to` with the mouse, as a person does. */
async function dragSquare(page: Page, from: string, to: string): Promise<void> {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  assert.ok(a !== null && b !== null);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}
