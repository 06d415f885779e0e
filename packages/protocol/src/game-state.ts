// The one builder of the wire `GameState`: the server's view of a room, the state a move event leads
// to and the web's local game against the AI all describe their game with these facts and get the
// same shape, in the same key order, with the same derived fields.
import {
  BALLOT_PLIES,
  firstSteps,
  followPath,
  makeSquare,
  type Position,
  type Square,
} from '@checkers/engine';
import type { GameClock, GameEndReason } from './clock.js';
import type { CasualReason, WireColor } from './constants.js';
import type { GameAbort, GameBallot, GameState, LastMove, WirePiece } from './game.js';

/** What a wire state is built from. */
export interface GameStateFacts {
  readonly roomCode: string;
  readonly status: GameState['status'];
  /** The engine position; its `turn` is the state's `currentTurn`. Mid-capture, the position before it. */
  readonly position: Position;
  /** The pieces shown, with their ids, in the order the wire lists them. */
  readonly pieces: readonly WirePiece[];
  /** The capture in progress (the path so far, origin first, engine squares), or null. */
  readonly partial: readonly Square[] | null;
  readonly moveCount: number;
  readonly captures: { readonly red: number; readonly black: number };
  readonly lastMove: LastMove | null;
  readonly winner: WireColor | null;
  readonly reason: GameEndReason | null;
  readonly playerRed: string | null;
  readonly playerBlack: string | null;
  readonly spectatorCount: number;
  readonly drawOfferedBy: WireColor | null;
  readonly rated: boolean;
  /** Why a game between two accounts is casual; null (the default) otherwise. */
  readonly casualReason?: CasualReason | null;
  /** The ballot the game was started from; null (the default) for a game from the start. */
  readonly ballot?: GameBallot | null;
  /** The event version this state corresponds to. */
  readonly version: number;
  /** The clocks of a timed game; absent (and left out of the state) when untimed. */
  readonly clock?: GameClock;
  /** What ended an aborted game; absent (and left out of the state) otherwise. */
  readonly abort?: GameAbort;
}

/** Legal next steps by origin square, in algebraic notation; only the jumping piece mid-capture. */
function validMovesOf(position: Position, partial: readonly Square[] | null): Record<string, string[]> {
  const steps = new Map<Square, readonly Square[]>();
  if (partial !== null) {
    const progress = followPath(position, partial);
    if (progress.ok) steps.set(partial[partial.length - 1]!, progress.value.next);
  } else {
    for (const [from, to] of firstSteps(position)) steps.set(from, to);
  }
  const out: Record<string, string[]> = {};
  for (const [from, to] of steps) out[makeSquare(from)] = to.map(makeSquare);
  return out;
}

/** The wire state of a game. A waiting or finished game has no valid moves. */
export function gameState(facts: GameStateFacts): GameState {
  const { status, position, partial, winner } = facts;
  const finished = status === 'finished';
  const landing = partial?.[partial.length - 1];
  return {
    roomCode: facts.roomCode,
    status,
    pieces: [...facts.pieces],
    currentTurn: position.turn,
    validMoves: finished || status === 'waiting' ? {} : validMovesOf(position, partial),
    in_multi_jump: landing !== undefined,
    multi_jump_piece: landing === undefined ? null : makeSquare(landing),
    isGameOver: finished,
    winner,
    // An aborted game has no winner and is no draw either.
    isDraw: finished && winner === null && facts.reason !== 'aborted',
    reason: facts.reason,
    playerRed: facts.playerRed,
    playerBlack: facts.playerBlack,
    spectatorCount: facts.spectatorCount,
    moveCount: facts.moveCount,
    captures: { ...facts.captures },
    promoted: facts.lastMove?.promoted ?? false,
    lastMove: facts.lastMove,
    drawOfferedBy: facts.drawOfferedBy,
    rated: facts.rated,
    casualReason: facts.casualReason ?? null,
    ballot: facts.ballot ?? null,
    version: facts.version,
    ...(facts.clock === undefined ? {} : { clock: facts.clock }),
    ...(facts.abort === undefined || facts.reason !== 'aborted' ? {} : { abort: facts.abort }),
  };
}

/**
 * The whole moves the players themselves have made: a ballot game's three opening moves were drawn,
 * not played, and do not count (the first-move limits, the abort rule).
 */
export const playersMoveCount = (state: Pick<GameState, 'moveCount' | 'ballot'>): number =>
  Math.max(0, state.moveCount - (state.ballot === null || state.ballot === undefined ? 0 : BALLOT_PLIES));
