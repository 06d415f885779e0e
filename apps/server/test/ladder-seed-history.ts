// The games of a seeded ladder and the ratings they give. Games are drawn first (who, when, who
// won, on which clock), then replayed in time order through the rating service's own arithmetic
// (standing.ts: one game per Glicko-2 rating period), in each pool the game counts in (overall and
// the season's, and a timed game's speed, all time and the season's), so every stored rating is
// exactly what its history gives, and what the server would have stored.
import { ratingSpeedOf, type TimeControl } from '@checkers/protocol';
import {
  afterGame,
  freshStanding,
  poolsOfGame,
  scoreOf,
  type Standing,
} from '../src/modules/ratings/index.js';
import { randomInt, type Random } from '@checkers/engine';
import { pick, type SeedPerson } from './ladder-seed-people.js';

const DAY_MS = 86_400_000;
/** How far back the games go: several months, so the previous season has games too. */
export const HISTORY_DAYS = 120;
/** Share of draws: checkers between equals is drawish. */
const DRAW_RATE = 0.12;

/** A drawn game, before rating. */
export interface SeedGame {
  readonly index: number;
  readonly red: SeedPerson;
  readonly black: SeedPerson;
  readonly winner: 'red' | 'black' | null;
  readonly finishedAt: Date;
  readonly timeControl: TimeControl;
}

/**
 * The clocks games are played on, in turn by the game's index (no draw of the random sequence, so
 * the rest of the seed is what it was before speeds): untimed, then each speed's.
 */
export const SEED_CONTROLS: readonly TimeControl[] = [
  { kind: 'untimed' },
  { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 },
  { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
  { kind: 'clock', initialSeconds: 600, incrementSeconds: 5 },
  { kind: 'clock', initialSeconds: 1800, incrementSeconds: 10 },
  { kind: 'correspondence', daysPerMove: 3 },
];

/** One player's standing in one pool, with who, where and when (a ratings row). */
export interface PoolStanding extends Standing {
  readonly userId: string;
  readonly pool: string;
  readonly region: string;
  readonly lastGameAt: string;
}

/** One player's change from one game in one pool (a rating_changes row). */
export interface SeedChange {
  readonly roomIndex: number;
  readonly userId: string;
  readonly pool: string;
  readonly opponentId: string;
  readonly score: number;
  readonly oldRating: number;
  readonly newRating: number;
  readonly oldRd: number;
  readonly newRd: number;
  readonly opponentRating: number;
  readonly expectedScore: number;
  readonly playedAt: string;
}

/**
 * Who plays: first everyone once (a shuffled pairing, so that every player has a rating), then
 * players picked by a skewed activity (a few play a lot) against opponents near their strength,
 * as matchmaking would pair them.
 */
function drawPairings(
  random: Random,
  players: readonly SeedPerson[],
  games: number,
): [SeedPerson, SeedPerson][] {
  const pairs: [SeedPerson, SeedPerson][] = [];
  if (players.length < 2) return pairs;
  const shuffled = [...players];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as SeedPerson, shuffled[i] as SeedPerson];
  }
  for (let i = 0; i + 1 < shuffled.length && pairs.length < games; i += 2)
    pairs.push([shuffled[i] as SeedPerson, shuffled[i + 1] as SeedPerson]);
  // Activity is independent of strength: the shuffled order ranks who plays most.
  const byStrength = [...players].sort((a, b) => a.strength - b.strength);
  const strengthIndex = new Map(byStrength.map((person, i) => [person.id, i]));
  const window = Math.max(2, Math.round(players.length * 0.03));
  while (pairs.length < games) {
    // random()^3 favours the first of the activity order: a few players play a lot.
    const player = shuffled[Math.floor(random() ** 3 * shuffled.length)] as SeedPerson;
    const at = strengthIndex.get(player.id) as number;
    const offset = (randomInt(random, window) + 1) * (random() < 0.5 ? -1 : 1);
    const other = Math.min(byStrength.length - 1, Math.max(0, at + offset));
    if (other !== at) pairs.push([player, byStrength[other] as SeedPerson]);
  }
  return pairs;
}

/** The winner by the hidden strengths (the usual logistic on 400 points), with some draws. */
function drawWinner(random: Random, red: SeedPerson, black: SeedPerson): 'red' | 'black' | null {
  if (random() < DRAW_RATE) return null;
  const redChance = 1 / (1 + 10 ** ((black.strength - red.strength) / 400));
  return random() < redChance ? 'red' : 'black';
}

/** Finishing times over the last HISTORY_DAYS days, sorted and strictly increasing. */
function drawTimes(random: Random, count: number, now: Date): Date[] {
  const end = now.getTime() - 60_000;
  const times = Array.from({ length: count }, () => end - Math.floor(random() * HISTORY_DAYS * DAY_MS));
  times.sort((a, b) => a - b);
  // Strictly increasing, so "the last game" of a player is never ambiguous.
  for (let i = 1; i < times.length; i++)
    times[i] = Math.max(times[i] as number, (times[i - 1] as number) + 1);
  return times.map((t) => new Date(t));
}

/** `count` games (fewer with under two players): who plays whom, when, and who wins; oldest first. */
export function drawGames(
  random: Random,
  players: readonly SeedPerson[],
  count: number,
  now: Date,
): SeedGame[] {
  const pairs = drawPairings(random, players, count);
  const times = drawTimes(random, pairs.length, now);
  // Pairings and times are drawn apart, so the "everyone once" games spread over the whole span.
  const order = pairs.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return times.map((finishedAt, index) => {
    const [a, b] = pairs[order[index] as number] as [SeedPerson, SeedPerson];
    const [red, black] = random() < 0.5 ? [a, b] : [b, a];
    const timeControl = SEED_CONTROLS[index % SEED_CONTROLS.length] as TimeControl;
    return { index, red, black, winner: drawWinner(random, red, black), finishedAt, timeControl };
  });
}

const startingStanding = (person: SeedPerson, pool: string): PoolStanding => ({
  ...freshStanding(),
  userId: person.id,
  pool,
  region: person.region,
  lastGameAt: '',
});

/** Every pool's standings, keyed by pool then user id. */
export type Standings = Map<string, Map<string, PoolStanding>>;

/** A copy of some pools of `standings` (the state a rank snapshot is taken from). */
export function copyPools(standings: Standings, pools: readonly string[]): Standings {
  return new Map(pools.map((pool) => [pool, new Map(standings.get(pool) ?? [])]));
}

/** The result of replaying the games. */
export interface Replay {
  readonly standings: Standings;
  readonly changes: SeedChange[];
  /** The standings just before the first game at or after `snapshotAt`, if asked for. */
  readonly snapshot: Standings | undefined;
}

/** Rates one game in one pool, updating `standings` and recording both changes. */
function rateInPool(game: SeedGame, pool: string, standings: Standings, changes: SeedChange[]): void {
  let table = standings.get(pool);
  if (table === undefined) standings.set(pool, (table = new Map()));
  const red = table.get(game.red.id) ?? startingStanding(game.red, pool);
  const black = table.get(game.black.id) ?? startingStanding(game.black, pool);
  const at = game.finishedAt.toISOString();
  for (const [me, them, score] of [
    [red, black, scoreOf(game.winner, 'red')],
    [black, red, scoreOf(game.winner, 'black')],
  ] as const) {
    // Both sides from the standings before the game, as the rating service computes them.
    const { standing, expected } = afterGame(me, them, score);
    table.set(me.userId, { ...me, ...standing, lastGameAt: at });
    changes.push({
      roomIndex: game.index,
      userId: me.userId,
      pool,
      opponentId: them.userId,
      score,
      oldRating: me.rating,
      newRating: standing.rating,
      oldRd: me.rd,
      newRd: standing.rd,
      opponentRating: them.rating,
      expectedScore: expected,
      playedAt: at,
    });
  }
}

/** Replays `games` in order; takes a snapshot of `snapshotPools` as they stood at `snapshotAt`. */
export function replay(
  games: readonly SeedGame[],
  snapshotAt?: Date,
  snapshotPools: readonly string[] = [],
): Replay {
  const standings: Standings = new Map();
  const changes: SeedChange[] = [];
  let snapshot: Standings | undefined;
  for (const game of games) {
    if (snapshotAt !== undefined && snapshot === undefined && game.finishedAt >= snapshotAt)
      snapshot = copyPools(standings, snapshotPools);
    for (const pool of poolsOfGame(ratingSpeedOf(game.timeControl), game.finishedAt))
      rateInPool(game, pool, standings, changes);
  }
  if (snapshotAt !== undefined && snapshot === undefined) snapshot = copyPools(standings, snapshotPools);
  return { standings, changes, snapshot };
}

/** A pool's standings, best first (rating, then user id, as the ranking index orders them). */
export function ranked(pool: ReadonlyMap<string, PoolStanding>): PoolStanding[] {
  return [...pool.values()].sort((a, b) => b.rating - a.rating || (a.userId < b.userId ? -1 : 1));
}

/** A rank row: place overall and within the region, from 1. */
export interface RankRow {
  readonly userId: string;
  readonly rank: number;
  readonly regionRank: number;
}

/** Ranks of a pool, overall and per region. */
export function ranksOf(pool: ReadonlyMap<string, PoolStanding>): RankRow[] {
  const seenInRegion = new Map<string, number>();
  return ranked(pool).map((standing, i) => {
    const regionRank = (seenInRegion.get(standing.region) ?? 0) + 1;
    seenInRegion.set(standing.region, regionRank);
    return { userId: standing.userId, rank: i + 1, regionRank };
  });
}

/** An end reason that fits the result. */
export const endReasonOf = (random: Random, winner: SeedGame['winner']): string =>
  winner === null
    ? pick(random, ['agreement', 'threefold-repetition', 'forty-move-rule'])
    : pick(random, ['no-legal-moves', 'no-legal-moves', 'resignation', 'abandonment']);
