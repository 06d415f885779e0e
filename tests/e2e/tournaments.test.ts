// Tournaments as newcomers play them, with four browsers (two phones, two desktops) and a fifth
// desktop. A short arena: one player creates it from the home page (Custom 0.5+0, one minute,
// starting now) and joins, the others open its link and join; the arena pairs them and takes each
// straight into a game; each game is played on the board and won by resignation once the arena has
// stopped pairing; the winners go back to the tournament's page, which shows their points; at the
// end the page shows the podium and the champion unlocks Tournament Champion. Meanwhile the fifth
// player creates a Swiss event with ACF ballots, three rounds, starting in a minute, which all five
// join from the interface; it is then played through (swiss-rounds.ts): every game reached by being
// taken to it, both games of each ballot with the colours reversed, a bye a round, and at the end
// the standings with their tie-breaks, the podium and a second champion.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { tournamentReplySchema } from '@checkers/protocol';
import { registerInLobby } from './lib/players.js';
import { shot, startStack, type Stack } from './lib/stack.js';
import { playSwiss } from './lib/swiss-rounds.js';
import { detail, openFromLobby, playOpening, until, type Player } from './lib/tournaments.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** The arena stops pairing this long before its end (the rules' floor, which a 0.5+0 clock gets). */
const PAIRING_CUTOFF_MS = 30_000;

test('an arena and a Swiss event with ballots are created, joined, played and won from the interface', async () => {
  const suffix = randomBytes(2).toString('hex');
  const players: Player[] = [];
  // The phones' names are as long as a username may be (20), for the podium and the standings.
  for (const [name, device] of [
    ['alice', 'desktop'],
    ['bruno_valentino', 'phone'],
    ['carla', 'desktop'],
    ['dario_fernandez', 'phone'],
    ['erik', 'desktop'],
  ] as const) {
    const { page } = await stack.newPlayer(
      name,
      device === 'phone' ? { phone: true } : { viewport: { width: 1280, height: 800 } },
    );
    await page.goto(stack.baseUrl);
    const id = await registerInLobby(page, `${name}_${suffix}`);
    players.push({ name: `${name}_${suffix}`, page, id, device });
  }
  const byId = new Map(players.map((p) => [p.id, p]));
  const arenaPlayers = players.slice(0, 4);
  const [host] = arenaPlayers as [Player, ...Player[]];
  const erik = players[4]!;

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
  for (const player of arenaPlayers) {
    if (player !== host) await player.page.goto(`${stack.baseUrl}/?tournament=${tournament.id}`);
    await player.page.getByRole('heading', { name: `Friday Arena ${suffix}` }).waitFor();
    await player.page.getByRole('button', { name: 'Join', exact: true }).click();
  }
  // Paired, each player is taken straight into a game.
  for (const player of arenaPlayers) await player.page.getByTestId('turn').waitFor({ timeout: 20_000 });
  const paired = await until(
    'two games',
    async () => {
      const now = await detail(stack.baseUrl, tournament.id);
      return now.games.length === 2 ? now : undefined;
    },
    10_000,
  );
  const games = paired.games.map((game) => ({
    code: game.room_code,
    red: byId.get(game.red_id)!,
    black: byId.get(game.black_id)!,
  }));
  assert.deepEqual(new Set(games.flatMap((g) => [g.red.id, g.black.id])).size, 4, 'four players, two games');
  // The game screen names its tournament.
  await games[0]!.black.page.getByTestId('tournament-line').getByText(`Friday Arena ${suffix}`).waitFor();
  await shot(games[0]!.black.page, `tournaments-02-paired-${games[0]!.black.device}`);

  // Two moves each on the board in both games, black first.
  await Promise.all(games.map((game) => playOpening(game, 'black')));

  // Once the arena has stopped pairing, red resigns in one game and black in the other.
  const closed = endsAt - PAIRING_CUTOFF_MS - Date.now();
  if (closed > -2_000) await new Promise((resolve) => setTimeout(resolve, closed + 2_000));
  const winners: Player[] = [];
  const losers: Player[] = [];
  for (const [index, game] of games.entries()) {
    const [loser, winner] = index === 0 ? [game.red, game.black] : [game.black, game.red];
    await loser.page.getByRole('button', { name: 'Resign' }).click();
    await loser.page.getByRole('alertdialog').getByRole('button', { name: 'Resign' }).click();
    winners.push(winner);
    losers.push(loser);
  }

  // While the arena finishes, the fifth player creates a Swiss event with ballots on, three rounds,
  // starting in a minute (time enough for the arena's winners to join after its end), and joins it.
  const swissName = `Club Swiss ${suffix}`;
  await erik.page
    .getByRole('region', { name: 'Tournaments' })
    .getByRole('button', { name: 'Create tournament' })
    .click();
  const swissForm = erik.page.getByRole('dialog', { name: 'Create tournament' });
  await swissForm.getByLabel('Name').fill(swissName);
  await swissForm.getByText('Swiss', { exact: true }).click();
  await swissForm.getByRole('group', { name: 'Time control' }).getByText('5+3', { exact: true }).click();
  await swissForm.getByRole('switch', { name: 'ACF ballots' }).click();
  await swissForm.getByLabel('Starts').selectOption('1');
  await swissForm.getByLabel('Rounds').selectOption('3');
  await shot(erik.page, 'tournaments-05-create-swiss-desktop');
  const swissCreated = erik.page.waitForResponse(
    (r) => r.url().endsWith('/api/tournaments') && r.request().method() === 'POST',
  );
  await swissForm.getByRole('button', { name: 'Create' }).click();
  const swiss = tournamentReplySchema.parse(await (await swissCreated).json()).tournament;
  assert.deepEqual([swiss.kind, swiss.rounds, swiss.ballots], ['swiss', 3, true]);
  await erik.page.getByRole('heading', { name: swissName }).waitFor();
  await erik.page.getByRole('button', { name: 'Join', exact: true }).click();
  await erik.page.getByRole('button', { name: 'Withdraw', exact: true }).waitFor();

  // The winners go back to the tournament's page: two points each, two games in the list.
  for (const winner of winners) {
    await winner.page.getByTestId('game-over').getByRole('button', { name: 'Back to tournament' }).click();
    const standings = winner.page.getByRole('table', { name: 'Standings' });
    const row = standings.getByRole('row').filter({ hasText: winner.name });
    await row.locator('td.standings__score').filter({ hasText: /^2$/ }).waitFor();
    await shot(winner.page, `tournaments-03-standings-${winner.device}`);
  }
  // The losers join the Swiss event: a phone from the home page's list, a desktop by its link.
  for (const loser of losers) await joinSwiss(loser);

  // The arena ends on time: the podium, and the champion's achievement.
  const finished = await until(
    'the arena to finish',
    async () => {
      const now = await detail(stack.baseUrl, tournament.id);
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

  // The winners join the Swiss event too, and it is played through; its champion is a phone's
  // player who is not the arena's.
  for (const winner of winners) await joinSwiss(winner);
  const swissChampion = players.find((p) => p.device === 'phone' && p !== champion)!;
  await playSwiss({ baseUrl: stack.baseUrl, swiss, players, champion: swissChampion });

  /** Joins the Swiss event before its start: a phone from the home page, a desktop by its link. */
  async function joinSwiss(player: Player): Promise<void> {
    if (player.device === 'phone') await openFromLobby(stack.baseUrl, player, swissName);
    else await player.page.goto(`${stack.baseUrl}/?tournament=${swiss.id}`);
    await player.page.getByRole('heading', { name: swissName }).waitFor();
    await player.page.getByRole('button', { name: 'Join', exact: true }).click();
    await player.page.getByRole('table', { name: 'Standings' }).getByText(player.name).waitFor();
    if (player.device === 'phone') await shot(player.page, 'tournaments-06-swiss-upcoming-phone');
  }
});
