// The server goes away mid-game: both players see the connection status while it is down, the
// sockets reconnect with backoff when it is back, and the game goes on from the stored state.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { START_POSITION, legalMoves, play } from '@checkers/engine';
import type { Page } from 'playwright-core';
import { clickMove, waitForMove } from './lib/board.js';
import { roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

test('the game survives a server restart', async () => {
  const creator = await stack.newPlayer('restart-creator');
  await creator.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await creator.page.getByTestId('room-code').textContent()) ?? '').trim();
  const joiner = await stack.newPlayer('restart-joiner');
  await joiner.page.goto(`${stack.baseUrl}/?code=${code}`);
  await creator.page.getByTestId('turn').waitFor();
  await joiner.page.getByTestId('turn').waitFor();
  const creatorIsBlack = ((await creator.page.getByTestId('role').textContent()) ?? '').includes('Black');
  const black: Page = creatorIsBlack ? creator.page : joiner.page;
  const red: Page = creatorIsBlack ? joiner.page : creator.page;

  const first = legalMoves(START_POSITION)[0]!;
  await black.getByTestId('turn').getByText('Your turn').waitFor();
  await clickMove(black, first);
  await waitForMove(red, first, 'black');

  await stack.restartServer(4_000, async () => {
    for (const page of [black, red]) {
      await page
        .getByTestId('connection')
        .getByText(/Reconnecting\.\.\. \(attempt \d+\/10\)/)
        .waitFor();
    }
    await shot(red, 'restart-01-server-down');
  });
  for (const page of [black, red]) {
    await page.getByTestId('connection').getByText('Connected').waitFor({ timeout: 60_000 });
  }
  await shot(red, 'restart-02-reconnected');

  const reply = legalMoves(play(START_POSITION, first))[0]!;
  await red.getByTestId('turn').getByText('Your turn').waitFor();
  await clickMove(red, reply);
  await waitForMove(black, reply, 'red');
  await black.getByTestId('turn').getByText('Your turn').waitFor();
});

test('a player who leaves lets the other claim the win', async () => {
  const creator = await stack.newPlayer('claim-creator');
  await creator.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await creator.page.getByTestId('room-code').textContent()) ?? '').trim();
  const joiner = await stack.newPlayer('claim-joiner');
  await joiner.page.goto(`${stack.baseUrl}/?code=${code}`);
  await creator.page.getByTestId('turn').waitFor();
  await joiner.page.getByTestId('turn').waitFor();
  // Two moves each first: a game left before that is aborted, not won (fair play).
  const creatorIsBlack = ((await creator.page.getByTestId('role').textContent()) ?? '').includes('Black');
  const byColor = {
    black: creatorIsBlack ? creator.page : joiner.page,
    red: creatorIsBlack ? joiner.page : creator.page,
  };
  let position = START_POSITION;
  for (let ply = 0; ply < 4; ply++) {
    const move = legalMoves(position)[0]!;
    const mover = byColor[position.turn];
    await mover.getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(mover, move);
    await waitForMove(byColor.black, move, position.turn);
    await waitForMove(byColor.red, move, position.turn);
    position = play(position, move);
  }
  // The site's bare address takes a player of a game still going on back to the seat.
  await joiner.page.goto(stack.baseUrl);
  await joiner.page.getByTestId('turn').waitFor();
  assert.equal(await roleOf(joiner.page), creatorIsBlack ? 'red' : 'black');
  assert.match(joiner.page.url(), /[?&]code=[A-Z0-9]{6}/);
  await joiner.context.close();
  // The server gives the win once the opponent has been away long enough (3 s in this test): the
  // button counts down to it and is enabled only then, so no click meets a refusal.
  await creator.page.getByText(/Your opponent left the game - you can claim the win in 0:0[1-3]/).waitFor();
  assert.equal(await creator.page.getByRole('button', { name: 'Claim win' }).isDisabled(), true);
  await shot(creator.page, 'claim-01-opponent-left');
  await creator.page.getByRole('button', { name: 'Claim win' }).click({ timeout: 10_000 });
  await creator.page.getByTestId('game-over').getByText('You won! 🎉').waitFor();
  await creator.page.getByTestId('game-over').getByText('The opponent left the game').waitFor();
  await shot(creator.page, 'claim-02-won');
});
