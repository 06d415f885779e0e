// The installable, offline app: the page installs its service worker (the whole app precached), the
// network goes away, and a reload still shows the lobby and plays a game against the AI; then a new
// build is deployed (its worker's bytes change) and the page offers 'A new version is available!'.
// The stack serves a copy of the build in a temporary directory, so the "deployment" touches only it.
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chooseMove } from '@checkers/engine';
import type { Page } from 'playwright-core';
import { clickMove, readPosition, waitForMove } from './lib/board.js';
import { headerButton } from './lib/header.js';
import type { Stack } from './lib/stack.js';

let stack: Stack;
let shot: (page: Page, name: string) => Promise<void>;
let webDir: string;

before(async () => {
  // The build is made (or reused) first, then copied; lib/stack.js reads E2E_WEB_DIST when loaded.
  const built = await import('./lib/stack.js');
  built.ensureWebBuild();
  webDir = mkdtempSync(join(tmpdir(), 'checkers-web-'));
  cpSync(built.WEB_DIST, webDir, { recursive: true });
  process.env.E2E_WEB_DIST = webDir;
  process.env.E2E_SKIP_BUILD = '1';
  // A second instance of the module (the query makes it one), reading the copy's directory.
  const again: string = './lib/stack.js?copy';
  const copy = (await import(again)) as typeof built;
  assert.equal(copy.WEB_DIST, webDir);
  stack = await copy.startStack();
  shot = copy.shot;
});

after(async () => {
  await stack?.close();
  if (webDir !== undefined) rmSync(webDir, { recursive: true, force: true });
});

/** A new window size, and time for the board to fit it (its resize is debounced by 150 ms). */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForTimeout(400);
}

test('the app installs, works offline (lobby and AI game), and offers the next version', async () => {
  const { context, page } = await stack.newPlayer('offline', { viewport: { width: 1280, height: 800 } });
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Play vs AI' }).waitFor();

  // The worker installs (precaching everything) and takes the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${stack.baseUrl}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    return (await fetch(link)).json() as Promise<{ name: string; display: string }>;
  });
  assert.equal(manifest.name, 'Checkers');
  assert.equal(manifest.display, 'standalone');

  // Offline: the reload comes from the worker's precache.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Play vs AI' }).waitFor({ timeout: 15_000 });
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await page.getByTestId('offline-indicator').getByText('Offline').waitFor();
  await shot(page, 'offline-01-lobby-desktop');
  await resize(page, { width: 390, height: 844 });
  await shot(page, 'offline-02-lobby-phone');
  await resize(page, { width: 1280, height: 800 });

  // A game against the AI: the game screen's chunk and the AI worker come from the precache.
  await page.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('dialog', { name: 'Select AI Difficulty' }).waitFor();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 15_000 });
  const before = await readPosition(page);
  const choice = chooseMove(before, { level: 'expert', seed: 1, maxDepth: 4, allowBlunders: false });
  if (!choice.ok) throw new Error(choice.error.message);
  await clickMove(page, choice.value.move);
  await waitForMove(page, choice.value.move, 'black');
  // The AI answers: red's pieces change and it is the player's turn again.
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 });
  const afterAi = await readPosition(page);
  assert.notEqual(afterAi.red, before.red, 'the AI moved a red piece');
  await shot(page, 'offline-03-ai-game-desktop');
  await resize(page, { width: 390, height: 844 });
  await shot(page, 'offline-04-ai-game-phone');
  await resize(page, { width: 1280, height: 800 });

  // A new deployment: the worker's bytes change. Back online, the page looks for an update.
  appendFileSync(join(webDir, 'sw.js'), `\n// deployed ${Date.now()}\n`);
  await context.setOffline(false);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available!' });
  await banner.waitFor({ timeout: 30_000 });
  await banner.getByRole('button', { name: 'Update' }).waitFor();
  await banner.getByRole('button', { name: 'Dismiss' }).waitFor();
  await shot(page, 'offline-05-update-desktop');
  await resize(page, { width: 390, height: 844 });
  await shot(page, 'offline-06-update-phone');

  // Update: the waiting worker takes over and the page reloads under it.
  const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  assert.ok(oldWorker?.endsWith('/sw.js'));
  await Promise.all([
    page.waitForEvent('load', { timeout: 30_000 }),
    banner.getByRole('button', { name: 'Update' }).click(),
  ]);
  // The reload resumes the game against the AI.
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 15_000 });
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
  );
  assert.equal(waiting, null, 'no worker waits after the update');
  assert.equal(await page.getByText('A new version is available!').count(), 0);

  // Settings: the cache manager's figures from the worker, Clear cache, and the player's own data
  // (the AI game in progress is saved as it is played).
  await (await headerButton(page, 'Settings')).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const cache = settings.getByRole('region', { name: 'Offline cache' });
  await cache.getByText('2.0.0').waitFor();
  // The figures count what the worker holds: the precached app's scripts and its page included.
  const entries = (label: string) =>
    cache.evaluate((region, wanted) => {
      const term = Array.from(region.querySelectorAll('dt')).find((dt) => dt.textContent === wanted);
      return Number.parseInt(term?.nextElementSibling?.textContent ?? '', 10);
    }, label);
  const scripts = await entries('Scripts, styles and data');
  assert.ok(scripts > 10, `the precached scripts are counted (${scripts})`);
  assert.ok((await entries('Pages')) >= 1, 'the precached page is counted');
  await cache.getByRole('button', { name: 'Clear cache' }).click();
  await cache.getByText('Cache cleared.').waitFor();
  // Clear cache keeps the app's own files, and says so.
  assert.ok((await entries('Scripts, styles and data')) > 10);
  await cache.getByText(/keeps the app's own files/).waitFor();
  const data = settings.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: /^Resume / }).waitFor();
  await settings.getByRole('region', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await shot(page, 'offline-07-settings-phone');
  await resize(page, { width: 1280, height: 800 });
  await cache.scrollIntoViewIfNeeded();
  await shot(page, 'offline-08-settings-desktop');
  await context.close();
});

test('the worker shows a pushed game end as a notification, and keeps a turn push quiet while the app is in view', async () => {
  const { context, page } = await stack.newPlayer('push', { viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['notifications'], { origin: stack.baseUrl });
  await page.goto(stack.baseUrl);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  // Chromium's DevTools protocol delivers a push to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${stack.baseUrl}/`);
      if (live !== undefined) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const push = async (kind: 'turn' | 'game_end', title: string, roomCode: string): Promise<void> => {
    const payload = {
      kind,
      title,
      body: `Room ${roomCode}`,
      roomCode,
      requireInteraction: false,
      silent: false,
      vibrate: true,
      timestamp: Date.now(),
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: stack.baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        tag: n.tag,
      })),
    );

  // The page is in view: a turn push stays quiet (the page shows the turn itself). A game's end
  // always shows, tagged by its room. The worker handles pushes in the order they come, so once the
  // game's end (another room's, so it would not replace a turn notification) is shown, the turn
  // push before it has been dealt with.
  await push('turn', 'Your turn', 'DEF567');
  await push('game_end', 'You won!', 'ABC234');
  const gameEndShown = (list: readonly { title: string }[]): boolean =>
    list.some((notification) => notification.title === 'You won!');
  let notifications = await shown();
  for (const deadline = Date.now() + 10_000; !gameEndShown(notifications) && Date.now() < deadline;) {
    await page.waitForTimeout(100);
    notifications = await shown();
  }
  assert.deepEqual(notifications, [{ title: 'You won!', tag: 'checkers-room-ABC234' }]);
  await context.close();
});
