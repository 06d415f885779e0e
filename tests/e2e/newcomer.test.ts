// A newcomer's first minutes, on a phone and on a desktop. How to play: the first visit's pointer on
// the home page, the dialog opened from the home page and from the header, the rules with their
// diagrams, the first lesson played through (its first move by keyboard, one wrong move and its "Not
// quite"), and the pointer gone for good after a reload. Then a first game against the AI from Play
// now, resigned; the game found in My games; and the analysis board from the home page, set up with
// Edit position, a move played there and the engine's view of it. Throughout, the page breaks none
// of its Content Security Policy (no eval probed, no inline script).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { legalMoves } from '@checkers/engine';
import type { Locator, Page } from 'playwright-core';
import { clickMove, readPosition, squareNamed, waitForSquare } from './lib/board.js';
import { headerButton } from './lib/header.js';
import { arrowsBetween, focusedSquare, tabTo } from './lib/keyboard.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const SIZES = [
  { name: 'phone', options: { phone: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
] as const;

/** The lesson board's square, by the start of its accessible name ("b6, black man"). */
const lessonSquare = (dialog: Locator, name: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${name}, `) });

/** Plays a move by clicking the piece, then each landing. */
async function play(dialog: Locator, ...squares: string[]): Promise<void> {
  for (const name of squares) await lessonSquare(dialog, name).click();
}

/** Moves the board's keyboard focus to `target` with the arrow keys and presses Enter there. */
async function enterOn(page: Page, target: string): Promise<void> {
  const from = await focusedSquare(page);
  assert.ok(from !== null, 'a square has the focus');
  for (const arrow of await arrowsBetween(page, from, target, '.lesson')) await page.keyboard.press(arrow);
  assert.equal(await focusedSquare(page), target);
  await page.keyboard.press('Enter');
}

/** Fails on any serious or critical axe-core violation in what is shown now. */
async function audit(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `serious or critical axe violations on ${screen}`,
  );
}

/** Records the page's Content Security Policy violations from its first script on, reload after reload. */
async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = window as unknown as { policyViolations?: string[] };
      (record.policyViolations ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`);
    }),
  );
}

/** The violations since the page last loaded. */
const policyViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);

/** Every part of the element lies inside the window's width. */
async function fitsWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  assert.ok(
    box !== null && box.x >= 0 && box.x + box.width <= width,
    `fits in ${width}px: ${JSON.stringify(box)}`,
  );
}

for (const { name, options } of SIZES) {
  test(`a newcomer's first minutes: How to play, a game, My games, the analysis board (${name})`, async () => {
    const { context, page } = await stack.newPlayer(`how-to-play-${name}`, options);
    await watchPolicy(page);
    await page.goto(stack.baseUrl);
    const main = page.getByRole('main');
    const tip = page.getByRole('note', { name: 'Tip' });
    await tip.getByText('New to checkers?').waitFor();
    // Play now leads: a quick game, a room with a clock, the AI.
    for (const play of ['Quick game 3+2', 'Create Room', 'Play vs AI']) {
      await main.getByRole('button', { name: play }).waitFor();
    }
    assert.ok(await tip.isVisible());
    assert.deepEqual(await policyViolations(page), [], 'the home page keeps to its Content Security Policy');
    await shot(page, `how-to-play-${name}-01-first-visit`);
    if (name === 'desktop') await audit(page, 'the home page with the pointer');

    // From the home page: the rules.
    await main.getByRole('button', { name: 'How to play' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to play' });
    await dialog.getByRole('heading', { name: 'Moving a man' }).waitFor();
    // Opening How to play follows the pointer.
    await tip.waitFor({ state: 'detached' });
    for (const title of ['The board', 'Capturing', 'Multi-jumps', 'Crowning', 'Kings', 'How a game ends']) {
      await dialog.getByRole('heading', { name: title }).waitFor();
    }
    await dialog.getByText(/the 40-move rule: each player has made 40 moves in a row/).waitFor();
    assert.equal(await dialog.locator('figure').count(), 10);
    await shot(page, `how-to-play-${name}-02-rules`);
    if (name === 'desktop') await audit(page, 'the rules');
    const crowning = dialog.locator('figure[data-diagram="crowning-ends-move"]');
    await crowning.scrollIntoViewIfNeeded();
    await fitsWidth(page, crowning);
    await shot(page, `how-to-play-${name}-03-rules-crowning`);
    await dialog.getByRole('heading', { name: 'How a game ends' }).scrollIntoViewIfNeeded();
    await shot(page, `how-to-play-${name}-04-rules-end`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // From the header: the lesson.
    await (await headerButton(page, 'How to play')).click();
    await dialog.getByRole('tab', { name: 'First lesson' }).click();
    const status = dialog.locator('.lesson').getByRole('status');
    await dialog.getByText('Step 1 of 5').waitFor();
    await fitsWidth(page, dialog.locator('.lesson .board'));

    // Step 1 by keyboard: Tab onto the board, the arrows to the man, Enter, then to its square.
    await tabTo(
      page,
      `document.activeElement?.closest('.lesson') !== null && document.activeElement?.dataset.square !== undefined`,
      20,
    );
    await enterOn(page, 'b6');
    await enterOn(page, 'a5');
    await status.getByText(/^Well done! A man moves one square diagonally forward/).waitFor();
    await lessonSquare(dialog, 'a5')
      .and(page.getByRole('button', { name: /black man/ }))
      .waitFor();
    await shot(page, `how-to-play-${name}-05-lesson-first-move`);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next step');
    await page.keyboard.press('Enter');

    // Step 2: the wrong man first.
    await dialog.getByRole('heading', { name: 'A capture is forced' }).waitFor();
    await lessonSquare(dialog, 'f6').click();
    await status.getByText(/^Not quite: a capture is forced\./).waitFor();
    await dialog.getByRole('button', { name: 'c5, black man, must capture' }).waitFor();
    assert.equal(await lessonSquare(dialog, 'f6').getAttribute('aria-label'), 'f6, black man');
    await shot(page, `how-to-play-${name}-06-lesson-not-quite`);
    if (name === 'desktop') await audit(page, 'the lesson');
    await play(dialog, 'c5', 'e3');
    await status.getByText(/^Well done! The red man is off the board/).waitFor();
    await dialog.getByRole('button', { name: 'Next step' }).click();

    // Step 3: a double jump, one landing at a time.
    await dialog.getByRole('heading', { name: 'A double jump' }).waitFor();
    await play(dialog, 'b6', 'd4');
    await dialog.getByRole('button', { name: /^b2, empty, legal move/ }).waitFor();
    await shot(page, `how-to-play-${name}-07-lesson-double-jump`);
    await play(dialog, 'b2');
    await status.getByText(/^Well done! Two pieces in one move/).waitFor();
    assert.equal(await lessonSquare(dialog, 'c5').getAttribute('aria-label'), 'c5, empty');
    assert.equal(await lessonSquare(dialog, 'c3').getAttribute('aria-label'), 'c3, empty');
    await dialog.getByRole('button', { name: 'Next step' }).click();

    // Step 4: crowning.
    await dialog.getByRole('heading', { name: 'Crown a man' }).waitFor();
    await play(dialog, 'f2', 'g1');
    await status.getByText(/^Well done! Your man is now a king/).waitFor();
    await lessonSquare(dialog, 'g1')
      .and(page.getByRole('button', { name: /black king/ }))
      .waitFor();
    await shot(page, `how-to-play-${name}-08-lesson-crowned`);
    await dialog.getByRole('button', { name: 'Next step' }).click();

    // Step 5: the king captures backwards, and the lesson is over.
    await dialog.getByRole('heading', { name: 'Kings move backwards' }).waitFor();
    await play(dialog, 'd4', 'b6');
    await status.getByText(/That is the whole lesson/).waitFor();
    await dialog.getByRole('button', { name: 'Start again' }).waitFor();
    await shot(page, `how-to-play-${name}-09-lesson-done`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The pointer never comes back.
    await page.reload();
    await main.getByRole('button', { name: 'How to play' }).waitFor();
    await (await headerButton(page, 'How to play')).waitFor();
    assert.equal(await tip.count(), 0);
    assert.equal(await page.locator('.how-to-play-button--new').count(), 0);
    await shot(page, `how-to-play-${name}-10-returning`);
    await page.keyboard.press('Escape');

    await firstGame(page, name);
    await analysisBoard(page, name);
    assert.deepEqual(await policyViolations(page), [], 'the game and analysis keep to the policy');
    await context.close();
  });
}

/**
 * A first game from Play now against the easy AI: a move, the AI's answer, then Resign (asked
 * first); the finished game is in My games, opened from the home page.
 */
async function firstGame(page: Page, size: string): Promise<void> {
  await page.goto(page.url().split('?')[0]!);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  const turn = page.getByTestId('turn');
  await turn.getByText('Your turn').waitFor();
  await clickMove(page, legalMoves(await readPosition(page))[0]!);
  await turn.getByText("AI's turn").waitFor();
  await turn.getByText('Your turn').waitFor({ timeout: 30_000 });
  await shot(page, `newcomer-${size}-11-first-game`);
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  const over = page.getByTestId('game-over');
  await over.waitFor();
  await shot(page, `newcomer-${size}-12-game-over`);

  await over.getByRole('button', { name: 'Back to Lobby' }).click();
  await main.getByRole('button', { name: 'My games' }).click();
  const dialog = page.getByRole('dialog', { name: 'My games' });
  const row = dialog.getByRole('list', { name: 'My games' }).getByRole('listitem').first();
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /^Lost/);
  assert.match((await row.textContent()) ?? '', /AI/);
  await fitsWidth(page, row);
  await shot(page, `newcomer-${size}-13-my-games`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The analysis board from the home page: the start position set up, a move, the engine's view. */
async function analysisBoard(page: Page, size: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Analysis board' }).click();
  await page.getByRole('button', { name: 'Edit position' }).click();
  await page.getByRole('button', { name: 'Clear board' }).click();
  await page.getByRole('button', { name: 'Start position' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await squareNamed(page, 'b6', 'black man').click();
  await squareNamed(page, 'a5').click();
  await waitForSquare(page, 'a5', 'black man');
  const engine = page.getByRole('region', { name: 'Engine' });
  await engine
    .getByTestId('evaluation')
    .filter({ hasText: /^([+−]\d\.\d|0\.0)$/ })
    .waitFor({ timeout: 30_000 });
  await engine.getByTestId('best-line').waitFor({ timeout: 30_000 });
  await fitsWidth(page, page.locator('.board').first());
  await shot(page, `newcomer-${size}-14-analysis-board`);
}
