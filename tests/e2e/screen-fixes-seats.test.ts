// What a new player tripped over around the seats, checked in a real browser: a guest's seat
// surviving a closed tab (and "Open in new window" seating a real opponent), the AI game surviving
// a reload, the AI level picker leading with the levels, and dialogs that keep focus.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { square } from './lib/board.js';
import { roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const DESKTOP = { width: 1280, height: 800 };

test('a guest gets the seat back after closing the tab; Open in new window seats a real opponent', async () => {
  const host = await stack.newPlayer('seat-host', { viewport: DESKTOP });
  await host.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await host.page.getByTestId('room-code').textContent()) ?? '').trim();
  const opened = host.context.waitForEvent('page');
  await host.page.getByRole('button', { name: 'Open in new window' }).click();
  const second = await opened;
  await second.waitForLoadState();
  assert.match(second.url(), /fresh=1/);
  await second.getByTestId('turn').waitFor();
  await host.page.getByTestId('turn').waitFor();
  const hostColour = await roleOf(host.page);
  const secondColour = await roleOf(second);
  assert.notEqual(hostColour, secondColour, 'the new window is the opponent, not the host again');

  // The host closes the tab and opens the invite link again in the same browser: same seat.
  await host.page.close();
  const again = await host.context.newPage();
  await again.goto(`${stack.baseUrl}/?code=${code}`);
  await again.getByTestId('role').waitFor();
  assert.equal(await roleOf(again), hostColour);
  assert.equal(await again.getByText('You are spectating').count(), 0);
  await host.context.close();
});

test('a game against the AI survives a reload; the picker leads with the levels; dialogs keep focus', async () => {
  const { page, context } = await stack.newPlayer('ai-reload', { viewport: DESKTOP });
  await page.goto(stack.baseUrl);

  // The leaderboard keeps focus inside, Escape closes it and focus returns to its button.
  const opener = page.getByRole('button', { name: 'Leaderboard' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const board = page.getByRole('dialog', { name: 'Leaderboard' });
  await board.waitFor();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      `focus stays in the leaderboard (step ${i})`,
    );
  }
  // The Regional tab's region does not stay as a filter on Global.
  await board.getByRole('tab', { name: 'Regional' }).click();
  assert.notEqual(await board.getByLabel('Region', { exact: true }).inputValue(), '');
  await board.getByRole('tab', { name: 'Global' }).click();
  assert.equal(await board.getByLabel('Region', { exact: true }).inputValue(), '');
  await page.keyboard.press('Escape');
  await board.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Leaderboard');

  // Sign in: the same.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.waitFor();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null));
  await page.keyboard.press('Escape');
  await signIn.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Play vs AI' }).click();
  const picker = page.getByRole('dialog', { name: 'Select AI Difficulty' });
  await picker.waitFor();
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.level), 'easy');
  await picker.getByText('Strongest: the engine at full strength').waitFor();
  await shot(page, 'screen-fixes-07-desktop-ai-picker');
  await picker.getByRole('button', { name: /^Hard/ }).click();
  await page.getByTestId('ai-level').getByText('You vs AI (Hard)').waitFor();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  await square(page, 'd6').click();
  await square(page, 'c5').click();
  await page.getByTestId('turn').getByText('Your turn').waitFor({ timeout: 30_000 });
  const before = await page
    .locator('button[data-square]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

  await page.reload();
  await page.getByTestId('ai-level').getByText('You vs AI (Hard)').waitFor();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
  const afterReload = await page
    .locator('button[data-square]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  assert.deepEqual(afterReload, before, 'the same position after the reload');
  await shot(page, 'screen-fixes-08-desktop-ai-resumed');

  // Resigning ends it: a reload then starts from the lobby.
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  await page.getByTestId('game-over').waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Create Room' }).waitFor();
  await context.close();
});
