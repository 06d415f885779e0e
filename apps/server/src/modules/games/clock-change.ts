// A planned change (move-plan.ts) as it touches a timed game's clocks: a whole move is timed (and
// carries the clocks on its event), an ending stops the clocks, and any change that comes after the
// side to move ran out becomes the end of the game on time instead, refused to its caller. An untimed
// room's change passes through untouched.
import type { Color } from '@checkers/engine';
import type { GameClock, TimedControl } from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import type { Failure } from '../../lib/errors.js';
import { clockText, openingPlies, storedClockOf, timeControlOf, type StoredClock } from '../rooms/index.js';
import {
  deadlineOf,
  earliestFlagOf,
  flagEnding,
  isFlagged,
  moveClockEntry,
  stopClock,
  timeMove,
  wireClock,
} from './clock-plan.js';
import type { Match } from './match.js';
import { finish, type Change } from './move-plan.js';

/** A change with its clocks, and the refusal to answer its caller with when the flag fell first. */
export interface ClockedChange {
  readonly change: Change;
  readonly refusal?: Failure;
}

/** The answer to a move or an action that came after the flag fell. */
export const OUT_OF_TIME: Failure = { code: 'game_over', message: 'The game is over: time ran out' };

const iso = (ms: number): string => new Date(ms).toISOString();

/** The running clocks of a row, or null when it has none (untimed, not started, over). */
function runningClock(row: RoomRow): { control: TimedControl; clock: StoredClock } | null {
  if (row.status !== 'active') return null;
  const control = timeControlOf(row);
  const clock = control === null ? null : storedClockOf(row);
  return control === null || clock === null ? null : { control, clock };
}

/**
 * The whole moves the players themselves have made in `match`: a ballot's opening moves do not
 * count, so each side's first move still has its own limit and the clocks start after both.
 */
const playedPlies = (row: RoomRow, match: Match): number => match.moveCount - openingPlies(row);

/**
 * The change that ends the game at `now` because the side to move ran out: it loses, or, before
 * both sides made their first move, the game is aborted.
 */
export function flagChange(row: RoomRow, before: Match, now: number): Change | null {
  const running = runningClock(row);
  if (running === null) return null;
  const { control, clock } = running;
  const plies = playedPlies(row, before);
  const turn = before.position.turn;
  if (!isFlagged(control, clock, plies, turn, now)) return null;
  const ending = flagEnding(turn);
  const ended = finish(row, ending.winner, ending.reason, before.moveCount);
  const stopped = stopClock(control, clock, plies, turn, now);
  return {
    ...ended,
    changes: { ...ended.changes, clock_state: clockText(stopped), earliest_flag_at: null },
  };
}

/** When the row's side to move runs out (ms), or null when no clock runs. */
export function deadlineOfRow(row: RoomRow, match: Match): number | null {
  const running = runningClock(row);
  if (running === null) return null;
  return deadlineOf(running.control, running.clock, playedPlies(row, match), match.position.turn);
}

/**
 * The bound to store for the flag sweep when the row's stored one has passed at `now` and its clock
 * still runs (ISO time); null when no clock runs, the stored bound still lies ahead, or the side to
 * move is inside its lag grace (its flag falls within seconds).
 */
export function raisedFlagBound(row: RoomRow, match: Match, now: number): string | null {
  const running = runningClock(row);
  if (running === null || row.earliest_flag_at === null || Date.parse(row.earliest_flag_at) > now)
    return null;
  const { control, clock } = running;
  const bound = earliestFlagOf(control, clock, playedPlies(row, match), match.position.turn, now);
  // Inside the lag grace the bound cannot move past `now` yet: the flag itself is due soon.
  return bound > now ? iso(bound) : null;
}

/** The wire clocks of a row at `now`; undefined when untimed. */
export function wireClockOf(row: RoomRow, match: Match, now: number): GameClock | undefined {
  const control = timeControlOf(row);
  if (control === null) return undefined;
  return wireClock(
    control,
    storedClockOf(row),
    playedPlies(row, match),
    match.position.turn,
    row.status,
    now,
  );
}

/**
 * `change`, planned on `row` (whose match was `before`), with what it does to the clocks at `now`;
 * `reportedMs` is the mover's own measure of its move time.
 */
export function clockedChange(
  row: RoomRow,
  before: Match,
  change: Change,
  now: number,
  reportedMs?: number,
): ClockedChange {
  const running = runningClock(row);
  if (running === null) return { change };
  const { control, clock } = running;
  const plies = playedPlies(row, before);
  const turn: Color = before.position.turn;
  const after = change.match ?? before;
  const finished = change.changes.status === 'finished';
  if (after.moveCount === before.moveCount) {
    // Not a whole move: a jump of a capture under way, a draw offer or answer, a resignation, a claim.
    const flagged = flagChange(row, before, now);
    if (flagged !== null) return { change: flagged, refusal: OUT_OF_TIME };
    if (!finished) return { change };
    const stopped = stopClock(control, clock, plies, turn, now);
    return {
      change: {
        ...change,
        changes: { ...change.changes, clock_state: clockText(stopped), earliest_flag_at: null },
      },
    };
  }
  const timing = timeMove(control, clock, plies, turn, now, reportedMs);
  if (timing.flagged) {
    const flagged = flagChange(row, before, Math.max(now, deadlineOf(control, clock, plies, turn)));
    return flagged === null ? { change } : { change: flagged, refusal: OUT_OF_TIME };
  }
  const next = timing.clock;
  const status = finished ? 'finished' : 'active';
  const shown = wireClock(control, next, playedPlies(row, after), after.position.turn, status, now);
  const [moveEvent, ...rest] = change.events;
  const events =
    moveEvent === undefined
      ? change.events
      : [{ ...moveEvent, payload: { ...(moveEvent.payload as object), clock: shown } }, ...rest];
  return {
    change: {
      ...change,
      events,
      changes: {
        ...change.changes,
        clock_state: clockText(next),
        move_clocks: appendEntry(row.move_clocks, moveClockEntry(next)),
        // A running game's stored bound still holds after a move (earliestFlagOf): left as it is.
        ...(finished ? { earliest_flag_at: null } : {}),
      },
    },
  };
}

/** The stored list of move clocks with one more, appended as text like the moves. */
function appendEntry(list: string | null, entry: readonly [number, number]): string {
  const head = (list ?? '[]').slice(0, -1);
  return `${head}${head === '[' ? '' : ','}${JSON.stringify(entry)}]`;
}
