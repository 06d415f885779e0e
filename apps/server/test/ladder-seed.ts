// A rated ladder written straight into the tables, for leaderboard tests and benchmarks: accounts,
// finished rated rooms, the rating history and the ratings it gives, optionally friendships and
// yesterday's rank snapshots. Deterministic for a seed and a `now`. Everything goes in one
// transaction of multi-row inserts, which is what makes 100,000 accounts take seconds, not hours.
// The rows themselves are built in ladder-seed-rows.ts.
import { createRandom } from '@checkers/engine';
import { ratingSpeedOf, seasonOf, type Region } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../src/database-schema.js';
import { hashPassword } from '../src/modules/accounts/index.js';
import { drawGames, ranked, replay, type PoolStanding, type Standings } from './ladder-seed-history.js';
import { makePeople, type SeedPerson } from './ladder-seed-people.js';
import {
  accountRows,
  changeRow,
  makeFriendships,
  ratingRow,
  roomRows,
  snapshotRows,
  userRows,
} from './ladder-seed-rows.js';
import { writeRows } from './ladder-seed-write.js';
import { roomCodeOf, seasonBefore, startOfYesterday } from './ladder-seed-time.js';

/** Every seeded account signs in with this password. */
export const SEEDED_PASSWORD = 'ladder-password';

/** What to seed. */
export interface LadderSeedOptions {
  readonly accounts: number;
  /** Rated games; the first accounts / 2 of them give every player (all but the idle few) a game. */
  readonly games: number;
  readonly seed: number;
  /** The present of the ladder (default: the real now). Games lie in the 120 days before it. */
  readonly now?: Date;
  /** The first this-many accounts get a few accepted friendships each (default 0). */
  readonly friendsOf?: number;
  /** Write yesterday's rank snapshots (pools 'global' and the current season; default false). */
  readonly snapshotYesterday?: boolean;
}

/** A seeded account. */
export interface SeededAccount {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly country: string | null;
  readonly region: Region;
  /** Global rating, or null for an account that never played. */
  readonly rating: number | null;
  /** Global games played. */
  readonly games: number;
}

/** A pool's size. */
export interface SeededPool {
  readonly players: number;
  /** The players' user ids. */
  readonly members: readonly string[];
  readonly games: number;
  readonly byRegion: Readonly<Record<Region, number>>;
}

/** What was seeded. */
export interface SeededLadder {
  readonly now: Date;
  /** Every account, in creation order (friendships go to the first ones). */
  readonly accounts: readonly SeededAccount[];
  /** Keyed by pool: 'global', each season with games, each speed (all time and by season). */
  readonly pools: Readonly<Record<string, SeededPool>>;
  readonly games: number;
  readonly currentSeason: string;
  readonly previousSeason: string;
  /** Picked by global rating; `noGames` is an account without any game (no ratings rows). */
  readonly named: {
    readonly top: SeededAccount;
    readonly median: SeededAccount;
    readonly bottom: SeededAccount;
    readonly noGames: SeededAccount | undefined;
  };
  /** As stored: `userId` asked `friendId`; all accepted. */
  readonly friendships: readonly { readonly userId: string; readonly friendId: string }[];
  /** The day (YYYY-MM-DD) of the rank snapshots written, or null. */
  readonly snapshotDay: string | null;
}

// One scrypt per process: every account shares the hash, so sign-in works with SEEDED_PASSWORD.
let passwordHash: Promise<string> | undefined;
const seededPasswordHash = (): Promise<string> => (passwordHash ??= hashPassword(SEEDED_PASSWORD));

/** Accounts that never play: 2 % of them (at least one once there are ten accounts). */
const idleCount = (accounts: number): number => (accounts >= 10 ? Math.max(1, Math.floor(accounts / 50)) : 0);

/** Seeds a ladder into an empty (migrated) database and says what it made. */
export async function seedLadder(db: Kysely<Database>, options: LadderSeedOptions): Promise<SeededLadder> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed);
  const people = makePeople(random, options.accounts);
  const players = people.slice(0, people.length - idleCount(people.length));
  const games = drawGames(random, players, options.games, now);
  const snapshotAt = options.snapshotYesterday === true ? startOfYesterday(now) : undefined;
  const snapshotPools = ['global', seasonOf(now)];
  const history = replay(games, snapshotAt, snapshotPools);
  const friendships = makeFriendships(random, people, options.friendsOf ?? 0, now);
  const users = userRows(random, people, games, now);
  // Parents first: the foreign keys are checked row by row.
  await writeRows(db, {
    users,
    accounts: accountRows(random, users, people, await seededPasswordHash()),
    rooms: roomRows(random, games, options.seed),
    rated_games: games.map((game) => ({
      room_code: roomCodeOf(game.index, options.seed),
      season: seasonOf(game.finishedAt),
      rated_at: game.finishedAt.toISOString(),
      time_control: JSON.stringify(game.timeControl),
      speed: ratingSpeedOf(game.timeControl),
    })),
    rating_changes: history.changes.map((change) => changeRow(change, options.seed)),
    ratings: [...history.standings.values()].flatMap((pool) => [...pool.values()].map(ratingRow)),
    rank_snapshots: snapshotAt === undefined ? [] : snapshotRows(history.snapshot, snapshotPools, snapshotAt),
    friendships,
  });
  return summary(people, games.length, history.standings, friendships, now, snapshotAt);
}

function poolSummary(pool: ReadonlyMap<string, PoolStanding>): SeededPool {
  const byRegion: Record<Region, number> = { US: 0, EU: 0, Asia: 0, Other: 0 };
  let appearances = 0;
  for (const standing of pool.values()) {
    byRegion[standing.region as Region]++;
    appearances += standing.games;
  }
  return { players: pool.size, members: [...pool.keys()], games: appearances / 2, byRegion };
}

function summary(
  people: readonly SeedPerson[],
  games: number,
  standings: Standings,
  friendships: readonly { user_id: string; friend_id: string }[],
  now: Date,
  snapshotAt: Date | undefined,
): SeededLadder {
  const global = standings.get('global') ?? new Map<string, PoolStanding>();
  const accounts = people.map((person): SeededAccount => {
    const standing = global.get(person.id);
    const { id, username, displayName, country, region } = person;
    return {
      id,
      username,
      displayName,
      country,
      region,
      rating: standing?.rating ?? null,
      games: standing?.games ?? 0,
    };
  });
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const order = ranked(global).map((standing) => byId.get(standing.userId) as SeededAccount);
  const fallback = accounts[0] as SeededAccount;
  return {
    now,
    accounts,
    pools: Object.fromEntries([...standings].map(([pool, table]) => [pool, poolSummary(table)])),
    games,
    currentSeason: seasonOf(now),
    previousSeason: seasonBefore(now),
    named: {
      top: order[0] ?? fallback,
      median: order[Math.floor(order.length / 2)] ?? fallback,
      bottom: order[order.length - 1] ?? fallback,
      noGames: accounts.find((account) => account.games === 0),
    },
    friendships: friendships.map((row) => ({ userId: row.user_id, friendId: row.friend_id })),
    snapshotDay: snapshotAt === undefined ? null : snapshotAt.toISOString().slice(0, 10),
  };
}
