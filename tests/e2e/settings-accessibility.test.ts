// Accessibility: a whole game against the AI played by keyboard alone with the accessibility mode
// on, and axe-core finding no serious or critical violation on the lobby, the game, the
// leaderboard and the settings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { chooseMove, makeSquare } from '@checkers/engine';
import type { Page } from 'playwright-core';
import { readPosition } from './lib/board.js';
import { arrowsBetween, focusedSquare, tabTo } from './lib/keyboard.js';
import { openSettings, startAiGame } from './lib/settings.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** Findings left on purpose, as (rule, selector) pairs: none. */
const KNOWN: readonly (readonly [rule: string, selector: string])[] = [];

/** Fails on any serious or critical axe-core violation; prints every violation found. */
async function audit(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const v of violations) {
    console.log(
      `axe ${screen}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  }
  const known = (id: string, target: string): boolean =>
    KNOWN.some(([rule, selector]) => rule === id && target.includes(selector));
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !known(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0);
  assert.deepEqual(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `serious or critical axe violations on ${screen}`,
  );
}

test('a whole game against the AI by keyboard alone, with the accessibility mode on', async () => {
  const { page } = await stack.newPlayer('settings-keyboard', { viewport: { width: 1280, height: 800 } });
  // Count the oscillators the sounds start and the vibrations asked for.
  // (A string: tsx would wrap a function's inner arrows in a helper the page does not have.)
  await page.addInitScript({
    content: `
      window.oscillators = 0;
      window.vibrations = [];
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () {
        window.oscillators++;
        return create.call(this);
      };
      Object.defineProperty(navigator, 'vibrate', {
        configurable: true,
        value: function (pattern) {
          window.vibrations.push(pattern);
          return true;
        },
      });
    `,
  });
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Play vs AI' }).waitFor();

  // Settings, the accessibility switch, Escape: all by keyboard.
  await tabTo(page, `document.activeElement?.textContent?.trim().endsWith('Settings')`);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  await tabTo(
    page,
    `document.activeElement?.getAttribute('role') === 'switch' && document.activeElement.labels?.[0]?.textContent === 'Accessibility'`,
  );
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.a11y), 'on');
  // Focus went back to the Settings button.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '⚙Settings');

  await tabTo(page, `document.activeElement?.textContent?.trim() === 'Play vs AI'`);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Select AI Difficulty' }).waitFor();
  await tabTo(page, `/^Easy/.test(document.activeElement?.textContent ?? '')`, 10);
  await page.keyboard.press('Enter');
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await shot(page, 'settings-04-accessibility-mode');

  await tabTo(page, `document.activeElement?.dataset.square !== undefined`, 40);
  // The focused square's ring is the wide one, and a piece stays visible inside it.
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth);
  assert.equal(ring, '6px');

  let announcedOpponent = '';
  for (let turn = 0; turn < 150; turn++) {
    const over = page.getByTestId('game-over');
    await Promise.race([
      page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 }),
      over.waitFor({ timeout: 30_000 }),
    ]);
    if (await over.isVisible()) break;
    if (turn > 0) {
      const said = (await page.getByTestId('announcement').textContent()) ?? '';
      if (said.startsWith('Your opponent')) announcedOpponent = said;
    }
    const choice = chooseMove(await readPosition(page), {
      level: 'expert',
      seed: turn + 1,
      maxDepth: 6,
      allowBlunders: false,
    });
    if (!choice.ok) throw new Error(choice.error.message);
    // The board may have lost focus to nothing; a square keeps the roving tab stop.
    if ((await focusedSquare(page)) === null) await page.locator('button[data-square][tabindex="0"]').focus();
    for (const sq of choice.value.move.path) {
      const target = makeSquare(sq);
      const from = (await focusedSquare(page))!;
      for (const arrow of await arrowsBetween(page, from, target)) await page.keyboard.press(arrow);
      assert.equal(await focusedSquare(page), target);
      await page.keyboard.press('Enter');
    }
    if (turn === 0) {
      await shot(page, 'settings-07-keyboard-focus');
      const said = (await page.getByTestId('announcement').textContent()) ?? '';
      assert.match(said, /^You moved your man from [a-h][1-8] to [a-h][1-8]\. Your opponent's turn\.$/);
    }
  }
  await page.getByTestId('game-over').waitFor();
  assert.match(announcedOpponent, /^Your opponent, Red, moved a (man|king) from [a-h][1-8].* Your turn\.$/);
  const final = (await page.getByTestId('announcement').textContent()) ?? '';
  assert.match(final, /Game over: you (win|lose)\.|draw/);
  await shot(page, 'settings-05-keyboard-game-over');
  // The end of the game is heard (and felt: 200 ms) just after the last move's sound.
  await page.waitForFunction(
    () => (window as unknown as { vibrations: number[] }).vibrations.includes(200),
    null,
    {
      timeout: 5_000,
    },
  );
  const feedback = await page.evaluate(() => {
    const w = window as unknown as { oscillators: number; vibrations: number[] };
    return { oscillators: w.oscillators, vibrations: [...new Set(w.vibrations)].sort((a, b) => a - b) };
  });
  assert.ok(feedback.oscillators > 10, `the moves were heard (${feedback.oscillators} oscillators)`);
  assert.ok(
    feedback.vibrations.includes(50) && feedback.vibrations.includes(200),
    `vibrations ${feedback.vibrations.join(', ')}`,
  );
});

test('axe-core finds no serious or critical violation on the lobby, game, leaderboard and settings', async () => {
  const { page } = await stack.newPlayer('settings-axe', { viewport: { width: 1280, height: 800 } });
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Play vs AI' }).waitFor();
  await audit(page, 'lobby');

  await page.getByRole('button', { name: 'Leaderboard' }).click();
  await page.getByRole('dialog').first().waitFor();
  await page.waitForTimeout(500);
  await audit(page, 'leaderboard');
  await page.keyboard.press('Escape');

  await openSettings(page);
  await audit(page, 'settings');
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'New custom theme' })
    .click();
  await audit(page, 'settings with the theme editor');
  await page.keyboard.press('Escape');

  await startAiGame(page);
  await audit(page, 'game');
  // Midnight, with the accessibility mode and coordinates on.
  await page.evaluate(() => {
    localStorage.setItem('checkers.theme', 'midnight');
    localStorage.setItem(
      'checkers.preferences',
      JSON.stringify({ accessibility: true, showCoordinates: true }),
    );
  });
  await page.reload();
  await page.locator('.square--dark').first().waitFor();
  await audit(page, 'game in Midnight, accessibility mode');
});
