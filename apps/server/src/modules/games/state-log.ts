// How the event log keeps game states. Every change to a game ends with a `game_update` event whose
// payload is the whole state (pieces, legal moves, ...: about 2 KB). Sockets get it whole, but the
// log keeps a reference instead (about 60 bytes): how many moves had been played, the capture in
// progress, and the few room fields a state shows that change during play. Storing whole states was
// two thirds of what SQLite wrote per move and the growth of the database; a replay (a reconnecting
// socket, another node catching up) rebuilds each state from the room's moves, which only ever grow.
import type { GameClock, GameState, ServerMessage } from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import type { StoredEvent } from '../rooms/index.js';
import { initialPosition, stateOf } from './game-view.js';
import { extendMatch, parsePaths, replay, type Match } from './match.js';

/** What the log keeps of a state. Short keys: one is stored per change of every game. */
export interface StateRef {
  /** Marks a reference (a stored whole state has no `ref`). */
  readonly ref: 1;
  /** Complete moves played. */
  readonly n: number;
  /** The capture in progress, as stored in `partial_path`, or null. */
  readonly p: readonly number[] | null;
  /** Room status, winner, end reason and draw offer then. */
  readonly s: RoomRow['status'];
  readonly w: RoomRow['winner'];
  readonly r: RoomRow['end_reason'];
  readonly d: RoomRow['draw_offer'];
  /** Spectators then. */
  readonly c: number;
  /** Rated then, and why not (an aborted game stops being rated); absent in older references. */
  readonly q?: RoomRow['rated'];
  readonly k?: RoomRow['casual_reason'];
  /** A timed game's clocks then, as they were sent (absent when untimed). */
  readonly ck?: GameClock;
}

/** The reference to store for the state of `row` after a change, with the clocks it showed. */
export function stateRef(row: RoomRow, match: Match, spectators: number, clock?: GameClock): StateRef {
  return {
    ref: 1,
    n: match.moveCount,
    p: match.partial,
    s: row.status,
    w: row.winner,
    r: row.end_reason,
    d: row.draw_offer,
    c: spectators,
    q: row.rated,
    k: row.casual_reason,
    ...(clock === undefined ? {} : { ck: clock }),
  };
}

const isStateRef = (payload: unknown): payload is StateRef =>
  typeof payload === 'object' && payload !== null && (payload as { ref?: unknown }).ref === 1;

/** True when some of `events` are states stored by reference (`expandStates` then needs the room). */
export const hasStateRefs = (events: readonly StoredEvent[]): boolean =>
  events.some((e) => e.message.type === 'game_update' && isStateRef(e.message.payload));

/**
 * The events with every state reference replaced by the state it stands for, rebuilt from `row`
 * (the room as it is now: its moves begin with those of every earlier state). The events are in
 * version order, so one replay of the moves serves them all.
 */
export function expandStates(row: RoomRow, events: readonly StoredEvent[]): StoredEvent[] {
  const paths = parsePaths(row.moves);
  let match: Match | undefined;
  return events.map((event) => {
    const { message } = event;
    if (message.type !== 'game_update' || !isStateRef(message.payload)) return event;
    const ref = message.payload;
    match =
      match === undefined || match.moveCount > ref.n
        ? replay(initialPosition(row), paths.slice(0, ref.n), null)
        : extendMatch(match, paths.slice(match.moveCount, ref.n));
    const then: RoomRow = {
      ...row,
      status: ref.s,
      winner: ref.w,
      end_reason: ref.r,
      draw_offer: ref.d,
      rated: ref.q ?? row.rated,
      casual_reason: ref.k === undefined ? row.casual_reason : ref.k,
    };
    const built: GameState = stateOf(then, ref.c, event.v, { ...match, partial: ref.p });
    const state = ref.ck === undefined ? built : { ...built, clock: ref.ck };
    return { v: event.v, message: { ...message, payload: state } as ServerMessage };
  });
}
