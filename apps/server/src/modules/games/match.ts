// A room's game rebuilt from what is stored: the initial position and the paths of the moves played,
// plus a capture sequence in progress. The engine decides everything; this module only replays.
import {
  extendTrail,
  followPath,
  legalMoves,
  play,
  crowned,
  startTrail,
  type Color,
  type Move,
  type Position,
  type RulesTrail,
} from '@checkers/engine';
import { idsAfterMove, idsAfterPath, initialIds, type PieceIds } from './piece-ids.js';

/** How a game ended. */
export interface Ending {
  readonly winner: Color | null;
  readonly reason: string;
}

/** The last move, for display. */
export interface PlayedMove {
  readonly move: Move;
  readonly color: Color;
  readonly promoted: boolean;
}

/**
 * A game as replayed from storage. Running games stay in memory between moves (live-games.ts), so
 * this keeps only what the next move and the wire state need, not the moves themselves: the rules'
 * trail (the positions since the last man move or capture) stands in for the history.
 */
export interface Match {
  readonly initial: Position;
  /** Complete moves played. */
  readonly moveCount: number;
  /** What the draw rules need of the past (see the engine's `RulesTrail`). */
  readonly trail: RulesTrail;
  /** The position before any capture in progress. */
  readonly position: Position;
  readonly ids: PieceIds;
  /** Squares of a capture sequence in progress, origin first, or null. */
  readonly partial: readonly number[] | null;
  readonly last: PlayedMove | null;
  /** Pieces captured by each colour. */
  readonly captures: { readonly red: number; readonly black: number };
  /** Set when the rules ended the game (no legal move, repetition, 40-move rule). */
  readonly ruleEnding: Ending | null;
}

/** Parses the stored JSON list of move paths. */
export const parsePaths = (json: string): number[][] => JSON.parse(json) as number[][];

function findByPath(position: Position, path: readonly number[]): Move | undefined {
  return legalMoves(position).find(
    (m) => m.path.length === path.length && m.path.every((sq, i) => sq === path[i]),
  );
}

/**
 * Replays stored moves. Stored moves were validated when played, so a stored path that is not legal
 * means corrupted data: that is a bug, and it throws.
 */
export function replay(
  initial: Position,
  paths: readonly (readonly number[])[],
  partial: readonly number[] | null,
): Match {
  const start: Match = {
    initial,
    moveCount: 0,
    trail: startTrail(initial),
    position: initial,
    ids: initialIds(initial),
    partial: null,
    last: null,
    captures: { red: 0, black: 0 },
    ruleEnding: null,
  };
  const match = extendMatch(start, paths);
  return partial === null ? match : { ...match, partial };
}

/** A match (with no capture in progress) after more stored moves; throws like `replay`. */
export function extendMatch(match: Match, paths: readonly (readonly number[])[]): Match {
  let next = match;
  for (const path of paths) {
    const move = findByPath(next.position, path);
    if (move === undefined) throw new Error(`stored move ${path.join('-')} is not legal`);
    next = advance(next, move);
  }
  return next;
}

/**
 * The match after one more complete legal move, without replaying the game: a game kept in memory
 * moves on by this, at the cost of one move instead of the whole list.
 */
export function advance(match: Match, move: Move): Match {
  const color = match.position.turn;
  const position = play(match.position, move);
  return {
    initial: match.initial,
    moveCount: match.moveCount + 1,
    trail: extendTrail(match.trail, match.position, move, position),
    position,
    ids: idsAfterMove(match.ids, move),
    partial: null,
    last: { move, color, promoted: crowned(match.position, move) },
    captures: { ...match.captures, [color]: match.captures[color] + move.captures.length },
    ruleEnding: null,
  };
}

/** A piece as displayed. */
export interface ShownPiece {
  readonly id: string;
  readonly color: Color;
  readonly square: number;
  readonly king: boolean;
}

/** The pieces as they stand, with a capture in progress applied: the mover on its landing square, jumped pieces gone. */
export function shownPieces(match: Match): ShownPiece[] {
  let ids = match.ids;
  let moved: { from: number; to: number } | null = null;
  if (match.partial !== null) {
    const progress = followPath(match.position, match.partial);
    if (!progress.ok) throw new Error('stored capture in progress is not legal');
    ids = idsAfterPath(ids, match.partial, progress.value.captured);
    moved = { from: match.partial[0]!, to: match.partial[match.partial.length - 1]! };
  }
  // Straight from the bitboards, in square order: this runs for every state sent.
  const { black, red, kings } = match.position;
  const shown: ShownPiece[] = [];
  for (let square = 0; square < 32; square++) {
    const b = 1 << square;
    const color: Color | null = (black & b) !== 0 ? 'black' : (red & b) !== 0 ? 'red' : null;
    if (color === null) continue;
    const at = moved !== null && square === moved.from ? moved.to : square;
    const id = ids[at];
    if (id === undefined) continue; // captured during the sequence in progress
    shown.push({ id, color, square: at, king: (kings & b) !== 0 });
  }
  return moved === null ? shown : shown.sort((a, b) => a.square - b.square);
}
