// A move from the wire (an HTTP body or a socket message, already checked by its schema) as the
// engine's squares: one step or one jump, or a whole capture sequence. HTTP and the socket both read
// moves through here, so they refuse the same malformed moves with the same words.
import { fail, ok, parseSquare, type Result, type Square } from '@checkers/engine';

/** A move as asked for: one step (or one jump), or a whole capture sequence. */
export type MoveIntent =
  | { readonly kind: 'step'; readonly from: Square; readonly to: Square }
  | {
      readonly kind: 'sequence';
      readonly path: readonly Square[];
      /** The square each jump says it captures, when it says. */
      readonly captured: readonly (Square | undefined)[];
    };

/** A step as the wire carries it (`move`, `POST /api/move`). */
export interface WireStep {
  readonly from: string;
  readonly to: string;
}

/** A capture sequence as the wire carries it (`jump_sequence`, `POST /api/jump-sequence`). */
export interface WireJumps {
  readonly jumps: readonly { readonly from: string; readonly to: string; readonly captured?: string }[];
}

/** Why a wire move cannot be read: `validation_failed` (not a square) or `illegal_move`. */
export type MoveIntentError = {
  readonly code: 'validation_failed' | 'illegal_move';
  readonly message: string;
};

/** The engine intent of a wire move, or why it cannot be one. */
export function moveIntentOf(move: WireStep | WireJumps): Result<MoveIntent, MoveIntentError> {
  if (!('jumps' in move)) {
    const from = parseSquare(move.from);
    if (!from.ok) return fail('validation_failed', from.error.message);
    const to = parseSquare(move.to);
    if (!to.ok) return fail('validation_failed', to.error.message);
    return ok({ kind: 'step', from: from.value, to: to.value });
  }
  const { jumps } = move;
  const first = jumps[0];
  if (first === undefined) return fail('illegal_move', 'Illegal move: no jumps');
  for (let i = 1; i < jumps.length; i++) {
    if (jumps[i]!.from !== jumps[i - 1]!.to)
      return fail('illegal_move', 'Illegal move: each jump must start where the last one landed');
  }
  const path: Square[] = [];
  for (const text of [first.from, ...jumps.map((jump) => jump.to)]) {
    const square = parseSquare(text);
    if (!square.ok) return fail('validation_failed', square.error.message);
    path.push(square.value);
  }
  const captured: (Square | undefined)[] = [];
  for (const jump of jumps) {
    if (jump.captured === undefined) {
      captured.push(undefined);
      continue;
    }
    const square = parseSquare(jump.captured);
    if (!square.ok) return fail('validation_failed', square.error.message);
    captured.push(square.value);
  }
  return ok({ kind: 'sequence', path, captured });
}
