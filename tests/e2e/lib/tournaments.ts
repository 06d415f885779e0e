// What the tournament scenario does again and again: read a tournament as the server has it, wait
// for something to happen there, play a game's first moves on the board and end it as a player
// would (resigning, or a draw offered and accepted).
import assert from 'node:assert/strict';
import { legalMoves, makePosition } from '@checkers/engine';
import { tournamentDetailReplySchema, type TournamentDetail } from '@checkers/protocol';
import type { Page } from 'playwright-core';
import { clickMove, readPosition, waitForMove } from './board.js';
import { roleOf } from './players.js';

/** A player of the scenario: the account's name and id, its page, and the page's size. */
export interface Player {
  readonly name: string;
  readonly page: Page;
  readonly id: string;
  readonly device: 'phone' | 'desktop';
}

/** One tournament game as the players sit at it. */
export interface Seated {
  readonly code: string;
  readonly red: Player;
  readonly black: Player;
}

/** The tournament as GET /api/tournaments/{id} gives it. */
export async function detail(baseUrl: string, id: string): Promise<TournamentDetail> {
  const reply = await fetch(`${baseUrl}/api/tournaments/${id}`);
  assert.equal(reply.status, 200);
  return tournamentDetailReplySchema.parse(await reply.json());
}

/** Polls `read` every half second until it gives a value. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The side to move plays its first legal move on the board; the opponent's board shows it. */
export async function ply(mover: Page, opponent: Page): Promise<void> {
  const color = await roleOf(mover);
  await mover.getByTestId('turn').getByText('Your turn').waitFor();
  const seen = await readPosition(mover);
  const move = legalMoves(makePosition(seen.black, seen.red, seen.kings, color))[0]!;
  await clickMove(mover, move);
  await waitForMove(opponent, move, color);
}

/**
 * Two moves of each side, `first` to move first (black from the start position, red after a
 * ballot's three moves): a game that ends sooner is aborted, not a result.
 */
export async function playOpening(game: Seated, first: 'red' | 'black'): Promise<void> {
  const order = first === 'red' ? [game.red, game.black] : [game.black, game.red];
  for (let step = 0; step < 4; step++) await ply(order[step % 2]!.page, order[(step + 1) % 2]!.page);
}

/** Both players see the game `code` on their screens. */
export async function seatedAt(game: Seated): Promise<void> {
  for (const player of [game.red, game.black])
    await player.page.getByText(`Room ${game.code}`, { exact: true }).waitFor({ timeout: 20_000 });
}

/** The player resigns, confirming it; the opponent's screen shows the game over. */
export async function resign(loser: Player, winner: Player): Promise<void> {
  await loser.page.getByRole('button', { name: 'Resign' }).click();
  await loser.page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
  await winner.page.getByTestId('game-over').waitFor();
}

/** One player offers a draw and the other accepts it. */
export async function agreeDraw(offerer: Player, accepter: Player): Promise<void> {
  await offerer.page.getByRole('button', { name: 'Offer draw' }).click();
  await accepter.page
    .getByRole('group', { name: 'Draw offer' })
    .getByRole('button', { name: 'Accept draw' })
    .click();
  await offerer.page.getByTestId('game-over').waitFor();
}

/** Opens a tournament from the home page's Tournaments list (the whole list, in its dialog). */
export async function openFromLobby(baseUrl: string, player: Player, name: string): Promise<void> {
  await player.page.goto(baseUrl);
  await player.page
    .getByRole('region', { name: 'Tournaments' })
    .getByRole('button', { name: 'Tournaments' })
    .click();
  await player.page.getByRole('dialog', { name: 'Tournaments' }).getByText(name).click();
}

/** A score or tie-break as the standings write it: 2½, ½, 3, 2¾, ¼ (never below zero). */
export function scoreText(score: number): string {
  const quarters = Math.round(score * 4);
  if (Math.abs(score * 4 - quarters) > 1e-9) return String(Math.round(score * 100) / 100);
  const whole = Math.trunc(quarters / 4);
  const fraction = ['', '¼', '½', '¾'][quarters % 4]!;
  return fraction === '' ? String(whole) : `${whole === 0 ? '' : whole}${fraction}`;
}
