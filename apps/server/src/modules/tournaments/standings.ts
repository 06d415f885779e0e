// A tournament's table, computed by the rules from its stored players, games and byes, and put on
// the wire. Aborted games are not results: they are left out here as everywhere.
import type { Standing } from '@checkers/protocol';
import type { ByeRow, GameRow } from './game-store.js';
import {
  arenaStandings,
  swissStandings,
  type RuleGame,
  type RulePlayer,
  type StandingRow,
} from './rules/index.js';
import type { PlayerRow, TournamentRow } from './tournament-store.js';

/** The games that count (or will, once ended): aborted ones left out. */
export const counted = (games: readonly GameRow[]): GameRow[] => games.filter((game) => game.aborted === 0);

/** A game as the rules see it. */
export const ruleGame = (game: GameRow): RuleGame => ({
  red: game.red_id,
  black: game.black_id,
  result: game.result as RuleGame['result'],
  round: game.round,
});

/** The players as the rules see them, each with its byes. */
export function rulePlayers(players: readonly PlayerRow[], byes: readonly ByeRow[]): RulePlayer[] {
  return players.map((player) => ({
    userId: player.user_id,
    username: player.username,
    rating: player.rating,
    withdrawn: player.withdrawn === 1,
    byes: byes.filter((bye) => bye.user_id === player.user_id).map((bye) => bye.round),
  }));
}

/** The table of a tournament, best first. */
export function standingsOf(
  tournament: Pick<TournamentRow, 'kind'>,
  players: readonly PlayerRow[],
  games: readonly GameRow[],
  byes: readonly ByeRow[],
): StandingRow[] {
  const rules = counted(games).map(ruleGame);
  const entrants = rulePlayers(players, byes);
  return tournament.kind === 'arena' ? arenaStandings(entrants, rules) : swissStandings(entrants, rules);
}

/** One line of the table on the wire. */
export function standingOnWire(row: StandingRow): Standing {
  return {
    rank: row.rank,
    user_id: row.userId,
    username: row.username,
    rating: row.rating,
    score: row.score,
    games: row.games,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
    ...(row.streak === undefined ? {} : { streak: row.streak }),
    ...(row.buchholz === undefined ? {} : { buchholz: row.buchholz }),
    ...(row.sonnebornBerger === undefined ? {} : { sonneborn_berger: row.sonnebornBerger }),
    performance: row.performance,
    withdrawn: row.withdrawn,
  };
}
