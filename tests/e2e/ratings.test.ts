// Two people register in two browsers (one on a desktop, one on a phone), play a rated game to a
// win, see their rating change pop up, and then look themselves up on the leaderboard: the Global
// board, My Rank, Analytics and Compare Players, and the lobby's rating card afterwards.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { LeaderboardEntry } from '@checkers/protocol';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { Page } from 'playwright-core';
import { playMoveByName, waitForMove } from './lib/board.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { roleOf } from './lib/players.js';
import { checkLeaderboard, registerAt, shown, standingAt, type Color, type Player } from './lib/ratings.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

const standing = (id: string): Promise<LeaderboardEntry> => standingAt(stack.baseUrl, id);
const register = (page: Page, username: string, country: string, device: string): Promise<Player> =>
  registerAt(stack.baseUrl, page, username, country, device);

test('two registered players play a rated game and find the result on the leaderboard', async () => {
  const started = Date.now();
  const game = shortScriptedWin();
  const suffix = randomBytes(3).toString('hex');
  const desktop = await stack.newPlayer('desktop', { viewport: { width: 1280, height: 800 } });
  const phone = await stack.newPlayer('phone', { phone: true });
  const [alice, bruno] = await Promise.all([
    register(desktop.page, `alice_${suffix}`, 'US', 'desktop'),
    register(phone.page, `bruno_${suffix}`, 'FR', 'phone'),
  ]);

  // Alice creates the room; Bruno joins with the code.
  await alice.page.getByRole('button', { name: 'Create Room' }).click();
  const codeBox = alice.page.getByTestId('room-code');
  await codeBox.waitFor();
  const code = ((await codeBox.textContent()) ?? '').trim();
  assert.match(code, /^[A-Z0-9]{6}$/);
  await bruno.page.getByLabel('Room code').fill(code);
  await bruno.page.getByRole('button', { name: 'Join Room' }).click();

  // Both see that the game counts for the ladder.
  for (const player of [alice, bruno]) {
    await player.page.getByTestId('turn').waitFor();
    await player.page.getByTestId('rated').getByText('Rated game', { exact: true }).waitFor();
    await shot(player.page, `ratings-02-rated-badge-${player.device}`);
  }

  const seats: Record<Color, Player> = { black: alice, red: bruno };
  if ((await roleOf(alice.page)) === 'red') [seats.black, seats.red] = [bruno, alice];
  assert.equal(await roleOf(seats.red.page), 'red');

  let ended = 0;
  for (let ply = 0; ply < game.moves.length; ply++) {
    const move = game.moves[ply]!;
    const color = game.positions[ply]!.turn;
    const mover = seats[color].page;
    await mover.getByTestId('turn').getByText('Your turn').waitFor();
    await playMoveByName(mover, move, color);
    if (ply === game.moves.length - 1) ended = Date.now();
    for (const player of [alice, bruno]) await waitForMove(player.page, move, color);
  }

  // Within 5 s of the last move both see their change; it goes after its 5 s.
  const winner = seats[game.winner];
  const loser = seats[game.winner === 'black' ? 'red' : 'black'];
  const popups = await Promise.all(
    [winner, loser].map(async (player) => {
      const title = player === winner ? 'Rating Increased' : 'Rating Decreased';
      const popup = player.page.getByRole('status').filter({ hasText: title });
      await popup.waitFor({ timeout: Math.max(1, 5_000 - (Date.now() - ended)) });
      const seen = Date.now();
      const text = (await popup.textContent()) ?? '';
      await shot(player.page, `ratings-03-popup-${player.device}`);
      return { player, popup, text, seen };
    }),
  );
  for (const { seen } of popups) assert.ok(seen - ended < 5_000, `popup after ${seen - ended} ms`);

  const entries: Record<string, LeaderboardEntry> = {
    [alice.id]: await standing(alice.id),
    [bruno.id]: await standing(bruno.id),
  };
  const up = entries[winner.id]!;
  const down = entries[loser.id]!;
  assert.ok(up.current_rating > 1200 && down.current_rating < 1200);
  assert.equal(up.games_won, 1);
  assert.equal(down.games_lost, 1);
  for (const { player, text } of popups) {
    const entry = entries[player.id]!;
    const delta = Math.round(entry.current_rating) - 1200;
    const title = player === winner ? 'Rating Increased' : 'Rating Decreased';
    const figures = `1200 → ${shown(entry)}`.replace('?', '\\?');
    const change = `\\(${delta > 0 ? '\\+' : ''}${delta}\\)`;
    assert.match(text, new RegExp(`^${title}\\s*${figures}\\s*${change}$`));
  }
  await winner.page.getByTestId('game-over').getByText('You won! 🎉').waitFor();
  await loser.page.getByTestId('game-over').getByText('You lost. Better luck next time!').waitFor();

  // The popup stays about 5 s, then goes by itself.
  await Promise.all(
    popups.map(async ({ popup, seen }) => {
      await popup.waitFor({ state: 'detached', timeout: 8_000 });
      const shownFor = Date.now() - seen;
      assert.ok(shownFor > 3_500 && shownFor < 7_000, `popup shown for ${shownFor} ms`);
    }),
  );

  for (const player of [alice, bruno]) {
    await player.page.getByTestId('game-over').getByRole('button', { name: 'Back to Lobby' }).click();
    await player.page.getByRole('button', { name: 'Create Room' }).waitFor();
  }
  await Promise.all([
    checkLeaderboard(winner, loser, true, entries),
    checkLeaderboard(loser, winner, false, entries),
  ]);
  console.log(`ratings scenario: ${game.moves.length} plies, ${Date.now() - started} ms`);
});
