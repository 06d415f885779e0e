// Look, sound and feel: the Settings dialog from the lobby and the game, a theme that repaints the
// board and is back before the first paint after a reload, a custom theme, a whole game against the
// AI played by keyboard alone with the accessibility mode on, axe-core on every screen, and a
// screenshot of every theme on a phone and a desktop (double tap zoom checked in each theme).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { chooseMove, makeSquare } from '@checkers/engine';
import type { Page } from 'playwright-core';
import { readPosition } from './lib/board.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const THEMES = [
  ['default', 'Classic', '#8b5e3c'],
  ['llama', 'Llama', '#a0764f'],
  ['midnight', 'Midnight', '#1b2238'],
  ['forest', 'Forest', '#3e6b3a'],
  ['ocean', 'Ocean', '#276a8a'],
  ['candy', 'Candy', '#b8497f'],
  ['retro', 'Retro', '#7a4a2a'],
  ['neon', 'Neon', '#0f0f1c'],
] as const;

const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const background = (page: Page, selector: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  return dialog;
}

async function startAiGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('dialog', { name: 'Select AI Difficulty' }).waitFor();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
}

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

test('Midnight from the lobby repaints the board and is back before the first paint after a reload', async () => {
  const { page } = await stack.newPlayer('settings-theme', { viewport: { width: 1280, height: 800 } });
  await page.goto(stack.baseUrl);
  await startAiGame(page);
  assert.equal(await background(page, '.square--dark'), rgb('#8b5e3c'));

  // From the game screen too: the header's button.
  const dialog = await openSettings(page);
  await dialog.getByRole('radio', { name: 'Midnight' }).check();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await background(page, '.square--dark'), rgb('#1b2238'));
  assert.equal(await background(page, '.square--light'), rgb('#56627f'));
  const piece = await page
    .locator('.piece--black')
    .first()
    .evaluate((element) => getComputedStyle(element, '::before').backgroundImage);
  assert.match(piece, /rgb\(221, 228, 244\)/, 'black pieces are silver in Midnight');

  // Reload with the app's script held back: the colours are on :root before any app code has run
  // (theme-init.js, synchronous in <head>), so the first frame is already Midnight.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'commit' });
  const early = await page.waitForFunction(() => {
    if (document.body === null) return null;
    return {
      dark: getComputedStyle(document.documentElement).getPropertyValue('--board-dark').trim(),
      appRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
    };
  });
  assert.deepEqual(await early.jsonValue(), { dark: '#1b2238', appRendered: false });
  await page.unroute('**/assets/index-*.js');
  // The saved game against the AI comes back, in Midnight.
  await page.locator('.square--dark').first().waitFor();
  assert.equal(await background(page, '.square--dark'), rgb('#1b2238'));
  await shot(page, 'settings-01-midnight-after-reload');
});

test('a custom theme: colour pickers, a live preview, saved as custom-<name>, deleted', async () => {
  const { page } = await stack.newPlayer('settings-custom', { viewport: { width: 1280, height: 800 } });
  await page.goto(stack.baseUrl);
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'New custom theme' }).click();
  const editor = dialog.getByRole('group', { name: 'Custom theme' });
  await editor.getByLabel('Name').fill('Sea Glass');
  await editor.getByLabel('Dark squares').fill('#204050');
  await editor.getByLabel('Light squares').fill('#cfe8e0');
  const preview = page.getByTestId('theme-preview');
  assert.equal(
    await background(page, '[data-testid="theme-preview"] .theme-preview__square--dark'),
    rgb('#204050'),
  );
  await shot(page, 'settings-02-custom-editor');
  await editor.getByRole('button', { name: 'Save theme' }).click();
  assert.ok(await dialog.getByRole('radio', { name: 'Sea Glass' }).isChecked());
  assert.equal(await preview.count(), 0);
  assert.equal(
    await page
      .evaluate(() => [
        localStorage.getItem('checkers.theme'),
        getComputedStyle(document.documentElement).getPropertyValue('--board-dark'),
      ])
      .then((v) => v.join(' ')),
    'custom-sea-glass #204050',
  );
  await page.keyboard.press('Escape');
  await startAiGame(page);
  assert.equal(await background(page, '.square--dark'), rgb('#204050'));
  await shot(page, 'settings-03-custom-board');

  const again = await openSettings(page);
  assert.equal(
    await again.getByRole('button', { name: 'Delete Classic' }).count(),
    0,
    'built-ins cannot be deleted',
  );
  await again.getByRole('button', { name: 'Delete Sea Glass' }).click();
  assert.ok(await again.getByRole('radio', { name: 'Classic' }).isChecked());
  await page.keyboard.press('Escape');
  assert.equal(await background(page, '.square--dark'), rgb('#8b5e3c'));
});

/** Presses Tab until `done` holds for the focused element (at most `limit` presses). */
async function tabTo(page: Page, done: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(done)) return;
  }
  throw new Error(`Tab never reached ${done}`);
}

const focusedSquare = (page: Page): Promise<string | null> =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.square ?? null);

/**
 * The arrow keys from one dark square to another, found on the screen as the player sees it: left
 * and right go two columns along the row, up and down one row to the right-hand diagonal neighbour,
 * else the left-hand one (the board's keyboard model).
 */
async function arrowsBetween(page: Page, from: string, to: string): Promise<string[]> {
  const boxes = await page.$$eval('button[data-square]', (buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return [(b as HTMLElement).dataset.square!, r.x, r.y, r.width] as const;
    }),
  );
  const size = boxes[0]![3];
  const x0 = Math.min(...boxes.map((b) => b[1]));
  const y0 = Math.min(...boxes.map((b) => b[2]));
  const cell = new Map<string, string>();
  const at = new Map<string, [number, number]>();
  // Some row has a dark square in the first column, so x0 and y0 are column 0 and row 0.
  for (const [sq, x, y] of boxes) {
    const c: [number, number] = [Math.round((x - x0) / size), Math.round((y - y0) / size)];
    at.set(sq, c);
    cell.set(c.join(','), sq);
  }
  const key = (col: number, row: number): string | undefined => cell.get(`${col},${row}`);
  const step = (sq: string, arrow: string): string | undefined => {
    const [col, row] = at.get(sq)!;
    if (arrow === 'ArrowLeft') return key(col - 2, row);
    if (arrow === 'ArrowRight') return key(col + 2, row);
    const r = arrow === 'ArrowUp' ? row - 1 : row + 1;
    return key(col + 1, r) ?? key(col - 1, r);
  };
  const seen = new Map<string, string[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const sq = queue.shift()!;
    if (sq === to) return seen.get(sq)!;
    for (const arrow of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
      const next = step(sq, arrow);
      if (next !== undefined && !seen.has(next)) {
        seen.set(next, [...seen.get(sq)!, arrow]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no arrow path from ${from} to ${to}`);
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

test('every theme on a phone and a desktop, and the double tap zooms in each', async () => {
  for (const viewport of [
    { width: 390, height: 844, phone: true },
    { width: 1280, height: 800, phone: false },
  ]) {
    const { page } = await stack.newPlayer(
      `settings-shots-${viewport.width}`,
      viewport.phone ? { phone: true } : { viewport },
    );
    await page.goto(stack.baseUrl);
    if (!viewport.phone) {
      await page.evaluate(() =>
        localStorage.setItem('checkers.preferences', JSON.stringify({ showCoordinates: true })),
      );
      await page.reload();
    }
    await startAiGame(page);
    for (const [id, name, dark] of THEMES) {
      const dialog = await openSettings(page);
      if (id === 'default') await shot(page, `settings-06-dialog-${viewport.width}x${viewport.height}`);
      await dialog.getByRole('radio', { name, exact: true }).check();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await background(page, 'button.square--dark:not(.square--selected)'), rgb(dark), id);
      // A piece selected shows the selected square and its legal moves.
      await page.locator('button[data-square="f6"]').click();
      await page.locator('.square--destination').first().waitFor();
      await page.locator('.app__header').scrollIntoViewIfNeeded();
      await shot(page, `theme-${id}-${viewport.width}x${viewport.height}`);
      await page.keyboard.press('Escape');
      if (viewport.phone) {
        const box = (await page.locator('.zoom').boundingBox())!;
        const x = box.x + box.width / 2 + box.width / 16;
        const y = box.y + box.height / 2 - box.height / 16;
        await page.touchscreen.tap(x, y);
        await page.touchscreen.tap(x, y);
        await page.waitForFunction(() =>
          (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.includes('scale(1.5)'),
        );
        await page.touchscreen.tap(x, y);
        await page.touchscreen.tap(x, y);
        await page.waitForFunction(() =>
          (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.startsWith('scale(1)'),
        );
      }
    }
  }
});
