// Spectating for real: a visitor finds a running game in the lobby's Live games and watches it,
// chats with a second spectator, a moderator deletes a message and mutes a user, following a player
// turns the board, and the players see no spectator chat while their game runs. The players talk
// in their own Game chat (one on a desktop, one on a phone), which no spectator ever sees.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { clickMove, square, waitForMove } from './lib/board.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { roleOf } from './lib/players.js';
import { openSettings } from './lib/settings.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const DESKTOP = { width: 1280, height: 800 };

/** Whether the board shows rank 1 at the bottom (a1 below h8). */
async function rankOneAtBottom(page: Page): Promise<boolean> {
  const a1 = await square(page, 'a1').boundingBox();
  const h8 = await square(page, 'h8').boundingBox();
  assert.ok(a1 !== null && h8 !== null);
  return a1.y > h8.y;
}

/** Registers through the lobby's dialog. */
async function register(page: Page, username: string): Promise<void> {
  await page.goto(stack.baseUrl);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(`Pw-${randomBytes(8).toString('hex')}!`);
  const replied = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  const reply = await replied;
  assert.equal(reply.status(), 201, await reply.text());
  await page.getByRole('heading', { name: `Signed in as ${username}` }).waitFor();
}

/** From the lobby: the only live game's Watch button. */
async function watchFromLobby(page: Page): Promise<void> {
  const list = page.getByRole('list', { name: 'Live games' });
  await list.getByRole('listitem').first().waitFor({ timeout: 15_000 });
  await list.getByRole('button', { name: 'Watch' }).first().click();
  await page.getByText('You are spectating').waitFor();
  await page.getByRole('region', { name: 'Spectator chat' }).waitFor();
}

const chatLine = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Spectator chat' })
    .getByTestId('chat-log')
    .getByRole('listitem')
    .filter({ hasText: text });

/** Whether a text box's placeholder shows whole in its box (measured in the box's own font). */
async function placeholderFits(box: Locator): Promise<boolean> {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null || input.placeholder === '') return false;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

const gameChatLine = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Game chat' }).getByRole('listitem').filter({ hasText: text });

/** Writes in the players' own chat. */
async function tell(page: Page, text: string): Promise<void> {
  const chat = page.getByRole('region', { name: 'Game chat' });
  await chat.getByRole('textbox', { name: 'Chat message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await gameChatLine(page, text).waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  const chat = page.getByRole('region', { name: 'Spectator chat' });
  const box = chat.getByRole('textbox', { name: 'Chat message' });
  await box.fill(text);
  await chat
    .getByTestId('chat-counter')
    .getByText(`${[...text].length}/200`)
    .waitFor();
  await chat.getByRole('button', { name: 'Send' }).click();
  await chatLine(page, text).waitFor();
}

test('live games, watching, chat, moderation and follow perspective', async () => {
  // Before any game the lobby says nothing is being played.
  const visitor = await stack.newPlayer('visitor', { phone: true });
  await visitor.page.goto(stack.baseUrl);
  await visitor.page.getByText('No games are being played right now').waitFor();
  await shot(visitor.page, 'spectate-01-lobby-empty-phone');

  // Two players start a game.
  const creator = await stack.newPlayer('creator', { viewport: DESKTOP });
  await creator.page.goto(stack.baseUrl);
  await creator.page.getByRole('button', { name: 'Create Room' }).click();
  const codeBox = creator.page.getByTestId('room-code');
  await codeBox.waitFor();
  const code = ((await codeBox.textContent()) ?? '').trim();
  const joiner = await stack.newPlayer('joiner', { phone: true });
  await joiner.page.goto(`${stack.baseUrl}/?code=${code}`);
  await creator.page.getByTestId('turn').waitFor();
  await joiner.page.getByTestId('turn').waitFor();
  const pages: Record<'black' | 'red', Page> = { black: creator.page, red: joiner.page };
  if ((await roleOf(creator.page)) === 'red') [pages.black, pages.red] = [joiner.page, creator.page];
  const game = shortScriptedWin();
  const play = async (ply: number): Promise<void> => {
    const color = game.positions[ply]!.turn;
    await pages[color].getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(pages[color], game.moves[ply]!);
    await waitForMove(pages[color], game.moves[ply]!, color);
  };
  await play(0);

  // The visitor finds it in Live games (refreshed while visible) and watches.
  const list = visitor.page.getByRole('list', { name: 'Live games' });
  // The list may first show the game as it started (0 moves): it is refreshed while visible.
  await list.getByRole('listitem').filter({ hasText: '1 move' }).first().waitFor({ timeout: 20_000 });
  const row = await list.getByRole('listitem').first().textContent();
  assert.match(row ?? '', /Guest \w+.*vs.*Guest \w+/);
  assert.match(row ?? '', /1 move/);
  await list.scrollIntoViewIfNeeded();
  await shot(visitor.page, 'spectate-02-lobby-live-games-phone');
  await list.getByRole('button', { name: 'Watch' }).click();
  await visitor.page.getByText('You are spectating').waitFor();
  const visitorChat = visitor.page.getByRole('region', { name: 'Spectator chat' });
  await visitorChat.waitFor();

  // A second spectator, on a desktop, watches too.
  const second = await stack.newPlayer('second', { viewport: DESKTOP });
  await second.page.goto(stack.baseUrl);
  await second.page.getByRole('list', { name: 'Live games' }).scrollIntoViewIfNeeded();
  await shot(second.page, 'spectate-03-lobby-live-games-desktop');
  await watchFromLobby(second.page);

  // They chat; markup in a message is shown as text.
  await say(visitor.page, 'hello from the phone');
  await chatLine(second.page, 'hello from the phone').waitFor();
  await say(second.page, '<b>Moderator ✔</b> not really');
  await chatLine(visitor.page, '<b>Moderator ✔</b> not really').waitFor();
  assert.equal(await chatLine(visitor.page, 'not really').getByLabel('Moderator').count(), 0);
  // The 1 s pause shows: Send is disabled right after a message.
  await visitorChat.getByRole('textbox', { name: 'Chat message' }).fill('too fast?');
  await visitor.page
    .getByRole('region', { name: 'Spectator chat' })
    .getByRole('button', { name: 'Send' })
    .click();
  await chatLine(visitor.page, 'too fast?').waitFor();
  assert.equal(
    await visitorChat.getByRole('button', { name: 'Send' }).isDisabled(),
    true,
    'Send waits a second after a message',
  );

  // The players see no spectator chat while their game runs.
  assert.equal(await creator.page.getByRole('region', { name: 'Spectator chat' }).count(), 0);
  assert.equal(await joiner.page.getByRole('region', { name: 'Spectator chat' }).count(), 0);
  await shot(creator.page, 'spectate-04-player-desktop-no-chat');
  // Both placeholders show whole, on the phone and on the desktop.
  for (const page of [visitor.page, second.page]) {
    const box = page
      .getByRole('region', { name: 'Spectator chat' })
      .getByRole('textbox', { name: 'Chat message' });
    assert.ok(await placeholderFits(box), 'the spectator chat placeholder fits');
  }

  // They talk in their own chat instead: open beside the board on the desktop...
  const creatorChat = creator.page.getByRole('region', { name: 'Game chat' });
  const creatorBox = creatorChat.getByRole('textbox', { name: 'Chat message' });
  assert.ok(await placeholderFits(creatorBox), 'the game chat placeholder fits on the desktop');
  // A refusal shows in the chat, and goes once a message goes through.
  await creatorBox.fill('x'.repeat(201));
  await creatorChat.getByRole('button', { name: 'Send' }).click();
  await creatorChat.getByRole('alert').getByText('Message too long (max 200 characters)').waitFor();
  await tell(creator.page, 'good luck, have fun');
  await creatorChat.getByRole('alert').waitFor({ state: 'detached' });
  // ... folded under the controls on the phone, the board whole above it, a count of what came.
  const joinerChat = joiner.page.getByRole('region', { name: 'Game chat' });
  await joinerChat.getByTestId('game-chat-unread').getByText('1 new').waitFor();
  const board = await joiner.page.getByRole('group', { name: 'Checkers board' }).boundingBox();
  const folded = await joinerChat.boundingBox();
  assert.ok(board !== null && folded !== null);
  assert.ok(board.y >= 0 && board.y + board.height <= 844, 'the board is whole on the phone screen');
  assert.ok(folded.y + folded.height <= 844, 'the folded chat is on the first screen');
  await shot(joiner.page, 'spectate-04b-game-chat-folded-phone');
  await joinerChat.getByRole('button', { name: 'Show chat' }).click();
  await gameChatLine(joiner.page, 'good luck, have fun').waitFor();
  assert.ok(await placeholderFits(joinerChat.getByRole('textbox', { name: 'Chat message' })));
  await tell(joiner.page, 'thanks, you too!');
  await gameChatLine(creator.page, 'thanks, you too!').waitFor();
  await gameChatLine(creator.page, '(you)').filter({ hasText: 'good luck' }).waitFor();
  await joinerChat.scrollIntoViewIfNeeded();
  await shot(joiner.page, 'spectate-04c-game-chat-open-phone');
  // Turned off in Settings, the chat goes; back on, the conversation is still there.
  const settings = await openSettings(joiner.page);
  await settings.getByRole('switch', { name: 'Game chat' }).click();
  await settings.getByRole('button', { name: 'Close' }).click();
  await joinerChat.waitFor({ state: 'detached' });
  await (await openSettings(joiner.page)).getByRole('switch', { name: 'Game chat' }).click();
  await joiner.page.keyboard.press('Escape');
  await joinerChat.getByRole('button', { name: 'Show chat' }).click();
  await gameChatLine(joiner.page, 'thanks, you too!').waitFor();
  await shot(creator.page, 'spectate-04d-game-chat-desktop');
  // No spectator sees any of it.
  for (const page of [visitor.page, second.page]) {
    assert.equal(await page.getByRole('region', { name: 'Game chat' }).count(), 0);
    assert.equal(await chatLine(page, 'good luck').count(), 0);
  }

  // A moderator registers, is granted the role by the operator's command, and watches.
  const moderator = await stack.newPlayer('moderator', { viewport: DESKTOP });
  const modName = `keeper${randomBytes(3).toString('hex')}`;
  await register(moderator.page, modName);
  stack.grantModerator(modName);
  await watchFromLobby(moderator.page);
  const modChat = moderator.page.getByRole('region', { name: 'Spectator chat' });
  await modChat.getByRole('region', { name: 'Moderation' }).waitFor();
  await chatLine(moderator.page, 'hello from the phone').waitFor();
  await say(moderator.page, 'Keep it friendly, please');
  // The real badge comes from the server's flag.
  await chatLine(visitor.page, 'Keep it friendly').getByLabel('Moderator').waitFor();
  assert.equal(await visitor.page.getByRole('region', { name: 'Moderation' }).count(), 0);
  await shot(moderator.page, 'spectate-05-moderator-desktop');

  // The moderator deletes the visitor's first message: it goes for everyone.
  await chatLine(moderator.page, 'hello from the phone')
    .getByRole('button', { name: /^Delete message/ })
    .click();
  await chatLine(visitor.page, 'hello from the phone').waitFor({ state: 'detached' });
  await chatLine(second.page, 'hello from the phone').waitFor({ state: 'detached' });

  // ... and mutes the second spectator, who can no longer write.
  await chatLine(moderator.page, 'not really')
    .getByRole('button', { name: /^Mute / })
    .click();
  const secondChat = second.page.getByRole('region', { name: 'Spectator chat' });
  await secondChat.getByText('You have been muted').first().waitFor();
  assert.equal(await secondChat.getByRole('textbox', { name: 'Chat message' }).isDisabled(), true);
  await chatLine(visitor.page, 'not really').waitFor({ state: 'detached' });
  await moderator.page.getByRole('list', { name: 'Muted users' }).waitFor();
  await shot(second.page, 'spectate-06-muted-desktop');

  // Figures follow the moves.
  await play(1);
  await visitor.page.getByTestId('analytics-moves').getByText('2', { exact: true }).waitFor();

  // Following a player turns the board: Game Board, Red Player, Black Player, Game Board.
  const follow = visitor.page.getByRole('button', { name: /^Follow/ });
  await follow.getByText('Game Board').waitFor();
  const neutral = await rankOneAtBottom(visitor.page);
  await follow.click();
  await follow.getByText('Red Player').waitFor();
  assert.equal(await rankOneAtBottom(visitor.page), neutral);
  await follow.click();
  await follow.getByText('Black Player').waitFor();
  assert.equal(await rankOneAtBottom(visitor.page), !neutral);
  await visitor.page.waitForTimeout(800); // the pieces' move to their new squares
  await shot(visitor.page, 'spectate-07-following-black-phone');
  await follow.click();
  await follow.getByText('Game Board').waitFor();
  assert.equal(await rankOneAtBottom(visitor.page), neutral);

  // The chat minimises, closes and comes back.
  await visitorChat.getByRole('button', { name: 'Minimise' }).click();
  await visitorChat.getByRole('textbox', { name: 'Chat message' }).waitFor({ state: 'detached' });
  await visitorChat.getByRole('button', { name: 'Expand' }).click();
  await visitorChat.getByRole('button', { name: 'Close chat' }).click();
  await visitor.page.getByRole('button', { name: /^Open chat/ }).click();
  await visitor.page.getByRole('region', { name: 'Spectator chat' }).waitFor();
  await visitor.page.getByRole('region', { name: 'Spectator chat' }).scrollIntoViewIfNeeded();
  await shot(visitor.page, 'spectate-08-spectator-chat-phone');
  await visitor.page.getByRole('region', { name: 'Game figures' }).scrollIntoViewIfNeeded();
  await shot(visitor.page, 'spectate-08b-spectator-figures-phone');

  // The game ends: the chat opens to the players, its history with it.
  const loser = game.winner === 'black' ? 'red' : 'black';
  await pages[loser].getByRole('button', { name: 'Resign' }).click();
  await pages[loser].getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  const afterChat = creator.page.getByRole('region', { name: 'Spectator chat' });
  await afterChat.waitFor();
  await chatLine(creator.page, 'Keep it friendly').waitFor();
  await creator.page.getByTestId('turn').getByText('Game over').waitFor();
  await shot(creator.page, 'spectate-09a-player-game-over-desktop');
  // The game-over dialog closes with Escape, to show the side panel behind it.
  await creator.page.keyboard.press('Escape');
  await afterChat.scrollIntoViewIfNeeded();
  await shot(creator.page, 'spectate-09-player-after-game-desktop');

  for (const p of [visitor, second, moderator, creator, joiner]) await p.context.close();
});
