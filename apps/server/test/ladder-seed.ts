// A rated ladder written straight into the tables, for leaderboard tests and benchmarks: accounts,
// finished rated rooms, the rating history and the ratings it gives, optionally friendships and
// yesterday's rank snapshots. Deterministic for a seed and a `now`. Everything goes in one
// transaction of multi-row inserts, which is what makes 100,000 accounts take seconds, not hours.
import { createRandom, randomInt, type Random } from '@checkers/engine';
import { seasonOf, usernameSkeleton, type Region } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../src/database-schema.js';
import { hashPassword } from '../src/modules/accounts/index.js';
import { newRoomRow } from '../src/modules/rooms/index.js';
import {
  drawGames,
  endReasonOf,
  ranked,
  ranksOf,
  replay,
  type PoolStanding,
  type SeedChange,
  type SeedGame,
  type Standings,
} from './ladder-seed-history.js';
import { makePeople, pick, type SeedPerson } from './ladder-seed-people.js';
import { writeRows } from './ladder-seed-write.js';
import { roomCodeOf, seasonBefore, startOfYesterday } from './ladder-seed-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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
  readonly games: number;
  readonly byRegion: Readonly<Record<Region, number>>;
}

/** What was seeded. */
export interface SeededLadder {
  readonly now: Date;
  /** Every account, in creation order (friendships go to the first ones). */
  readonly accounts: readonly SeededAccount[];
  /** Keyed by pool: 'global' and each season with games. */
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
    })),
    rating_changes: history.changes.map((change) => changeRow(change, options.seed)),
    ratings: [...history.standings.values()].flatMap((pool) => [...pool.values()].map(ratingRow)),
    rank_snapshots: snapshotAt === undefined ? [] : snapshotRows(history.snapshot, snapshotPools, snapshotAt),
    friendships,
  });
  return summary(people, games.length, history.standings, friendships, now, snapshotAt);
}

function firstGames(games: readonly SeedGame[]): Map<string, Date> {
  const first = new Map<string, Date>();
  for (const game of games)
    for (const person of [game.red, game.black])
      if (!first.has(person.id)) first.set(person.id, game.finishedAt);
  return first;
}

function lastGames(games: readonly SeedGame[]): Map<string, Date> {
  const last = new Map<string, Date>();
  for (const game of games) for (const person of [game.red, game.black]) last.set(person.id, game.finishedAt);
  return last;
}

/** Seen after their last game, over the last days; one in twenty within the last five minutes. */
function lastSeen(random: Random, lastGame: Date | undefined, now: Date): Date {
  if (random() < 0.05) return new Date(now.getTime() - randomInt(random, 5 * MINUTE_MS - 1000));
  const from = lastGame?.getTime() ?? now.getTime() - 30 * DAY_MS;
  // Never before their last game, and (unless that was minutes ago) not recent enough to look online.
  return new Date(
    Math.max(from, Math.min(now.getTime() - 5 * MINUTE_MS, from + randomInt(random, 2 * DAY_MS))),
  );
}

function userRows(random: Random, people: readonly SeedPerson[], games: readonly SeedGame[], now: Date) {
  const first = firstGames(games);
  const last = lastGames(games);
  return people.map((person) => {
    const joined =
      (first.get(person.id)?.getTime() ?? now.getTime()) - MINUTE_MS - randomInt(random, 10 * DAY_MS);
    return {
      id: person.id,
      kind: 'account' as const,
      display_name: person.displayName,
      created_at: new Date(joined).toISOString(),
      last_seen_at: lastSeen(random, last.get(person.id), now).toISOString(),
    };
  });
}

function accountRows(
  random: Random,
  users: readonly { created_at: string }[],
  people: readonly SeedPerson[],
  hash: string,
) {
  // Usernames unique ignoring case may still read alike (`a_b`, `a-b`): the later keeps a key of
  // its own, as the migration that brought skeletons in does.
  const skeletons = new Set<string>();
  const skeletonOf = (username: string): string => {
    const skeleton = usernameSkeleton(username);
    const key = skeletons.has(skeleton) ? `legacy:${username.toLowerCase()}` : skeleton;
    skeletons.add(key);
    return key;
  };
  return people.map((person, i) => ({
    user_id: person.id,
    username: person.username,
    username_key: person.username.toLowerCase(),
    username_skeleton: skeletonOf(person.username),
    password_hash: hash,
    avatar_url: random() < 0.3 ? `https://avatars.example.com/${person.id}.png` : '',
    country: person.country,
    role: 'player' as const,
    created_at: users[i]?.created_at ?? '',
  }));
}

function roomRows(random: Random, games: readonly SeedGame[], seed: number) {
  return games.map((game) => {
    const finished = game.finishedAt.getTime();
    const started = finished - (3 + randomInt(random, 25)) * MINUTE_MS;
    return {
      ...newRoomRow({
        code: roomCodeOf(game.index, seed),
        status: 'finished',
        red_user_id: game.red.id,
        black_user_id: game.black.id,
        created_at: new Date(started - randomInt(random, 2 * MINUTE_MS)).toISOString(),
        started_at: new Date(started).toISOString(),
        // Its events are not stored; the version says how many there were.
        version: 2 + randomInt(random, 80),
        rated: 1,
      }),
      winner: game.winner,
      end_reason: endReasonOf(random, game.winner),
      finished_at: game.finishedAt.toISOString(),
    };
  });
}

const changeRow = (change: SeedChange, seed: number) => ({
  room_code: roomCodeOf(change.roomIndex, seed),
  user_id: change.userId,
  pool: change.pool,
  opponent_id: change.opponentId,
  score: change.score,
  old_rating: change.oldRating,
  new_rating: change.newRating,
  old_rd: change.oldRd,
  new_rd: change.newRd,
  opponent_rating: change.opponentRating,
  expected_score: change.expectedScore,
  played_at: change.playedAt,
});

const ratingRow = (standing: PoolStanding) => ({
  user_id: standing.userId,
  pool: standing.pool,
  rating: standing.rating,
  rd: standing.rd,
  volatility: standing.volatility,
  peak: standing.peak,
  games: standing.games,
  wins: standing.wins,
  losses: standing.losses,
  draws: standing.draws,
  streak: standing.streak,
  region: standing.region,
  last_game_at: standing.lastGameAt,
});

function snapshotRows(snapshot: Standings | undefined, pools: readonly string[], day: Date) {
  const dayText = day.toISOString().slice(0, 10);
  return pools.flatMap((pool) =>
    ranksOf(snapshot?.get(pool) ?? new Map()).map((row) => ({
      pool,
      day: dayText,
      user_id: row.userId,
      rank: row.rank,
      region_rank: row.regionRank,
    })),
  );
}

/** A few accepted friendships for each of the first `count` accounts, asked in both directions. */
function makeFriendships(random: Random, people: readonly SeedPerson[], count: number, now: Date) {
  const pairs = new Set<string>();
  const rows: { user_id: string; friend_id: string; status: 'accepted'; created_at: string }[] = [];
  for (const person of people.slice(0, count)) {
    for (let made = 0, tries = 0; made < 5 && tries < 50 && people.length > 1; tries++) {
      const other = pick(random, people);
      const key = [person.id, other.id].sort().join(' ');
      if (other.id === person.id || pairs.has(key)) continue;
      pairs.add(key);
      const [asker, asked] = made % 2 === 0 ? [person, other] : [other, person];
      const created = new Date(now.getTime() - randomInt(random, 60 * DAY_MS)).toISOString();
      rows.push({ user_id: asker.id, friend_id: asked.id, status: 'accepted', created_at: created });
      made++;
    }
  }
  return rows;
}

function poolSummary(pool: ReadonlyMap<string, PoolStanding>): SeededPool {
  const byRegion: Record<Region, number> = { US: 0, EU: 0, Asia: 0, Other: 0 };
  let appearances = 0;
  for (const standing of pool.values()) {
    byRegion[standing.region as Region]++;
    appearances += standing.games;
  }
  return { players: pool.size, games: appearances / 2, byRegion };
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
