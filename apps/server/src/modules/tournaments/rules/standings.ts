// A tournament's table, from its players and the results of its games: arenas ranked by score, then
// performance, then rating; Swiss events by score, then Buchholz, then Sonneborn-Berger, then rating.
// Games still being played are left out. Withdrawn players stay in the table with what they scored.
// Ranks run 1..n with no shared places: after every tie-break, the username and then the id decide,
// so the same results always give the same table.
//
// Swiss tie-breaks, per game played (with ballots a pairing is two games, each counted):
// - Buchholz: the sum of the final scores of one's opponents. A bye counts 0 here, as though the
//   missing opponent scored nothing: byes go to the lowest-ranked, so this seldom touches the top
//   places, and it spares the table a made-up opponent.
// - Sonneborn-Berger: the final scores of the opponents one beat, plus half of those one drew; a bye
//   adds nothing.
import { SWISS_POINTS } from '@checkers/protocol';
import { arenaTally } from './arena-scoring.js';
import { performanceRating } from './performance.js';
import type { Outcome, Side } from './types.js';

/** A game as the rules see it. */
export interface RuleGame {
  red: string;
  black: string;
  /** The winning side, a draw, or null while it is still being played (then it is ignored). */
  result: Side | 'draw' | null;
  /** The Swiss round it belongs to; null in an arena. */
  round: number | null;
}

/** A player of a tournament as the rules see them. */
export interface RulePlayer {
  userId: string;
  username: string;
  rating: number;
  withdrawn: boolean;
  /** The Swiss rounds in which they had a bye. */
  byes?: readonly number[];
}

/** One line of the table. */
export interface StandingRow {
  rank: number;
  userId: string;
  username: string;
  rating: number;
  score: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Arena: consecutive wins now. */
  streak?: number;
  /** Arena: whether their next game scores double. */
  onFire?: boolean;
  buchholz?: number;
  sonnebornBerger?: number;
  performance: number | null;
  withdrawn: boolean;
}

interface Played {
  opponent: string;
  outcome: Outcome;
}

/** Each player's finished games, in the order given. */
function playedBy(games: readonly RuleGame[]): Map<string, Played[]> {
  const played = new Map<string, Played[]>();
  const add = (userId: string, entry: Played) => {
    const list = played.get(userId);
    if (list) list.push(entry);
    else played.set(userId, [entry]);
  };
  for (const game of games) {
    if (game.result === null) continue;
    const redOutcome: Outcome = game.result === 'draw' ? 'draw' : game.result === 'red' ? 'win' : 'loss';
    const blackOutcome: Outcome = redOutcome === 'win' ? 'loss' : redOutcome === 'loss' ? 'win' : 'draw';
    add(game.red, { opponent: game.black, outcome: redOutcome });
    add(game.black, { opponent: game.red, outcome: blackOutcome });
  }
  return played;
}

const count = (played: readonly Played[], outcome: Outcome) =>
  played.filter((game) => game.outcome === outcome).length;

function performanceOf(played: readonly Played[], ratings: ReadonlyMap<string, number>): number | null {
  const rated = played.filter((game) => ratings.has(game.opponent));
  const points = rated.reduce((sum, game) => sum + SWISS_POINTS[game.outcome], 0);
  return performanceRating(
    rated.map((game) => ratings.get(game.opponent) as number),
    points,
  );
}

type Unranked = Omit<StandingRow, 'rank'>;

function ranked(rows: Unranked[], keys: (row: Unranked) => readonly number[]): StandingRow[] {
  const keyed = rows.map((row) => ({ row, keys: keys(row) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      // Compared, not subtracted: two missing performances are both -Infinity.
      const mine = a.keys[i] as number;
      const theirs = b.keys[i] as number;
      if (mine !== theirs) return mine > theirs ? -1 : 1;
    }
    return a.row.username.localeCompare(b.row.username) || (a.row.userId < b.row.userId ? -1 : 1);
  });
  return keyed.map(({ row }, i) => ({ rank: i + 1, ...row }));
}

function baseRow(player: RulePlayer, played: readonly Played[]): Omit<Unranked, 'score' | 'performance'> {
  return {
    userId: player.userId,
    username: player.username,
    rating: player.rating,
    games: played.length,
    wins: count(played, 'win'),
    draws: count(played, 'draw'),
    losses: count(played, 'loss'),
    withdrawn: player.withdrawn,
  };
}

/** An arena's table; games oldest first, since the order makes the streaks. */
export function arenaStandings(players: readonly RulePlayer[], games: readonly RuleGame[]): StandingRow[] {
  const played = playedBy(games);
  const ratings = new Map(players.map((player) => [player.userId, player.rating]));
  const rows = players.map((player): Unranked => {
    const own = played.get(player.userId) ?? [];
    const tally = arenaTally(own.map((game) => game.outcome));
    return {
      ...baseRow(player, own),
      score: tally.score,
      streak: tally.streak,
      onFire: tally.onFire,
      performance: performanceOf(own, ratings),
    };
  });
  return ranked(rows, (row) => [row.score, row.performance ?? Number.NEGATIVE_INFINITY, row.rating]);
}

/** A Swiss event's table. */
export function swissStandings(players: readonly RulePlayer[], games: readonly RuleGame[]): StandingRow[] {
  const played = playedBy(games);
  const ratings = new Map(players.map((player) => [player.userId, player.rating]));
  const byes = new Map(players.map((player) => [player.userId, player.byes?.length ?? 0]));
  const scores = new Map<string, number>();
  for (const userId of new Set([...byes.keys(), ...played.keys()])) {
    const own = played.get(userId) ?? [];
    const points = own.reduce((sum, game) => sum + SWISS_POINTS[game.outcome], 0);
    scores.set(userId, points + (byes.get(userId) ?? 0) * SWISS_POINTS.bye);
  }
  const scoreOf = (userId: string) => scores.get(userId) ?? 0;
  const rows = players.map((player): Unranked => {
    const own = played.get(player.userId) ?? [];
    let buchholz = 0;
    let sonnebornBerger = 0;
    for (const game of own) {
      const theirs = scoreOf(game.opponent);
      buchholz += theirs;
      sonnebornBerger += theirs * SWISS_POINTS[game.outcome];
    }
    return {
      ...baseRow(player, own),
      score: scoreOf(player.userId),
      buchholz,
      sonnebornBerger,
      performance: performanceOf(own, ratings),
    };
  });
  return ranked(rows, (row) => [row.score, row.buchholz ?? 0, row.sonnebornBerger ?? 0, row.rating]);
}
