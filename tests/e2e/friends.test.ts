// Friends and challenges as two signed-in people use them, one on a desktop and one on a phone:
// Alice finds Bruno by name and asks; Bruno is told, accepts from the Requests tab; each sees the
// other online; the Friends panel's tabs are whole at both sizes; Alice challenges Bruno to a 5+3
// game playing red; Bruno is told, sees its clock and his colour, accepts, and both land in the same
// game on that clock and those colours, where the first move is played.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { Locator, Page } from 'playwright-core';
import { playMoveByName, waitForMove } from './lib/board.js';
import { assertHeaderOneRow, headerButton } from './lib/header.js';
import { registerInLobby, roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** Whether the whole of an element lies on the screen as it is, without scrolling. */
async function isInViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** Opens a toggle's panel (Friends or Challenges) unless it is open. */
async function openPanel(page: Page, name: 'Friends' | 'Challenges') {
  const panel = page.getByRole('dialog', { name });
  if (!(await panel.isVisible())) await (await headerButton(page, name)).click();
  await panel.waitFor();
  return panel;
}

/**
 * Every tab of a panel lies inside it, whole: nothing past its edges, no label cut, and no strip
 * that scrolls sideways.
 */
async function assertTabsWhole(panel: Locator): Promise<void> {
  const frame = (await panel.boundingBox())!;
  const strip = panel.getByRole('tablist');
  const scrolls = await strip.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  assert.equal(scrolls, false, 'the tab strip scrolls sideways');
  const tabs = await strip.getByRole('tab').all();
  assert.equal(tabs.length, 4);
  for (const tab of tabs) {
    const box = (await tab.boundingBox())!;
    const name = (await tab.textContent()) ?? '';
    assert.ok(box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5, `${name} sticks out`);
    const cut = await tab.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    assert.equal(cut, false, `${name} is cut`);
  }
  assert.match((await tabs[3]!.innerText()).replace(/\s+/g, ' '), /^Add Friends$/);
}

test('two players become friends, see each other online, and a challenge starts their game', async () => {
  const suffix = randomBytes(3).toString('hex');
  const alice = `alice_${suffix}`;
  const bruno = `bruno_${suffix}`;
  const desktop = (await stack.newPlayer('desktop', { viewport: { width: 1280, height: 800 } })).page;
  const phone = (await stack.newPlayer('phone', { phone: true })).page;
  for (const page of [desktop, phone]) {
    await page.goto(stack.baseUrl);
    await page.getByRole('heading', { name: 'Playing as a guest' }).waitFor();
  }
  // Guests have no friends panel.
  assert.equal(await desktop.getByRole('button', { name: 'Friends', exact: true }).count(), 0);
  await Promise.all([registerInLobby(desktop, alice), registerInLobby(phone, bruno)]);
  // A signed-in player's header, with its five controls, is still one row on the phone.
  await assertHeaderOneRow(phone);

  // Alice searches for Bruno by the start of his name and asks.
  const friends = await openPanel(desktop, 'Friends');
  await assertTabsWhole(friends);
  await friends.getByRole('tab', { name: /Add Friends/ }).click();
  await friends.getByRole('searchbox', { name: 'Search users' }).fill(bruno.slice(0, 8));
  const result = friends.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name: bruno });
  await result.waitFor();
  await result.getByRole('button', { name: 'Add Friend' }).click();
  await result.getByRole('button', { name: 'Sent' }).waitFor();
  assert.equal(await result.getByRole('button', { name: 'Sent' }).isDisabled(), true);
  await shot(desktop, 'friends-01-request-sent-desktop');

  // Bruno is told at once, and the badge counts the request.
  await phone.getByText(`${alice} sent you a friend request!`).waitFor();
  const badge = await headerButton(phone, 'Friends');
  assert.match((await badge.textContent()) ?? '', /1/);
  await shot(phone, 'friends-02-request-received-phone');
  const brunoFriends = await openPanel(phone, 'Friends');
  await assertTabsWhole(brunoFriends);
  await brunoFriends.getByRole('tab', { name: /Requests/ }).click();
  const request = brunoFriends.getByRole('listitem', { name: alice });
  await request.getByRole('button', { name: 'Accept' }).click();
  await desktop.getByText(`${bruno} accepted your friend request!`).waitFor();

  // Both are friends and online: each sees the other in the Online tab.
  await brunoFriends.getByRole('tab', { name: /Online/ }).click();
  await brunoFriends.getByRole('listitem', { name: alice }).getByText('Online').waitFor();
  await shot(phone, 'friends-03-online-phone');
  await friends.getByRole('tab', { name: /Online/ }).click();
  const row = friends.getByRole('listitem', { name: bruno });
  await row.getByText('Online').waitFor();
  await shot(desktop, 'friends-04-online-desktop');

  // The challenge form fits a phone: Bruno opens it for Alice, sees all of it, and thinks better.
  await brunoFriends
    .getByRole('listitem', { name: alice })
    .getByRole('button', { name: 'Challenge' })
    .click();
  const phoneForm = phone.getByRole('dialog', { name: `Challenge ${alice}` });
  await phoneForm.getByRole('group', { name: 'Time control' }).waitFor();
  for (const name of ['Time control', 'Your colour'])
    assert.equal(await isInViewport(phone, phoneForm.getByRole('group', { name })), true, name);
  assert.equal(await isInViewport(phone, phoneForm.getByRole('button', { name: 'Send Challenge' })), true);
  await shot(phone, 'friends-04b-challenge-form-phone');
  await phoneForm.getByRole('button', { name: 'Cancel' }).click();

  // Alice challenges Bruno from his row: blitz 5+3, she plays red.
  await row.getByRole('button', { name: 'Challenge' }).click();
  const dialog = desktop.getByRole('dialog', { name: `Challenge ${bruno}` });
  await dialog.getByRole('group', { name: 'Time control' }).getByText('5+3', { exact: true }).click();
  await dialog.getByRole('group', { name: 'Your colour' }).getByText('Red', { exact: true }).click();
  await dialog.getByLabel('Message (optional)').fill('A quick game?');
  await shot(desktop, 'friends-05a-challenge-form-desktop');
  await dialog.getByRole('button', { name: 'Send Challenge' }).click();
  await desktop.getByText('Challenge sent successfully!').waitFor();
  const sent = await openPanel(desktop, 'Challenges');
  await sent.getByRole('tab', { name: /Sent/ }).click();
  const sentItem = sent.getByRole('listitem', { name: bruno });
  await sentItem.getByText(/Expires in/).waitFor();
  await sentItem.getByText('Blitz 5+3 · you play red').waitFor();
  await shot(desktop, 'friends-05-challenge-sent-desktop');
  await sentItem.getByRole('button', { name: 'Details' }).click();
  const details = desktop.getByRole('dialog', { name: 'Challenge Details' });
  await details.getByText('Blitz 5+3').waitFor();
  await details.getByText('You play red').waitFor();
  await shot(desktop, 'friends-05b-challenge-details-desktop');
  await details.getByRole('button', { name: 'Close' }).click();

  // Bruno is told, with the clock and his colour, opens his challenges and accepts: both are taken
  // into the game.
  await phone.getByText(`${alice} challenged you to a game! Blitz 5+3 · you play black`).waitFor();
  await shot(phone, 'friends-06a-challenge-toast-phone');
  const received = await openPanel(phone, 'Challenges');
  const challenge = received.getByRole('listitem', { name: alice });
  await challenge.getByText('A quick game?').waitFor();
  await challenge.getByText('Blitz 5+3 · you play black').waitFor();
  await shot(phone, 'friends-06-challenge-received-phone');
  await challenge.getByRole('button', { name: 'Accept' }).click();
  for (const page of [desktop, phone]) await page.getByTestId('turn').waitFor({ timeout: 15_000 });
  await desktop.getByText(`${bruno} accepted your challenge! Blitz 5+3 · you play red`).waitFor();
  const roomOf = async (page: Page): Promise<string> =>
    (
      (await page
        .getByText(/^Room [A-Z0-9]{6}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
  assert.equal(await roomOf(desktop), await roomOf(phone));
  // Answered, the challenge's notice goes.
  await phone.getByText(/challenged you to a game!/).waitFor({ state: 'hidden' });
  // On the challenge's clock and colours.
  assert.equal(await roleOf(desktop), 'red');
  assert.equal(await roleOf(phone), 'black');
  for (const page of [desktop, phone])
    assert.equal(await page.getByTestId('time-control').innerText(), '⏱ 5+3');

  // The same game for both: the first move is seen on both boards.
  const game = shortScriptedWin();
  const blackPage = phone;
  await blackPage.getByTestId('turn').getByText('Your turn').waitFor();
  await playMoveByName(blackPage, game.moves[0]!, 'black');
  for (const page of [desktop, phone]) await waitForMove(page, game.moves[0]!, 'black');
  await shot(desktop, 'friends-07-game-desktop');
  await shot(phone, 'friends-07-game-phone');
});
