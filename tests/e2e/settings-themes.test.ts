// Themes in the Settings dialog, from the lobby and the game: a theme that repaints the board and
// is back before the first paint after a reload, a custom theme made with colour pickers and a
// live preview, and a screenshot of every theme on a phone and a desktop (the double tap zoom
// checked in each).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { THEMES, background, openSettings, rgb, startAiGame } from './lib/settings.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { twoQuickTaps } from './lib/taps.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

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
  // (theme-init.js, synchronous in <head>), so the first frame is already Midnight. The service
  // worker goes first: it would serve the script from its cache, where no route can hold it back.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'commit' });
  const early = await page.waitForFunction(() => {
    if (document.body === null) return null;
    return {
      dark: getComputedStyle(document.documentElement).getPropertyValue('--board-dark').trim(),
      // The page's static shell has the title only; the app's header adds its buttons.
      appRendered: document.querySelector('#root header button') !== null,
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
        await twoQuickTaps(page, { x, y }, { x, y });
        await page.waitForFunction(() =>
          (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.includes('scale(1.5)'),
        );
        await twoQuickTaps(page, { x, y }, { x, y });
        await page.waitForFunction(() =>
          (document.querySelector('.zoom') as HTMLElement | null)?.style.transform.startsWith('scale(1)'),
        );
      }
    }
  }
});
