// A short arena with four browsers, two phones and two desktops, as newcomers would play it: one
// player creates it from the home page (Custom 0.5+0, one minute, starting now) and joins, the
// others open its link and join; the arena pairs them and takes each straight into a game; each
// game is played on the board and won by resignation once the arena has stopped pairing; the
// winners go back to the tournament's page, which shows their points; at the end the page shows
// the podium and the champion unlocks Tournament Champion. Then a Swiss event with ACF ballots is
// created and joined before its start.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { legalMoves, makePosition } from '@checkers/engine';
import {
  tournamentDetailReplySchema,
  tournamentReplySchema,
  type TournamentDetail,
} from '@checkers/protocol';
import type { Page } from 'playwright-core';
import { clickMove, readPosition, waitForMove } from './lib/board.js';
import { registerInLobby, roleOf } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

interface Player {
  readonly name: string;
  readonly page: Page;
  readonly id: string;
  readonly device: 'phone' | 'desktop';
}

/** The arena stops pairing this long before its end (the rules' floor, which a 0.5+0 clock gets). */
const PAIRING_CUTOFF_MS = 30_000;

async function detail(id: string): Promise<TournamentDetail> {
  const reply = await fetch(`${stack.baseUrl}/api/tournaments/${id}`);
  assert.equal(reply.status, 200);
  return tournamentDetailReplySchema.parse(await reply.json());
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The side to move plays its first legal move on the board; the opponent's board shows it. */
async function ply(mover: Page, opponent: Page): Promise<void> {
  const color = await roleOf(mover);
  await mover.getByTestId('turn').getByText('Your turn').waitFor();
  const seen = await readPosition(mover);
  const move = legalMoves(makePosition(seen.black, seen.red, seen.kings, color))[0]!;
  await clickMove(mover, move);
  await waitForMove(opponent, move, color);
}

test('an arena of four is created, joined, played and won from the interface', async () => {
  const suffix = randomBytes(3).toString('hex');
  const players: Player[] = [];
  for (const [name, device] of [
    ['alice', 'desktop'],
    ['bruno', 'phone'],
    ['carla', 'desktop'],
    ['dario', 'phone'],
  ] as const) {
    const { page } = await stack.newPlayer(
      name,
      device === 'phone' ? { phone: true } : { viewport: { width: 1280, height: 800 } },
    );
    await page.goto(stack.baseUrl);
    const id = await registerInLobby(page, `${name}_${suffix}`);
    players.push({ name: `${name}_${suffix}`, page, id, device });
  }
  const [host] = players as [Player, ...Player[]];

  // The host creates the arena from the home page's Tournaments section.
  const section = host.page.getByRole('region', { name: 'Tournaments' });
  await section.getByRole('button', { name: 'Create tournament' }).click();
  const form = host.page.getByRole('dialog', { name: 'Create tournament' });
  await form.getByLabel('Name').fill(`Friday Arena ${suffix}`);
  await form.getByText('Arena', { exact: true }).click();
  const picker = form.getByRole('group', { name: 'Time control' });
  await picker.getByText('Custom', { exact: true }).click();
  await picker.getByLabel('Minutes').fill('0.5');
  await picker.getByLabel('Increment (s)').fill('0');
  await form.getByLabel('Starts').selectOption('now');
  await form.getByLabel('Duration (minutes)').fill('1');
  await shot(host.page, 'tournaments-01-create-arena-desktop');
  const created = host.page.waitForResponse(
    (r) => r.url().endsWith('/api/tournaments') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create' }).click();
  const reply = await created;
  assert.equal(reply.status(), 201);
  const { tournament } = tournamentReplySchema.parse(await reply.json());
  assert.equal(tournament.kind, 'arena');
  const endsAt = Date.parse(tournament.ends_at!);

  // Everyone joins from the tournament's page: the host where the form left it, the others by link.
  for (const player of players) {
    if (player !== host) await player.page.goto(`${stack.baseUrl}/?tournament=${tournament.id}`);
    await player.page.getByRole('heading', { name: `Friday Arena ${suffix}` }).waitFor();
    await player.page.getByRole('button', { name: 'Join', exact: true }).click();
  }
  // Paired, each player is taken straight into a game.
  for (const player of players) await player.page.getByTestId('turn').waitFor({ timeout: 20_000 });
  const paired = await until(
    'two games',
    async () => {
      const now = await detail(tournament.id);
      return now.games.length === 2 ? now : undefined;
    },
    10_000,
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  const games = paired.games.map((game) => ({
    code: game.room_code,
    red: byId.get(game.red_id)!,
    black: byId.get(game.black_id)!,
  }));
  assert.deepEqual(new Set(games.flatMap((g) => [g.red.id, g.black.id])).size, 4, 'four players, two games');
  await shot(games[0]!.black.page, `tournaments-02-paired-${games[0]!.black.device}`);

  // Two moves each on the board in both games, black first.
  for (let step = 0; step < 4; step++) {
    for (const game of games) {
      const [mover, opponent] = step % 2 === 0 ? [game.black, game.red] : [game.red, game.black];
      await ply(mover.page, opponent.page);
    }
  }
  // Once the arena has stopped pairing, red resigns in one game and black in the other.
  const closed = endsAt - PAIRING_CUTOFF_MS - Date.now();
  if (closed > -2_000) await new Promise((resolve) => setTimeout(resolve, closed + 2_000));
  const winners: Player[] = [];
  for (const [index, game] of games.entries()) {
    const [loser, winner] = index === 0 ? [game.red, game.black] : [game.black, game.red];
    await loser.page.getByRole('button', { name: 'Resign' }).click();
    await loser.page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
    winners.push(winner);
  }

  // The winners go back to the tournament's page: two points each, two games in the list.
  for (const winner of winners) {
    await winner.page.getByTestId('game-over').getByRole('button', { name: 'Back to tournament' }).click();
    const standings = winner.page.getByRole('table', { name: 'Standings' });
    await standings.getByRole('row').filter({ hasText: winner.name }).filter({ hasText: '2' }).waitFor();
    await shot(winner.page, `tournaments-03-standings-${winner.device}`);
  }

  // The arena ends on time: the podium, and the champion's achievement.
  const finished = await until(
    'the arena to finish',
    async () => {
      const now = await detail(tournament.id);
      return now.tournament.status === 'finished' ? now : undefined;
    },
    Math.max(0, endsAt - Date.now()) + 20_000,
  );
  const first = finished.standings[0]!;
  assert.ok(
    winners.some((w) => w.id === first.user_id),
    'a winner of a game is first',
  );
  assert.equal(finished.tournament.winner_id, first.user_id);
  assert.deepEqual(
    finished.standings.map((s) => s.score),
    [2, 2, 0, 0],
  );
  // The champion, on the tournament's page since the game, hears of the achievement at once and
  // sees the podium there.
  const champion = byId.get(first.user_id)!;
  await champion.page
    .getByRole('status')
    .filter({ hasText: 'Achievement unlocked!' })
    .filter({ hasText: 'Tournament Champion' })
    .first()
    .waitFor({ timeout: 10_000 });
  const podium = champion.page.getByRole('region', { name: 'Podium' });
  await podium.getByText(champion.name).waitFor();
  await shot(champion.page, `tournaments-04-podium-${champion.device}`);

  // A Swiss event with ACF ballots, created for later and joined before its start.
  await host.page.goto(stack.baseUrl);
  await host.page
    .getByRole('region', { name: 'Tournaments' })
    .getByRole('button', { name: 'Create tournament' })
    .click();
  const swissForm = host.page.getByRole('dialog', { name: 'Create tournament' });
  await swissForm.getByLabel('Name').fill(`Club Swiss ${suffix}`);
  await swissForm.getByText('Swiss', { exact: true }).click();
  await swissForm.getByRole('group', { name: 'Time control' }).getByText('5+3', { exact: true }).click();
  await swissForm.getByLabel('Starts').selectOption('15');
  await swissForm.getByLabel('Rounds').selectOption('5');
  await swissForm.getByRole('switch', { name: 'ACF ballots' }).click();
  await shot(host.page, 'tournaments-05-create-swiss-desktop');
  await swissForm.getByRole('button', { name: 'Create' }).click();
  await host.page.getByRole('heading', { name: `Club Swiss ${suffix}` }).waitFor();
  await host.page.getByRole('button', { name: 'Join', exact: true }).click();
  await host.page.getByRole('button', { name: 'Withdraw', exact: true }).waitFor();
  const phone = players.find((p) => p.device === 'phone')!;
  await phone.page.goto(stack.baseUrl);
  await phone.page
    .getByRole('region', { name: 'Tournaments' })
    .getByRole('button', { name: 'Tournaments' })
    .click();
  await phone.page.getByRole('dialog', { name: 'Tournaments' }).getByText(`Club Swiss ${suffix}`).click();
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await phone.page.getByRole('table', { name: 'Standings' }).getByText(host.name).waitFor();
  await shot(phone.page, 'tournaments-06-swiss-upcoming-phone');
});
