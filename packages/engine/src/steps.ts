// A step-by-step view of moves, for interfaces that play a capture sequence one jump at a time
// ("multi-jump in progress"): which squares can be reached next from a partial sequence.
import { legalMoves, type Position } from './position.js';
import { fail, ok, type Result } from './result.js';
import type { Move, Square } from './types.js';

/** Where a partial move stands: the next squares it may go to, or the whole move once complete. */
export interface StepProgress {
  /** Squares the piece may move to next (empty once the move is complete). */
  readonly next: readonly Square[];
  /** The completed legal move, when `path` is one; a completed move never continues. */
  readonly complete: Move | undefined;
  /** Squares captured so far along `path`. */
  readonly captured: readonly Square[];
}

const isPrefix = (prefix: readonly Square[], path: readonly Square[]): boolean =>
  prefix.length <= path.length && prefix.every((sq, i) => sq === path[i]);

function unique(squares: Square[]): Square[] {
  return [...new Set(squares)].sort((a, b) => a - b);
}

/**
 * Follows a partial path (origin first) through the legal moves of `pos`. A path of one square
 * asks where a piece may go first. Fails when no legal move starts with `path`.
 */
export function followPath(pos: Position, path: readonly Square[]): Result<StepProgress> {
  if (path.length === 0) return fail('empty-path', 'A move needs at least its starting square.');
  const matching = legalMoves(pos).filter((move) => isPrefix(path, move.path));
  if (matching.length === 0) {
    return fail(
      'illegal-move',
      path.length === 1 ? 'That piece has no legal move.' : 'That is not a legal move.',
    );
  }
  const complete = matching.find((move) => move.path.length === path.length);
  const sample = complete ?? matching[0]!;
  const captured = sample.captures.slice(0, path.length - 1);
  if (complete !== undefined) return ok({ next: [], complete, captured });
  return ok({ next: unique(matching.map((move) => move.path[path.length]!)), complete: undefined, captured });
}

/**
 * The first step of every legal move, by origin square: where each piece may go next. For a capture
 * sequence this is the first landing square, as interfaces move one jump at a time.
 */
export function firstSteps(pos: Position): Map<Square, Square[]> {
  const byOrigin = new Map<Square, Square[]>();
  for (const move of legalMoves(pos)) {
    const list = byOrigin.get(move.from) ?? [];
    list.push(move.path[1]!);
    byOrigin.set(move.from, list);
  }
  for (const [from, list] of byOrigin) byOrigin.set(from, unique(list));
  return byOrigin;
}
