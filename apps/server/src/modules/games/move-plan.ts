// Planning a change to a game: what a move, a resignation or a draw writes (the columns to set and
// the events to append), judged by the engine against the position as it stands. Pure: nothing here
// reads or writes storage.
import { crowned, followPath, makeSquare, opposite, type Color } from '@checkers/engine';
import { MESSAGES, MIN_RATED_PLIES, type MoveIntent } from '@checkers/protocol';
import type { Updateable } from 'kysely';
import type { RoomRow, RoomsTable } from '../rooms/index.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import { openingPlies, type NewEvent } from '../rooms/index.js';
import { clientMoveKey } from './client-move-key.js';
import { endingAfter } from './ending.js';
import { advance, type Match } from './match.js';
import { describeRefusal } from './refusals.js';

/**
 * A planned change to a room: the columns to set, the events to append before the new state, and
 * the match after it when the change moved the pieces (otherwise the match is unchanged).
 */
export interface Change {
  readonly changes: Updateable<RoomsTable>;
  readonly events: NewEvent[];
  readonly match?: Match;
  /**
   * Set for a whole move that leaves the game running, played from a position with no capture in
   * progress: its event alone tells clients the new state (protocol `stateAfterMove`), so no
   * `game_update` is written or sent after it.
   */
  readonly stateImplied?: boolean;
}

/** What a move is planned from: the room, the mover's colour and identity, and the match. */
export interface MoveContext {
  readonly row: RoomRow;
  readonly color: Color;
  readonly match: Match;
  readonly identity: Identity;
}

/** Plans a move (one step, one jump, or a whole capture sequence) for the player to move. */
export function planMove(
  { row, color, match, identity }: MoveContext,
  intent: MoveIntent,
  clientMoveId?: string,
): Outcome<Change> {
  if (match.position.turn !== color) return failure('not_your_turn', MESSAGES.notYourTurn);
  const path = pathOf(match.partial, intent);
  if (!path.ok) return path;
  const progress = followPath(match.position, path.value);
  if (!progress.ok)
    return failure('illegal_move', describeRefusal(match.position, match.partial, path.value));
  const { complete, captured } = progress.value;
  if (intent.kind === 'sequence') {
    const preview = intent.captured;
    const wrong = preview.some(
      (sq, i) => sq !== undefined && sq !== captured[(match.partial?.length ?? 1) - 1 + i],
    );
    if (wrong) return failure('illegal_move', 'Illegal move: the captured squares do not match the jumps');
    if (complete === undefined)
      return failure('illegal_move', 'Illegal move: the capture sequence is not complete');
  }
  const stepFrom = path.value[path.value.length - 2]!;
  const stepTo = path.value[path.value.length - 1]!;
  const type = intent.kind === 'sequence' ? 'jump_sequence' : 'move';
  if (complete === undefined) {
    const payload = movePayload(identity, color, [stepFrom, stepTo], captured.slice(-1), false, clientMoveId);
    return success({
      changes: { partial_path: JSON.stringify(path.value), draw_offer: null },
      events: [{ type, payload, clientMoveId: clientMoveKey(identity.userId, clientMoveId) }],
      match: { ...match, partial: path.value },
    });
  }
  const after = advance(match, complete);
  const ending = endingAfter(after);
  const promoted = crowned(match.position, complete);
  const oneJumpOfMany = intent.kind === 'step' && match.partial !== null;
  const shownPath = oneJumpOfMany ? [stepFrom, stepTo] : [...complete.path];
  const shownCaptures = oneJumpOfMany ? [captured[captured.length - 1]!] : [...complete.captures];
  return success({
    match: after,
    changes: {
      moves: appendPath(row.moves, complete.path),
      partial_path: null,
      draw_offer: null,
      ...(ending === null ? {} : finishColumns(row, ending.winner, ending.reason, after.moveCount)),
    },
    events: [
      {
        type,
        payload: movePayload(identity, color, shownPath, shownCaptures, promoted, clientMoveId),
        clientMoveId: clientMoveKey(identity.userId, clientMoveId),
      },
      ...(ending === null ? [] : [gameOverEvent(row, ending.winner, ending.reason, after.moveCount)]),
    ],
    stateImplied: ending === null && match.partial === null,
  });
}

/**
 * A change that ends the game after `plies` whole moves (a ballot's included). Before each side has
 * made two moves of its own (`MIN_RATED_PLIES`, a ballot's moves not counted) the game is aborted instead: no winner, no draw, not rated, whatever ended it
 * (a resignation at move 0 between two accounts of one person must not move a rating). The ending
 * it would have had is kept beside it, so players are told who ran out of time, resigned or left.
 */
export function finish(row: Rated, winner: Color | null, reason: string, plies: number): Change {
  return {
    changes: finishColumns(row, winner, reason, plies),
    events: [gameOverEvent(row, winner, reason, plies)],
  };
}

/**
 * True when a game ended after `plies` whole moves is aborted rather than won, lost or drawn: the
 * players' own moves are counted, not the ballot's the game started with.
 */
export const isAborted = (row: Rated, plies: number): boolean => plies - openingPlies(row) < MIN_RATED_PLIES;

/** What an ending needs of the room: whether the game was to be rated, and its ballot. */
export type Rated = Pick<RoomRow, 'rated' | 'ballot'>;

/** A change of columns alone, with no event of its own. */
export function update(changes: Updateable<RoomsTable>): Change {
  return { changes, events: [] };
}

function finishColumns(
  row: Rated,
  winner: Color | null,
  reason: string,
  plies: number,
): Updateable<RoomsTable> {
  const ended = {
    status: 'finished' as const,
    draw_offer: null,
    partial_path: null,
    finished_at: new Date().toISOString(),
  };
  if (!isAborted(row, plies)) return { ...ended, winner, end_reason: reason };
  return {
    ...ended,
    winner: null,
    end_reason: 'aborted',
    aborted_reason: reason,
    aborted_by: winner === null ? null : opposite(winner),
    rated: 0,
    // Only a game that was to be rated says it is casual because it was aborted; a casual game
    // keeps its own reason (none for guests, the pair limit).
    ...(row.rated === 1 ? { casual_reason: 'aborted' } : {}),
  };
}

function gameOverEvent(row: Rated, winner: Color | null, reason: string, plies: number): NewEvent {
  const payload = isAborted(row, plies)
    ? { winner: null, isDraw: false, reason: 'aborted' }
    : { winner, isDraw: winner === null, reason };
  return { type: 'game_over', payload };
}

/** The payload of `move` and `jump_sequence` events, squares in algebraic notation. */
function movePayload(
  identity: Identity,
  color: Color,
  path: readonly number[],
  captured: readonly number[],
  promoted: boolean,
  clientMoveId: string | undefined,
): Record<string, unknown> {
  const squares = path.map(makeSquare);
  return {
    from: squares[0],
    to: squares[squares.length - 1],
    path: squares,
    jumps: squares.slice(1).map((to, i) => ({ from: squares[i], to })),
    playerId: identity.userId,
    color,
    capturedAt: captured.map(makeSquare),
    promoted,
    ...(clientMoveId === undefined ? {} : { clientMoveId }),
  };
}

/** The stored JSON list of move paths with one more: appended as text, the list is not parsed. */
function appendPath(moves: string, path: readonly number[]): string {
  const head = moves.slice(0, -1);
  return `${head}${head === '[' ? '' : ','}${JSON.stringify(path)}]`;
}

/** The full path a move intent asks for, continuing a capture in progress. */
function pathOf(partial: readonly number[] | null, intent: MoveIntent): Outcome<number[]> {
  const landing = partial?.[partial.length - 1];
  if (intent.kind === 'step') {
    if (landing !== undefined && intent.from !== landing) {
      return failure('illegal_move', 'Illegal move: the jumping piece must finish its capture sequence');
    }
    return success(partial === null ? [intent.from, intent.to] : [...partial, intent.to]);
  }
  const [first, ...rest] = intent.path;
  if (first === undefined) return failure('illegal_move', 'Illegal move: no jumps');
  if (landing !== undefined && first !== landing) {
    return failure('illegal_move', 'Illegal move: the jumping piece must finish its capture sequence');
  }
  return success(partial === null ? [...intent.path] : [...partial, ...rest]);
}
