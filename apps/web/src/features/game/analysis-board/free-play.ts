// Moves played freely on the analysis board: whichever side is to move, by the rules (captures
// compulsory, multi-jumps walked one landing at a time), through the same click logic as a game so
// the board behaves as players know it. Pure: the hook in use-free-play.ts keeps the selection.
import { findMove, makeFen, type Move, type Position } from '@checkers/engine';
import { gameState, type GameState, type WirePiece } from '@checkers/protocol';
import { squaresOf } from '../../../lib/squares';
import type { MoveContext, Outcome } from '../move-interaction';

/** What the board shows: a position and its pieces with their ids. */
export interface FreePlayFrame {
  readonly position: Position;
  readonly pieces: readonly WirePiece[];
}

/** The frame as a running game whose player is the side to move, for the click logic. */
export function freePlayContext(frame: FreePlayFrame, over: boolean): MoveContext {
  const state: GameState = gameState({
    roomCode: 'ANALYSIS',
    status: over ? 'finished' : 'active',
    position: frame.position,
    pieces: frame.pieces,
    partial: null,
    moveCount: 0,
    captures: { red: 0, black: 0 },
    lastMove: null,
    winner: null,
    reason: null,
    playerRed: null,
    playerBlack: null,
    spectatorCount: 0,
    drawOfferedBy: null,
    rated: false,
    version: 0,
  });
  return { state, color: frame.position.turn, isSpectator: false, busy: false };
}

/** A key that changes with the position shown: a selection belongs to one position. */
export const frameKey = (frame: FreePlayFrame): string => makeFen(frame.position);

/** The engine move a finished click outcome stands for; undefined for any other outcome. */
export function moveOfOutcome(position: Position, outcome: Outcome): Move | undefined {
  let names: string[];
  if (outcome.kind === 'move') names = [outcome.from, outcome.to];
  else if (outcome.kind === 'sequence' && outcome.jumps.length > 0)
    names = [outcome.jumps[0]!.from, ...outcome.jumps.map((jump) => jump.to)];
  else return undefined;
  const path = squaresOf(names);
  if (path === undefined) return undefined;
  const found = findMove(position, path[0]!, path[path.length - 1]!, path.length > 2 ? path : undefined);
  return found.ok ? found.value : undefined;
}
