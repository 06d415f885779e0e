// What each step of the director shares: its dependencies, the time of the tick, and the start of a
// tournament game (a room with both players seated, recorded, both players told at once).
import { randomInt } from 'node:crypto';
import { crossboardBallots } from '@checkers/engine';
import type { DirectorDeps } from './tournament-deps.js';
import { iso } from './tournament-deps.js';
import type { TournamentService } from './tournament-service.js';
import type { TournamentRow, TournamentStore } from './tournament-store.js';
import { controlOf } from './wire.js';

/** One tick's view. */
export interface Tick {
  readonly deps: DirectorDeps;
  readonly store: TournamentStore;
  readonly service: TournamentService;
  /** The director's clock at the tick. */
  readonly now: number;
}

/** A fair coin, for the rules' colour and pairing ties. */
export const coin = (): boolean => randomInt(2) === 0;

/** The ballot of a new pairing: drawn when the event plays ballots. */
export const ballotFor = (tick: Tick, row: TournamentRow): number | null =>
  row.ballots === 1 ? tick.deps.drawBallot() : null;

/** A ballot drawn from those played over the board, as checkers championships draw them. */
export function drawCrossboardBallot(): number {
  const ballots = crossboardBallots();
  return ballots[randomInt(ballots.length)]!.number;
}

/**
 * Starts one game of a tournament: the room (the tournament's clock, rated when it is), its row,
 * and `tournament_paired` on both players' user sockets. Null when the room could not be started.
 */
export async function startGame(
  tick: Tick,
  row: TournamentRow,
  seats: { readonly red: string; readonly black: string },
  round: number | null,
  ballot: number | null,
): Promise<string | null> {
  let room: string;
  try {
    room = await tick.deps.startGame(seats.red, seats.black, {
      timeControl: controlOf(row),
      rated: row.rated === 1,
      ...(ballot === null ? {} : { ballot }),
    });
  } catch (error) {
    tick.deps.warn(
      { err: (error as Error).message, tournament: row.id },
      'starting a tournament game failed',
    );
    return null;
  }
  await tick.store.games.insert({
    room_code: room,
    tournament_id: row.id,
    round,
    red_id: seats.red,
    black_id: seats.black,
    result: null,
    ballot,
    aborted: 0,
    started_at: iso(tick.now),
    ended_at: null,
  });
  for (const user of [seats.red, seats.black])
    tick.deps.notify(user, {
      type: 'tournament_paired',
      payload: { tournament_id: row.id, room_code: room },
    });
  return room;
}
