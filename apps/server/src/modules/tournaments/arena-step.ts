// An arena's tick: while pairing is open (it stops in time for the last games to end by the
// finish), the players waiting are paired by the rules (the longest waiting first, the closest
// score, never the same opponent twice in a row while anyone else waits), each pair claimed at once
// so no one plays two games, its game planned in the same transaction (launch.ts) so a node dying
// before the room is made leaves it to the next director rather than both players claimed and idle.
// Past its end, it finishes once its last games ended.
import type { GameRow } from './game-store.js';
import {
  arenaPairingOpen,
  assignColors,
  arenaTally,
  pairArena,
  type ArenaWaiting,
  type Side,
} from './rules/index.js';
import { coin, type Tick } from './director-context.js';
import { finish } from './finish.js';
import { launch, startOf } from './launch.js';
import type { StartRow } from './start-store.js';
import { counted } from './standings.js';
import type { TournamentRow } from './tournament-store.js';
import { controlOf } from './wire.js';

/** Runs an arena one tick on. */
export async function arenaStep(tick: Tick, row: TournamentRow): Promise<void> {
  const endsAt = Date.parse(row.ends_at!);
  const games = await tick.store.games.of(row.id);
  if (tick.now >= endsAt) {
    const starting = await tick.store.starts.planned(row.id);
    if (starting.length === 0 && games.every((game) => game.ended_at !== null)) await finish(tick, row);
    return;
  }
  const control = controlOf(row);
  if (control.kind !== 'clock' || !arenaPairingOpen(tick.now, endsAt, control)) return;
  const waiting = (await tick.store.players(row.id)).filter(
    (p) => p.withdrawn === 0 && p.waiting_since !== null,
  );
  if (waiting.length < 2) return;
  const ratings = await tick.deps.ratingsFor(
    waiting.map((p) => p.user_id),
    control,
  );
  await tick.store.setRatings(row.id, ratings);
  const entries: ArenaWaiting[] = waiting.map((p) => ({
    userId: p.user_id,
    rating: Math.round(ratings.get(p.user_id) ?? p.rating),
    score: arenaTally(outcomesOf(games, p.user_id)).score,
    waitingSinceMs: Date.parse(p.waiting_since!),
    lastOpponent: lastOpponentOf(games, p.user_id),
  }));
  const claimed: StartRow[] = [];
  for (const [a, b] of pairArena(entries, tick.now)) {
    const seats = assignColors(
      { userId: a, colors: colorsOf(games, a) },
      { userId: b, colors: colorsOf(games, b) },
      coin,
    );
    const start = await startOf(tick, row, seats, null, null);
    if (await tick.store.starts.claimPair(row.id, start)) claimed.push(start);
  }
  if (await launch(tick, row, claimed)) await tick.service.changed(row.id);
}

const playedBy = (games: readonly GameRow[], userId: string): GameRow[] =>
  games.filter((game) => game.red_id === userId || game.black_id === userId);

/** A player's results in order, games that ended with one only. */
function outcomesOf(games: readonly GameRow[], userId: string): Array<'win' | 'draw' | 'loss'> {
  return counted(playedBy(games, userId))
    .filter((game) => game.result !== null)
    .map((game) => {
      if (game.result === 'draw') return 'draw';
      const side = game.red_id === userId ? 'red' : 'black';
      return game.result === side ? 'win' : 'loss';
    });
}

/** Whom the player met last (an aborted game too: the two just sat together). */
function lastOpponentOf(games: readonly GameRow[], userId: string): string | null {
  const last = playedBy(games, userId).at(-1);
  if (last === undefined) return null;
  return last.red_id === userId ? last.black_id : last.red_id;
}

/** The sides a player had, in order. */
export const colorsOf = (games: readonly GameRow[], userId: string): Side[] =>
  counted(playedBy(games, userId)).map((game) => (game.red_id === userId ? 'red' : 'black'));
