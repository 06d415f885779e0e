// The rows of a seeded ladder, one table at a time: users and accounts, the finished rated rooms,
// rating changes and ratings from the replayed history, rank snapshots and friendships.
import { randomInt, type Random } from '@checkers/engine';
import { usernameSkeleton } from '@checkers/protocol';
import { newRoomRow } from '../src/modules/rooms/index.js';
import {
  endReasonOf,
  ranksOf,
  type PoolStanding,
  type SeedChange,
  type SeedGame,
  type Standings,
} from './ladder-seed-history.js';
import { pick, type SeedPerson } from './ladder-seed-people.js';
import { roomCodeOf } from './ladder-seed-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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

/** The users rows: joined before their first game, last seen after their last. */
export function userRows(
  random: Random,
  people: readonly SeedPerson[],
  games: readonly SeedGame[],
  now: Date,
) {
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

/** The accounts rows, all sharing one password hash. */
export function accountRows(
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

/** A finished rated room for each game. */
export function roomRows(random: Random, games: readonly SeedGame[], seed: number) {
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
        time_control: game.timeControl.kind === 'untimed' ? null : JSON.stringify(game.timeControl),
      }),
      winner: game.winner,
      end_reason: endReasonOf(random, game.winner),
      finished_at: game.finishedAt.toISOString(),
    };
  });
}

/** A rating_changes row. */
export const changeRow = (change: SeedChange, seed: number) => ({
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

/** A ratings row. */
export const ratingRow = (standing: PoolStanding) => ({
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

/** The rank_snapshots rows of the given pools for a day. */
export function snapshotRows(snapshot: Standings | undefined, pools: readonly string[], day: Date) {
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
export function makeFriendships(random: Random, people: readonly SeedPerson[], count: number, now: Date) {
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
