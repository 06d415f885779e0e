// Starting tournament games. A game is first planned (tournament_starts: its seats, its ballot and
// the code its room will have), in the transaction of the decision it comes from; then its room is
// made under that code and its game recorded, both players told. Every step can be run again: the
// rooms make a room under a code once (asked again, they find it), and recording counts once. So
// whichever node directs next starts what a node killed halfway left planned, each game once.
import type { Tick } from './director-context.js';
import type { StartRow } from './start-store.js';
import { iso } from './tournament-deps.js';
import type { TournamentRow } from './tournament-store.js';
import { controlOf } from './wire.js';

/**
 * Failed tries (one a tick) after which a start is given up: a Swiss pair sits the round out, an
 * arena pair waits again.
 */
export const MAX_START_TRIES = 5;

/** The seats of a game. */
export interface Seats {
  readonly red: string;
  readonly black: string;
}

/** A start to plan: the game `slot` names, its room code chosen now. */
export async function startOf(
  tick: Tick,
  row: TournamentRow,
  seats: Seats,
  round: number | null,
  ballot: number | null,
  slot?: string,
): Promise<StartRow> {
  const room = await tick.deps.roomCode();
  return {
    tournament_id: row.id,
    slot: slot ?? room,
    room_code: room,
    round,
    red_id: seats.red,
    black_id: seats.black,
    ballot,
    planned_at: iso(tick.now),
    tries: 0,
    state: 'planned',
  };
}

/**
 * Starts these planned games (those of a player who withdrew meanwhile are given up); true when any
 * started.
 */
export async function launch(tick: Tick, row: TournamentRow, starts: readonly StartRow[]): Promise<boolean> {
  if (starts.length === 0) return false;
  const players = await tick.store.players(row.id);
  const inPlay = new Set(players.filter((p) => p.withdrawn === 0).map((p) => p.user_id));
  let started = false;
  for (const start of starts) {
    if (!inPlay.has(start.red_id) || !inPlay.has(start.black_id)) await giveUp(tick, row, start);
    else if (await launchOne(tick, row, start)) started = true;
  }
  return started;
}

/** Makes a planned game's room, tells both players and records the game; false when it failed. */
async function launchOne(tick: Tick, row: TournamentRow, start: StartRow): Promise<boolean> {
  let outcome: 'made' | 'taken' | 'failed';
  try {
    const made = await tick.deps.startGame(start.room_code, start.red_id, start.black_id, {
      timeControl: controlOf(row),
      rated: row.rated === 1,
      ...(start.ballot === null ? {} : { ballot: start.ballot }),
    });
    outcome = made ? 'made' : 'taken';
  } catch (error) {
    tick.deps.warn(
      { err: (error as Error).message, tournament: row.id, room: start.room_code },
      'starting a tournament game failed',
    );
    outcome = 'failed';
  }
  if (outcome !== 'made') {
    if (start.tries + 1 >= MAX_START_TRIES) await giveUp(tick, row, start);
    // A code another room has is replaced; after a failure it is kept: its room may have been made.
    else await tick.store.starts.failed(start, outcome === 'taken' ? await tick.deps.roomCode() : undefined);
    return false;
  }
  // Told before the game is recorded: a node killed in between tells them again, never not at all.
  for (const user of [start.red_id, start.black_id])
    tick.deps.notify(user, {
      type: 'tournament_paired',
      payload: { tournament_id: row.id, room_code: start.room_code },
    });
  await tick.store.starts.started({
    room_code: start.room_code,
    tournament_id: row.id,
    round: start.round,
    red_id: start.red_id,
    black_id: start.black_id,
    result: null,
    ballot: start.ballot,
    aborted: 0,
    started_at: iso(tick.now),
    ended_at: null,
  });
  return true;
}

/** Gives a start up: an arena pair waits again (those still in). */
async function giveUp(tick: Tick, row: TournamentRow, start: StartRow): Promise<void> {
  await tick.store.starts.drop(start);
  if (row.kind === 'arena')
    await tick.store.setWaiting(row.id, [start.red_id, start.black_id], iso(tick.now));
}
