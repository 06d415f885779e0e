// Achievements as players meet them: a guest on a phone looks at what could be earned and is asked
// to register; two registered players (desktop and phone) play a room game; each sees "First Steps"
// pop up after its first move and the winner "First Victory" at the end; the winner opens the
// Achievements modal (stat cards, the unlocked item's detail, the achievements leaderboard), the
// leaderboard overlay's Achievements tab, and the grid in Settings.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { ACHIEVEMENTS } from '@checkers/protocol';
import type { Page } from 'playwright-core';
import { playMoveByName, waitForMove } from './lib/board.js';
import { headerButton } from './lib/header.js';
import { registerInLobby, roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** Waits for the unlock toast of `name` on the page. */
async function toastOf(page: Page, name: string) {
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Achievement unlocked!' })
    .filter({ hasText: name });
  await toast.first().waitFor({ timeout: 10_000 });
  return toast.first();
}

test('a guest is invited; registered players earn achievements in a game and find them everywhere', async () => {
  const game = shortScriptedWin();
  const suffix = randomBytes(3).toString('hex');
  const desktop = await stack.newPlayer('desktop', { viewport: { width: 1280, height: 800 } });
  const phone = await stack.newPlayer('phone', { phone: true });

  // A guest sees what there is to earn, hidden ones kept secret, and is asked to register.
  await phone.page.goto(stack.baseUrl);
  await phone.page.getByRole('heading', { name: 'Playing as a guest' }).waitFor();
  await (await headerButton(phone.page, 'Achievements')).click();
  const guestModal = phone.page.getByRole('dialog', { name: 'Achievements' });
  await guestModal.getByRole('region', { name: 'Register to earn achievements' }).waitFor();
  const guestList = guestModal.getByRole('list', { name: 'Achievement list' });
  assert.equal(await guestList.getByRole('listitem').count(), 23);
  await guestList.getByText('First Victory').waitFor();
  assert.equal(await guestList.getByText('Pacifist').count(), 0, 'a hidden achievement is not named');
  await shot(phone.page, 'achievements-01-guest-phone');
  await guestModal.getByRole('button', { name: 'Close' }).click();
  await guestModal.waitFor({ state: 'detached' });

  await desktop.page.goto(stack.baseUrl);
  await desktop.page.getByRole('heading', { name: 'Playing as a guest' }).waitFor();
  const [aliceId, brunoId] = await Promise.all([
    registerInLobby(desktop.page, `alice_${suffix}`),
    registerInLobby(phone.page, `bruno_${suffix}`),
  ]);

  await desktop.page.getByRole('button', { name: 'Create Room' }).click();
  const codeBox = desktop.page.getByTestId('room-code');
  await codeBox.waitFor();
  const code = ((await codeBox.textContent()) ?? '').trim();
  await phone.page.getByLabel('Room code').fill(code);
  await phone.page.getByRole('button', { name: 'Join Room' }).click();
  for (const page of [desktop.page, phone.page]) await page.getByTestId('turn').waitFor();

  const seats = { black: desktop.page, red: phone.page };
  if ((await roleOf(desktop.page)) === 'red') [seats.black, seats.red] = [phone.page, desktop.page];
  const device = (page: Page): string => (page === desktop.page ? 'desktop' : 'phone');

  for (let ply = 0; ply < game.moves.length; ply++) {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    const mover = seats[color];
    await mover.getByTestId('turn').getByText('Your turn').waitFor();
    await playMoveByName(mover, move, color);
    // Each player's first move unlocks "First Steps" at once, while the game goes on.
    if (ply < 2) {
      const toast = await toastOf(mover, 'First Steps');
      assert.match((await toast.textContent()) ?? '', /\+10 points/);
      await shot(mover, `achievements-02-first-steps-${device(mover)}`);
    }
    for (const page of [desktop.page, phone.page]) await waitForMove(page, move, color);
  }

  const winner = seats[game.winner];
  const winnerId = winner === desktop.page ? aliceId : brunoId;
  const loserId = winnerId === aliceId ? brunoId : aliceId;
  await toastOf(winner, 'First Victory');
  await shot(winner, `achievements-03-first-victory-${device(winner)}`);
  // Toasts go by themselves after 3 to 4 s.
  await winner
    .getByRole('status')
    .filter({ hasText: 'First Victory' })
    .waitFor({ state: 'detached', timeout: 8_000 });

  for (const page of [desktop.page, phone.page]) {
    await page.getByTestId('game-over').getByRole('button', { name: 'Back to Lobby' }).click();
    await page.getByRole('button', { name: 'Create Room' }).waitFor();
  }

  // The modal: the stat cards, the unlocked items, an item's detail, the achievements leaderboard.
  await (await headerButton(winner, 'Achievements')).click();
  const modal = winner.getByRole('dialog', { name: 'Achievements' });
  const stats = modal.getByRole('definition');
  await stats.first().waitFor();
  // The figures are read once the player's unlocks have arrived (the first paint may hold the
  // figures fetched before the game).
  const list = modal.getByRole('list', { name: 'Achievement list' });
  const victory = list.getByRole('listitem').filter({ hasText: 'First Victory' });
  await victory.getByText('Unlocked').waitFor();
  const cards = await modal
    .getByLabel('Achievement statistics')
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll('div'), (card) => [
          card.querySelector('dt')?.textContent ?? '',
          card.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    );
  const unlocked = Number((cards.Unlocked ?? '').split(' / ')[0]);
  assert.ok(unlocked >= 3, `unlocked ${cards.Unlocked}`); // first move, capture and win at least
  assert.ok((cards.Unlocked ?? '').endsWith(` / ${ACHIEVEMENTS.length}`), `unlocked ${cards.Unlocked}`);
  assert.equal(cards.Rank, '#1');
  await shot(winner, `achievements-04-modal-${device(winner)}`);
  await modal.getByRole('searchbox', { name: 'Search achievements' }).fill('victory');
  assert.equal(await list.getByRole('listitem').count(), 1);
  await victory.getByRole('button').click();
  const detail = winner.getByRole('dialog', { name: /First Victory/ });
  await detail.waitFor();
  await shot(winner, `achievements-05-detail-${device(winner)}`);
  await detail.getByRole('button', { name: 'Close' }).click();
  await modal.getByRole('searchbox', { name: 'Search achievements' }).fill('');
  await modal.getByRole('button', { name: 'Leaderboard' }).click();
  const board = winner.getByRole('table', { name: 'Achievements leaderboard' }).last();
  await board
    .getByRole('row')
    .filter({ hasText: `_${suffix}` })
    .first()
    .waitFor();
  assert.equal(
    await board
      .getByRole('row')
      .filter({ hasText: `_${suffix}` })
      .count(),
    2,
  );
  await shot(winner, `achievements-06-modal-leaderboard-${device(winner)}`);
  await winner.keyboard.press('Escape');
  await winner.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // The leaderboard overlay's Achievements tab ranks both, the winner above.
  await winner.getByRole('button', { name: 'Leaderboard' }).click();
  const overlay = winner.getByRole('dialog', { name: 'Leaderboard' });
  await overlay.getByRole('tab', { name: 'Achievements' }).click();
  const rows = overlay.getByRole('table', { name: 'Achievements leaderboard' }).getByRole('row');
  await rows
    .filter({ hasText: `_${suffix}` })
    .nth(1)
    .waitFor();
  const names = await rows.allTextContents();
  const winnerName = winnerId === aliceId ? `alice_${suffix}` : `bruno_${suffix}`;
  const loserName = loserId === aliceId ? `alice_${suffix}` : `bruno_${suffix}`;
  assert.ok(
    names.findIndex((text) => text.includes(winnerName)) <
      names.findIndex((text) => text.includes(loserName)),
    'the winner ranks above',
  );
  await shot(winner, `achievements-07-overlay-tab-${device(winner)}`);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });

  // The Settings dialog shows the grid by category.
  await (await headerButton(winner, 'Settings')).click();
  const settings = winner.getByRole('dialog', { name: 'Settings' });
  await settings.getByText('First Victory').waitFor();
  await settings.getByText('First Victory').scrollIntoViewIfNeeded();
  await shot(winner, `achievements-08-settings-grid-${device(winner)}`);
});
