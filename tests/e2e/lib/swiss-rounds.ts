// The tournament scenario's Swiss event played through from the interface: five players, so each
// round has two pairings and a bye. Every game is reached by being taken to it (the user socket's
// tournament_paired); each pairing plays its ballot twice, the second game with the colours
// reversed, two moves a side on the board and then: the chosen champion's opponent resigns, else
// the first game is drawn by agreement and red resigns the second. The champion's pairing ends
// first each round and its players go back to the tournament's page (the round cannot move on
// before the other pairing ends); the other pair is taken straight on to the next round. In the
// first round the player with the bye watches a game from the tournament's page and comes back by
// the game screen's tournament line. At the end: the scores (win 1, draw ½, a bye 2 as a pairing
// won) as the server and the standings give them, the tie-breaks shown, the podium, and the
// champion's achievement.
import assert from 'node:assert/strict';
import type { Tournament, TournamentGame } from '@checkers/protocol';
import { shot } from './stack.js';
import {
  agreeDraw,
  detail,
  playOpening,
  resign,
  scoreText,
  seatedAt,
  until,
  type Player,
  type Seated,
} from './tournaments.js';

export interface SwissPlay {
  readonly baseUrl: string;
  /** Upcoming, with every player joined. */
  readonly swiss: Tournament;
  readonly players: readonly Player[];
  /** Who wins every game played. */
  readonly champion: Player;
}

const ROUNDS = 3;

export async function playSwiss({ baseUrl, swiss, players, champion }: SwissPlay): Promise<void> {
  const byId = new Map(players.map((p) => [p.id, p]));
  const scores = new Map(players.map((p) => [p.id, 0]));
  const add = (player: Player, points: number): void => {
    scores.set(player.id, scores.get(player.id)! + points);
  };
  const plays = (game: Seated, player: Player): boolean => game.red === player || game.black === player;
  const ofRound = async (round: number, count: number): Promise<TournamentGame[]> =>
    until(
      `${count} games in round ${round}`,
      async () => {
        const games = (await detail(baseUrl, swiss.id)).games.filter((g) => g.round === round);
        return games.length === count ? games : undefined;
      },
      Math.max(0, Date.parse(swiss.starts_at) - Date.now()) + 20_000,
    );
  /** The game screen names the event, the round and which of the ballot's two games it is. */
  const lineSays = (player: Player, round: number, leg: number) =>
    player.page
      .getByTestId('tournament-line')
      .filter({ hasText: `${swiss.name} · Round ${round} of ${ROUNDS} · Game ${leg} of 2` })
      .waitFor();
  const finish = async (game: Seated, leg: 1 | 2): Promise<void> => {
    if (plays(game, champion)) {
      await resign(game.red === champion ? game.black : game.red, champion);
      add(champion, 1);
    } else if (leg === 1) {
      await agreeDraw(game.red, game.black);
      add(game.red, 0.5);
      add(game.black, 0.5);
    } else {
      await resign(game.red, game.black);
      add(game.black, 1);
    }
  };
  const back = async (player: Player): Promise<void> => {
    await player.page.getByTestId('game-over').getByRole('button', { name: 'Back to tournament' }).click();
    await player.page.getByRole('heading', { name: swiss.name }).waitFor();
  };
  const shotDevices = new Set<string>();

  for (let round = 1; round <= ROUNDS; round++) {
    const paired = await ofRound(round, 2);
    assert.ok(
      paired.every((g) => g.ballot !== null),
      'each pairing plays a drawn ballot',
    );
    const seated: Seated[] = paired.map((g) => ({
      code: g.room_code,
      red: byId.get(g.red_id)!,
      black: byId.get(g.black_id)!,
    }));
    const bye = players.find((p) => !seated.some((game) => plays(game, p)))!;
    // A bye is worth a pairing won: both of its games.
    add(bye, 2);
    // The champion's pairing first.
    seated.sort((a, b) => Number(plays(b, champion)) - Number(plays(a, champion)));

    await Promise.all(
      seated.map(async (game) => {
        await seatedAt(game);
        await lineSays(game.red, round, 1);
        await game.red.page.getByTestId('ballot').waitFor();
        for (const player of [game.red, game.black]) {
          if (round !== 1 || shotDevices.has(player.device)) continue;
          shotDevices.add(player.device);
          await shot(player.page, `tournaments-07-swiss-game-${player.device}`);
        }
        await playOpening(game, 'red');
        await finish(game, 1);
      }),
    );

    // Each pairing's second game: the same ballot, the colours reversed.
    const games = await ofRound(round, 4);
    const seconds: Seated[] = seated.map((first) => {
      const again = games.find((g) => g.red_id === first.black.id && g.black_id === first.red.id);
      assert.ok(again, `${first.red.name} and ${first.black.name} play again with the colours reversed`);
      const ballot = games.find((g) => g.room_code === first.code)!.ballot;
      assert.equal(again.ballot, ballot, 'the second game plays the same ballot');
      return { code: again.room_code, red: first.black, black: first.red };
    });
    await Promise.all(
      seconds.map(async (game) => {
        await seatedAt(game);
        await lineSays(game.black, round, 2);
        await playOpening(game, 'red');
      }),
    );
    const [first, last] = seconds as [Seated, Seated];

    // In the first round the player with the bye, on the tournament's page, watches a game and
    // comes back by the game screen's tournament line.
    if (round === 1) {
      await bye.page.getByText('You have a bye this round (2 points).', { exact: false }).waitFor();
      await bye.page
        .getByRole('list', { name: 'Tournament games' })
        .getByRole('listitem')
        .filter({ hasText: last.red.name })
        .filter({ hasText: 'Playing' })
        .getByRole('button', { name: 'Watch' })
        .click();
      await bye.page.getByText(`Room ${last.code}`, { exact: true }).waitFor();
      await lineSays(bye, round, 2);
      await bye.page.getByTestId('ballot').waitFor();
      await shot(bye.page, `tournaments-08-swiss-watch-${bye.device}`);
      await bye.page.getByTestId('tournament-line').getByRole('link', { name: swiss.name }).click();
      await bye.page.getByRole('heading', { name: swiss.name }).waitFor();
    }

    // The champion's pairing ends first and goes back to the tournament's page.
    await finish(first, 2);
    for (const player of [first.red, first.black]) await back(player);
    const standings = first.red.page.getByRole('table', { name: 'Standings' });
    await standings
      .getByRole('row')
      .filter({ hasText: first.red.name })
      .locator('td.standings__score')
      .filter({ hasText: new RegExp(`^${scoreText(scores.get(first.red.id)!)}$`) })
      .waitFor();
    if (round === 1) await shot(champion.page, `tournaments-09-swiss-standings-${champion.device}`);
    // The other one's players are taken on to the next round from the game's end, or go back to
    // the page after the last.
    await finish(last, 2);
    if (round === ROUNDS) for (const player of [last.red, last.black]) await back(player);
  }

  const done = await until(
    'the Swiss event to finish',
    async () => {
      const now = await detail(baseUrl, swiss.id);
      return now.tournament.status === 'finished' ? now : undefined;
    },
    20_000,
  );
  assert.equal(done.tournament.winner_id, champion.id);
  assert.deepEqual(
    done.standings.map((s) => [byId.get(s.user_id)!.name, s.score]),
    done.standings.map((s) => [byId.get(s.user_id)!.name, scores.get(s.user_id)]),
    'win 1, draw ½, a bye 2',
  );
  assert.equal(done.standings[0]!.user_id, champion.id);

  // The champion, on the tournament's page, unlocks the achievement and sees the podium, and the
  // standings with their tie-breaks.
  await champion.page
    .getByRole('status')
    .filter({ hasText: 'Achievement unlocked!' })
    .filter({ hasText: 'Tournament Champion' })
    .first()
    .waitFor({ timeout: 10_000 });
  const podium = champion.page.getByRole('region', { name: 'Podium' });
  await podium
    .getByRole('listitem')
    .filter({ hasText: 'Champion' })
    .filter({ hasText: champion.name })
    .waitFor();
  const table = champion.page.getByRole('table', { name: 'Standings' });
  for (const header of ['Bu', 'SB']) await table.getByRole('columnheader', { name: header }).waitFor();
  for (const standing of done.standings) {
    const cells = await table
      .getByRole('row')
      .filter({ hasText: byId.get(standing.user_id)!.name })
      .locator('td')
      .allTextContents();
    assert.deepEqual(
      [cells[0], cells[3], cells[4], cells[5]],
      [
        String(standing.rank),
        scoreText(standing.score),
        scoreText(standing.buchholz!),
        scoreText(standing.sonneborn_berger!),
      ],
      `${byId.get(standing.user_id)!.name}'s rank, score and tie-breaks`,
    );
  }
  await shot(champion.page, `tournaments-10-swiss-podium-${champion.device}`);
  const desktop = players.find((p) => p.device === 'desktop')!;
  await desktop.page.goto(`${baseUrl}/?tournament=${swiss.id}`);
  await desktop.page.getByRole('region', { name: 'Podium' }).waitFor();
  await shot(desktop.page, `tournaments-10-swiss-podium-${desktop.device}`);
}
