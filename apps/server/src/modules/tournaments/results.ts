// A tournament game's ending, recorded once whoever sees it first: the node whose write finished
// the game (the games' observer) or the director's reconcile, which looks at every tournament game
// still open against the rooms' stored rows, so a node killed before telling loses no result. An
// aborted game is not a result: an arena pair waits again, a Swiss pair plays it again; an arena
// player who let its first move's time run out is paused (as if withdrawn: it joins again to play
// on), so an absent player does not hold up one opponent after another.
import type { EndedRoom } from './tournament-deps.js';
import { iso } from './tournament-deps.js';
import type { Ending, GameRow } from './game-store.js';
import type { TournamentService } from './tournament-service.js';
import type { TournamentStore } from './tournament-store.js';

/** The open games the reconcile looks at per tick at most. */
const RECONCILE_BATCH = 200;

/** How a finished room counts for its tournament. */
export function endingOf(room: EndedRoom): Ending {
  if (room.end_reason === 'aborted') return { aborted: true };
  return { result: room.winner ?? 'draw' };
}

/** Records a finished room's ending if it is an open tournament game; true when this call did. */
export async function recordEnding(
  store: TournamentStore,
  service: TournamentService,
  room: EndedRoom,
  now: number,
): Promise<boolean> {
  if (room.status !== 'finished') return false;
  const game = await store.games.find(room.code);
  if (game === undefined || game.ended_at !== null) return false;
  if (!(await store.games.end(room.code, endingOf(room), iso(now)))) return false;
  const tournament = await store.find(game.tournament_id);
  if (tournament?.kind === 'arena') {
    const absent = absentPlayer(room, game);
    if (absent !== null) await store.withdraw(game.tournament_id, absent);
    await store.setWaiting(game.tournament_id, [game.red_id, game.black_id], iso(now));
  }
  await service.changed(game.tournament_id);
  return true;
}

/** The player whose first move's time ran out, aborting the game; null for any other ending. */
function absentPlayer(room: EndedRoom, game: { red_id: string; black_id: string }): string | null {
  if (room.end_reason !== 'aborted' || room.aborted_reason !== 'timeout') return null;
  if (room.aborted_by === 'red') return game.red_id;
  if (room.aborted_by === 'black') return game.black_id;
  return null;
}

/** Where the reconcile goes on from: the last open game it looked at, or the start. */
export type ReconcileCursor = Pick<GameRow, 'started_at' | 'room_code'> | undefined;

/**
 * Records the open tournament games whose rooms have finished, a batch a tick: the batch after
 * `from`, so that with more open games than a batch every one is looked at in turn. How many it
 * recorded, and where the next goes on from.
 */
export async function reconcile(
  store: TournamentStore,
  service: TournamentService,
  rooms: { find(code: string): Promise<EndedRoom | undefined> },
  now: number,
  from: ReconcileCursor = undefined,
): Promise<{ recorded: number; next: ReconcileCursor }> {
  let recorded = 0;
  const batch = await store.games.open(RECONCILE_BATCH, from);
  for (const game of batch) {
    const room = await rooms.find(game.room_code);
    if (room !== undefined && (await recordEnding(store, service, room, now))) recorded++;
  }
  const last = batch.at(-1);
  const next =
    batch.length < RECONCILE_BATCH || last === undefined
      ? undefined
      : { started_at: last.started_at, room_code: last.room_code };
  return { recorded, next };
}
