// A small hand-made ladder for the leaderboard tests, whose every rank and figure the tests work
// out: twelve rated players (five tied), one without games, a guest, three rated games, friendships
// and yesterday's rank snapshot, on a fresh server; and helpers to read its boards.
import { leaderboardPageSchema, seasonOf, type LeaderboardPage } from '@checkers/protocol';
import { expect } from 'vitest';
import { dayBefore } from '../src/modules/leaderboard/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { befriend, insertGames, insertPlayers, insertSnapshot } from './leaderboard-fixtures.js';

export const DAY = 86_400_000;
export const now = new Date();
export const ago = (days: number): string => new Date(now.getTime() - days * DAY).toISOString();
export const season = seasonOf(now);
/** The fixture's games played in the current season (the one 40 days ago may be in the last). */
export const seasonGames = [40, 10, 2].filter((days) => seasonOf(new Date(ago(days))) === season).length;

/** The ladder's server, an anonymous client and one signed in as AliceKing (lb_a). */
export interface Ladder {
  readonly server: TestServer;
  readonly anonymous: Client;
  readonly alice: Client;
}

/** Starts a server and writes the ladder into its database. */
export async function startLadder(): Promise<Ladder> {
  const server = await startServer();
  const db = server.app.services.storage.db;
  const tie = (n: number) => ({
    id: `lb_t${n}`,
    username: `Tie${n}`,
    ratings: { global: { rating: 1300, region: 'Other' } },
  });
  await insertPlayers(db, [
    {
      id: 'lb_a',
      username: 'AliceKing',
      displayName: 'Alice K.',
      country: 'US',
      lastSeenAt: ago(0),
      ratings: {
        global: { rating: 1900, rd: 60, peak: 1950, games: 10, wins: 7, losses: 2, draws: 1, streak: 3, region: 'US' },
        [season]: { rating: 1500, region: 'US' },
      },
    },
    {
      id: 'lb_b',
      username: 'BobRed',
      country: 'FR',
      lastSeenAt: ago(1),
      ratings: { global: { rating: 1750.4, streak: -2, region: 'EU' }, [season]: { rating: 1650, region: 'EU' } },
    },
    { id: 'lb_c', username: 'carol_x', country: 'DE', ratings: { global: { rating: 1600, region: 'EU' }, '2020-Q1': { rating: 1400, region: 'EU' } } },
    { id: 'lb_d', username: 'DaveCrown', country: 'US', ratings: { global: { rating: 1600, region: 'US' } } },
    {
      id: 'lb_e',
      username: 'EveKing',
      country: 'JP',
      ratings: { global: { rating: 1450, rd: 200, region: 'Asia', lastGameAt: ago(60) } },
    },
    ...[1, 2, 3, 4, 5].map(tie),
    { id: 'lb_f', username: 'FrankJump', ratings: { global: { rating: 1200, region: 'Other' }, [season]: { rating: 1300, region: 'Other' } } },
    { id: 'lb_g', username: 'GinaKing', country: 'US', ratings: { global: { rating: 980, region: 'US' } } },
    { id: 'lb_n', username: 'NoGames', country: 'FR' },
    { id: 'lb_guest', username: 'unused', guest: true },
  ]); // prettier-ignore
  await insertGames(db, [
    { room: 'LBG001', red: 'lb_a', black: 'lb_b', redScore: 1, playedAt: ago(40), season: seasonOf(new Date(ago(40))), redRating: [1850, 1870], blackRating: [1780, 1765], redExpected: 0.6 },
    { room: 'LBG002', red: 'lb_b', black: 'lb_a', redScore: 0.5, playedAt: ago(10), season, redRating: [1765, 1760], blackRating: [1870, 1880], redExpected: 0.45 },
    { room: 'LBG003', red: 'lb_a', black: 'lb_e', redScore: 1, playedAt: ago(2), season, redRating: [1880, 1900], blackRating: [1460, 1450], redExpected: 0.8 },
  ]); // prettier-ignore
  await befriend(db, 'lb_a', 'lb_b');
  await befriend(db, 'lb_c', 'lb_a');
  await befriend(db, 'lb_a', 'lb_d', 'pending');
  await befriend(db, 'lb_e', 'lb_f');
  await insertSnapshot(db, 'global', dayBefore(now), [
    { userId: 'lb_a', rank: 2, regionRank: 2 },
    { userId: 'lb_b', rank: 1, regionRank: 1 },
    { userId: 'lb_c', rank: 5, regionRank: 3 },
  ]);
  const anonymous = await new Client(server.url).init();
  const alice = await new Client(server.url).init();
  alice.token = await server.app.services.identities.issueToken('lb_a');
  return { server, anonymous, alice };
}

/** A board page, checked against its schema. */
export const pageOf = async (client: Client, path: string) => {
  const reply = await client.get<LeaderboardPage>(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return leaderboardPageSchema.parse(reply.body);
};
export const ids = (page: { entries: { user_id: string }[] }) => page.entries.map((entry) => entry.user_id);
export const GLOBAL_ORDER = [
  'lb_a',
  'lb_b',
  'lb_c',
  'lb_d',
  'lb_e',
  'lb_t1',
  'lb_t2',
  'lb_t3',
  'lb_t4',
  'lb_t5',
  'lb_f',
  'lb_g',
];
