// A Swiss event's tick. Round 1 is paired at the start, each next round once every game of the
// round has ended, and the event finishes after its last round. Within a round each pairing plays
// one game, or with ballots two: the same drawn ballot, the second with colours reversed once the
// first has ended. An aborted game is not a result: the pair plays it again with the same colours
// (a few times at most: a pair that never starts scores nothing). Every game is planned before its
// room is made (launch.ts): a round's pairings and bye in the same transaction as the round moving
// on, so a node dying halfway leaves none of them out, and a game still planned holds its round.
import type { GameRow } from './game-store.js';
import { pairSwissRound, type SwissEntrant } from './rules/index.js';
import { ballotFor, coin, type Tick } from './director-context.js';
import { colorsOf } from './arena-step.js';
import { finish } from './finish.js';
import { launch, startOf, type Seats } from './launch.js';
import { counted, standingsOf } from './standings.js';
import type { StartRow } from './start-store.js';
import type { PlayerRow, TournamentRow } from './tournament-store.js';

/** Aborted games of one pairing in one round after which it is not started again. */
export const MAX_ABORTED = 3;

/** The key of a pairing, whichever colours. */
const pairKey = (a: string, b: string): string => [a, b].sort().join('|');

/** The slot of a pairing's game in a round, after `before` games of it. */
const slotOf = (round: number, seats: Seats, before: number): string =>
  `${round}:${pairKey(seats.red, seats.black)}:${before}`;

/** Runs a Swiss event one tick on. */
export async function swissStep(tick: Tick, row: TournamentRow): Promise<void> {
  const round = row.round ?? 0;
  const [players, games] = await Promise.all([tick.store.players(row.id), tick.store.games.of(row.id)]);
  if (round > 0) {
    const pending = await playOnRound(
      tick,
      row,
      players,
      games.filter((game) => game.round === round),
      await tick.store.starts.ofRound(row.id, round),
    );
    if (pending) return;
    if (round >= (row.rounds ?? 0)) {
      await finish(tick, row);
      return;
    }
  }
  await pairRound(tick, row, round, players, games);
}

/**
 * Starts what the round still needs (a replay, a second leg); true while any of its games is
 * still to be played, or still to be started.
 */
async function playOnRound(
  tick: Tick,
  row: TournamentRow,
  players: readonly PlayerRow[],
  games: readonly GameRow[],
  starts: readonly StartRow[],
): Promise<boolean> {
  const inPlay = new Set(players.filter((p) => p.withdrawn === 0).map((p) => p.user_id));
  const legs = row.ballots === 1 ? 2 : 1;
  // A game planned and not started yet (its start failed this tick) holds its pairing.
  const planned = starts.filter((start) => start.state === 'planned');
  const waiting = new Set(planned.map((start) => pairKey(start.red_id, start.black_id)));
  const slots = new Map(starts.map((start) => [start.slot, start]));
  let pending = planned.length > 0;
  const toStart: StartRow[] = [];
  for (const pairing of pairings(games)) {
    const last = pairing.at(-1)!;
    if (last.ended_at === null) {
      pending = true;
      continue;
    }
    if (waiting.has(pairKey(last.red_id, last.black_id))) continue;
    // A withdrawn player leaves what is left of the round.
    if (!inPlay.has(last.red_id) || !inPlay.has(last.black_id)) continue;
    const seats =
      last.aborted === 1
        ? pairing.filter((game) => game.aborted === 1).length < MAX_ABORTED
          ? { red: last.red_id, black: last.black_id }
          : null
        : counted(pairing).length < legs
          ? { red: last.black_id, black: last.red_id }
          : null;
    if (seats === null) continue;
    const slot = slotOf(last.round!, seats, pairing.length);
    // A game given up (it would not start) is not tried again.
    if (slots.get(slot)?.state === 'dropped') continue;
    pending = true;
    const start = await startOf(tick, row, seats, last.round, last.ballot, slot);
    // Planned already (by another node meanwhile): that one is started.
    if (await tick.store.starts.plan(start)) toStart.push(start);
  }
  if (await launch(tick, row, toStart)) await tick.service.changed(row.id);
  return pending;
}

/** The round's games by pairing (whichever colours), each pairing's in the order they started. */
function pairings(games: readonly GameRow[]): GameRow[][] {
  const byPair = new Map<string, GameRow[]>();
  for (const game of games) {
    const key = pairKey(game.red_id, game.black_id);
    byPair.set(key, [...(byPair.get(key) ?? []), game]);
  }
  return [...byPair.values()];
}

/**
 * Pairs the round after `round`: the round moved on, its bye and its games planned in one
 * transaction, then the games started. Or finishes an event too small to go on.
 */
async function pairRound(
  tick: Tick,
  row: TournamentRow,
  round: number,
  players: readonly PlayerRow[],
  games: readonly GameRow[],
): Promise<void> {
  const byes = await tick.store.games.byes(row.id);
  const table = new Map(standingsOf(row, players, games, byes).map((s) => [s.userId, s.score]));
  const played = counted(games).filter((game) => game.result !== null);
  const entrants: SwissEntrant[] = players
    .filter((p) => p.withdrawn === 0)
    .map((p) => ({
      userId: p.user_id,
      rating: p.rating,
      score: table.get(p.user_id) ?? 0,
      opponents: played
        .filter((g) => g.red_id === p.user_id || g.black_id === p.user_id)
        .map((g) => (g.red_id === p.user_id ? g.black_id : g.red_id)),
      colors: colorsOf(played, p.user_id),
      hadBye: byes.some((bye) => bye.user_id === p.user_id),
    }));
  if (entrants.length < 2) {
    await finish(tick, row);
    return;
  }
  const next = round + 1;
  const { pairs, bye } = pairSwissRound(entrants, coin);
  const starts: StartRow[] = [];
  for (const seats of pairs)
    starts.push(await startOf(tick, row, seats, next, ballotFor(tick, row), slotOf(next, seats, 0)));
  if (!(await tick.store.starts.openRound(row.id, round, next, bye, starts))) return;
  await launch(tick, row, starts);
  await tick.service.changed(row.id);
}
