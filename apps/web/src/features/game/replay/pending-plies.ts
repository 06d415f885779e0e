// Moves made on this page that wait in the offline queue: on the board already, not in the server's
// record yet. The move list writes them after the record's moves, numbered on from them and marked
// as waiting, until the server's own state replaces them.
import { makeMoveText, parseSquare, type Color, type Move, type Square } from '@checkers/engine';
import type { LastMove } from '@checkers/protocol';
import type { ReplayPly } from './replay-model';

/** A waiting move as the move list writes it. */
export interface PendingPly {
  readonly moveNumber: number;
  readonly color: Color;
  readonly text: { readonly algebraic: string; readonly numeric: string };
}

/** The engine move of a wire move (its squares are checked by the page that made it). */
function moveOf(last: LastMove): Move | null {
  const squares = (names: readonly string[]): Square[] | null => {
    const out: Square[] = [];
    for (const name of names) {
      const square = parseSquare(name);
      if (!square.ok) return null;
      out.push(square.value);
    }
    return out;
  };
  const path = squares(last.path);
  const captures = squares(last.captured);
  if (path === null || captures === null || path.length < 2) return null;
  return { from: path[0]!, to: path[path.length - 1]!, path, captures };
}

/** The waiting moves after the record's plies: a full move starts with black's. */
export function pendingPlies(plies: readonly ReplayPly[], pending: readonly LastMove[]): PendingPly[] {
  const last = plies[plies.length - 1];
  let number = last?.moveNumber ?? 0;
  let previous: Color | null = last?.color ?? null;
  const out: PendingPly[] = [];
  for (const waiting of pending) {
    const move = moveOf(waiting);
    if (move === null) continue;
    if (waiting.color === 'black' || previous !== 'black') number += 1;
    previous = waiting.color;
    out.push({
      moveNumber: number,
      color: waiting.color,
      text: { algebraic: makeMoveText(move, 'algebraic'), numeric: makeMoveText(move, 'pdn') },
    });
  }
  return out;
}
