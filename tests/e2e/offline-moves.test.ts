// A player loses the network mid-game: the move made offline is checked in the page, shown on the
// board at once, listed as waiting to sync and counted ('1 move to sync'); when the network is back
// it is sent with its client move id, the opponent sees it, and the indicator clears. On a phone and
// on a desktop.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { START_POSITION, legalMoves, makeSquare, play, type Position } from '@checkers/engine';
import type { Page } from 'playwright-core';
import { clickMove, waitForMove, waitForSquare } from './lib/board.js';
import { roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

async function offlineMove(label: 'phone' | 'desktop'): Promise<void> {
  const host = await stack.newPlayer(`offline-host-${label}`);
  await host.page.goto(`${stack.baseUrl}/?action=create`);
  const code = ((await host.page.getByTestId('room-code').textContent()) ?? '').trim();
  const guest = await stack.newPlayer(
    `offline-guest-${label}`,
    label === 'phone' ? { phone: true } : { viewport: { width: 1280, height: 800 } },
  );
  await guest.page.goto(`${stack.baseUrl}/?code=${code}`);
  await host.page.getByTestId('turn').waitFor();
  await guest.page.getByTestId('turn').waitFor();
  const guestColor = await roleOf(guest.page);
  const hostColor = guestColor === 'black' ? 'red' : 'black';

  // Black moves first: when the guest is red, the host opens while everyone is online.
  let position: Position = START_POSITION;
  if (hostColor === 'black') {
    const opening = legalMoves(position)[0]!;
    await host.page.getByTestId('turn').getByText('Your turn').waitFor();
    await clickMove(host.page, opening);
    await waitForMove(guest.page, opening, 'black');
    position = play(position, opening);
  }

  const indicator = (page: Page) => page.getByTestId('offline-indicator');
  await guest.page.getByTestId('turn').getByText('Your turn').waitFor();
  await guest.context.setOffline(true);
  await indicator(guest.page).getByText('Offline').waitFor();
  await guest.page.getByText("You're offline. Moves will be saved and synced when reconnected.").waitFor();

  // The move made offline shows at once, and waits in the queue.
  const move = legalMoves(position)[0]!;
  await clickMove(guest.page, move);
  await waitForMove(guest.page, move, guestColor);
  await indicator(guest.page)
    .getByText(/1 move to sync/)
    .waitFor();
  // The move list has it, marked as waiting.
  const written = `${makeSquare(move.from)}-${makeSquare(move.to)}`;
  const moves = guest.page.getByRole('list', { name: 'Moves' });
  await moves.getByText(written).waitFor();
  await moves.getByText('waiting to sync').waitFor();
  await guest.page.getByText('Move saved - will sync when online').waitFor();
  assert.match((await guest.page.getByTestId('turn').textContent()) ?? '', /Opponent's turn/);
  // The opponent has not seen it: it has not left the page.
  await waitForSquare(host.page, makeSquare(move.to), 'empty');
  await shot(guest.page, `offline-moves-01-saved-${label}`);

  // Back online: the queue is sent, the opponent sees the move, and the indicator clears.
  await guest.context.setOffline(false);
  await waitForMove(host.page, move, guestColor, 30_000);
  await guest.page.getByText('Move synced successfully').waitFor();
  await indicator(guest.page).waitFor({ state: 'hidden', timeout: 15_000 });
  await waitForMove(guest.page, move, guestColor);
  // The move list, from the server's record, has the synced move, no longer waiting.
  await moves.getByText(written).waitFor();
  await moves.getByText('waiting to sync').waitFor({ state: 'detached' });
  await shot(guest.page, `offline-moves-02-synced-${label}`);

  // The game goes on from the synced move.
  position = play(position, move);
  const reply = legalMoves(position)[0]!;
  await host.page.getByTestId('turn').getByText('Your turn').waitFor();
  await clickMove(host.page, reply);
  await waitForMove(guest.page, reply, hostColor);
  await guest.page.getByTestId('turn').getByText('Your turn').waitFor();
  await shot(host.page, `offline-moves-03-host-after-sync-${label}`);

  await host.context.close();
  await guest.context.close();
}

test('a move made offline on a phone is shown, counted and synced', async () => {
  await offlineMove('phone');
});

test('a move made offline on a desktop is shown, counted and synced', async () => {
  await offlineMove('desktop');
});
