// Connects the rule-less board to free play: the selection and capture previews of the position
// shown, a move handed over once it is whole, and what a refused click says (in the board's status
// line rather than a toast: nobody else is waiting for the move).
import type { Move } from '@checkers/engine';
import { useState } from 'react';
import type { BoardPiece } from '../../../components/board/board-piece';
import { NO_INTERACTION, clickSquare, destinations, type Interaction } from '../move-interaction';
import { freePlayContext, frameKey, moveOfOutcome, type FreePlayFrame } from './free-play';

interface Held {
  readonly key: string;
  readonly interaction: Interaction;
  readonly forced: readonly string[];
  readonly message: string | null;
}

const NOTHING = { interaction: NO_INTERACTION, forced: [], message: null };

/** Board props for playing either side from `frame`; `over` when the rules have ended the line. */
export function useFreePlay(frame: FreePlayFrame, over: boolean, onMove: (move: Move) => void) {
  const key = frameKey(frame);
  const [stored, setHeld] = useState<Held>({ key, ...NOTHING });
  // What was held for another position does not apply to this one.
  const held: Held = stored.key === key ? stored : { key, ...NOTHING };
  const ctx = freePlayContext(frame, over);
  const { interaction } = held;

  const act = (from: Interaction, square: string): void => {
    const outcome = clickSquare(ctx, from, square);
    const message = outcome.kind === 'blocked' || outcome.kind === 'error' ? outcome.message : null;
    setHeld({
      key,
      interaction: outcome.interaction,
      forced: outcome.kind === 'blocked' ? outcome.forced : [],
      message,
    });
    const move = moveOfOutcome(frame.position, outcome);
    if (move !== undefined) onMove(move);
  };

  const path = interaction.path;
  const moving = path.length > 1 ? path[0] : undefined;
  const pieces: BoardPiece[] = frame.pieces.map((piece) => ({
    id: piece.id,
    color: piece.color,
    king: piece.king,
    // During a capture preview the jumping piece is shown where it has landed so far.
    square: piece.position === moving ? path[path.length - 1]! : piece.position,
  }));

  return {
    pieces,
    selected: path.length > 0 ? path[path.length - 1]! : null,
    destinations: destinations(ctx, interaction),
    capturedPreview: interaction.captured,
    forced: held.forced,
    /** Why the last click did nothing ("A capture is compulsory"), or null. */
    message: held.message,
    disabled: over,
    onSquare: (square: string) => act(interaction, square),
    onDrop: (from: string, to: string) => {
      const picked = path.length > 1 ? interaction : clickSquare(ctx, NO_INTERACTION, from).interaction;
      act(picked, to);
    },
    onCancel: () => setHeld({ key, ...NOTHING }),
  };
}
