// A seeded ladder of a few thousand accounts with their game history, on a fresh server, for the
// leaderboard tests that check every order, rank, total and figure against the same thing worked
// out from the stored rows: the rows by pool in the promised order, the usernames, yesterday's
// snapshot, and helpers to compare a page with a slice of rows.
import { leaderboardPageSchema, type LeaderboardPage } from '@checkers/protocol';
import { expect } from 'vitest';
import type { RatingsTable } from '../src/modules/ratings/index.js';
import { dayBefore } from '../src/modules/leaderboard/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { seedLadder, type SeededLadder } from './ladder-seed.js';

export const DAY = 86_400_000;

/** The seeded server and what the tests compare its answers with. */
export interface Seeded {
  readonly server: TestServer;
  readonly ladder: SeededLadder;
  readonly client: Client;
  /** Ratings rows by pool, in the expected order. */
  readonly pools: Map<string, RatingsTable[]>;
  readonly usernames: Map<string, string>;
  /** Yesterday's snapshot of the global pool, by user id. */
  readonly snapshot: Map<string, { rank: number; region_rank: number }>;
}

/** The order the leaderboards promise: rating, highest first, then user id. */
const byRank = (a: RatingsTable, b: RatingsTable): number =>
  b.rating - a.rating || (a.user_id < b.user_id ? -1 : 1);

/** Starts a server and seeds the ladder (3000 accounts, 4500 games, friends, yesterday's snapshot). */
export async function startSeeded(): Promise<Seeded> {
  const pools = new Map<string, RatingsTable[]>();
  const usernames = new Map<string, string>();
  const snapshot = new Map<string, { rank: number; region_rank: number }>();
  const server = await startServer();
  const db = server.app.services.storage.db;
  const ladder = await seedLadder(db, {
    accounts: 3000,
    games: 4500,
    seed: 11,
    friendsOf: 10,
    snapshotYesterday: true,
  });
  const ratings = await db.selectFrom('ratings').selectAll().execute();
  for (const row of ratings) pools.set(row.pool, [...(pools.get(row.pool) ?? []), row]);
  for (const rows of pools.values()) rows.sort(byRank);
  for (const account of await db.selectFrom('accounts').select(['user_id', 'username']).execute())
    usernames.set(account.user_id, account.username);
  const snapshotRows = await db
    .selectFrom('rank_snapshots')
    .selectAll()
    .where('pool', '=', 'global')
    .where('day', '=', dayBefore(new Date()))
    .execute();
  for (const row of snapshotRows) snapshot.set(row.user_id, row);
  const client = await new Client(server.url).init();
  return { server, ladder, client, pools, usernames, snapshot };
}

/** A board page, checked against its schema. */
export const pageOf = async (as: Client, path: string): Promise<LeaderboardPage> => {
  const reply = await as.get<LeaderboardPage>(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return leaderboardPageSchema.parse(reply.body);
};

/** The expected ids and ranks of a slice of rows, ranked from `firstRank`. */
export const expected = (rows: readonly RatingsTable[], firstRank: number) =>
  rows.map((row, i) => ({
    user_id: row.user_id,
    rank: firstRank + i,
    current_rating: Math.round(row.rating),
  }));
export const actual = (page: { entries: LeaderboardPage['entries'] }) =>
  page.entries.map((entry) => ({
    user_id: entry.user_id,
    rank: entry.rank,
    current_rating: entry.current_rating,
  }));
