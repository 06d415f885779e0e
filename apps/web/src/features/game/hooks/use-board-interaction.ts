// Connects the rule-less board to the move logic: selection, previews, sending, cancelling, the
// last move's mark (kept until the next move), and the pieces that must capture when a piece that
// cannot move is chosen while a capture is compulsory (said in the status line, not as an error).
import { useEffect, useMemo, useState } from 'react';
import type { BoardPiece } from '../../../components/board/board';
import { useAppStore } from '../../../stores/app-store';
import { lastMoveMark } from '../last-move-mark';
import {
  NO_INTERACTION,
  canMove,
  clickSquare,
  destinations,
  initialInteraction,
  type Interaction,
  type MoveContext,
} from '../move-interaction';
import type { GameActions } from './game-actions';

export function useBoardInteraction(actions: GameActions) {
  const state = useAppStore((s) => s.game.state);
  const color = useAppStore((s) => s.room.playerColor);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  const busy = useAppStore((s) => s.game.moveInFlight);
  const notify = useAppStore((s) => s.notify);
  const setUi = useAppStore((s) => s.setUi);
  const [forced, setForced] = useState<readonly string[]>([]);
  const [interaction, setInteraction] = useState<Interaction>(NO_INTERACTION);

  const ctx: MoveContext | null = useMemo(
    () => (state === null ? null : { state, color, isSpectator, busy }),
    [state, color, isSpectator, busy],
  );

  // A new state (or a new turn) starts a fresh selection; a server-side multi-jump selects its piece.
  useEffect(() => {
    if (ctx !== null) setInteraction(initialInteraction(ctx));
    setForced([]);
    // Only a new game version resets the selection, not a busy flag flipping.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state?.version, state?.roomCode, color]);

  const lastMove = state?.lastMove ?? null;
  const viewer = isSpectator ? null : color;
  const mark = useMemo(() => lastMoveMark(lastMove, viewer), [lastMove, viewer]);

  const act = (clicked: Interaction, square: string): void => {
    if (ctx === null) return;
    const outcome = clickSquare(ctx, clicked, square);
    setInteraction(outcome.interaction);
    setForced(outcome.kind === 'blocked' ? outcome.forced : []);
    switch (outcome.kind) {
      case 'blocked':
        setUi({ statusMessage: outcome.message });
        return;
      case 'error':
        notify('warning', outcome.message);
        return;
      case 'move':
        void actions.move(outcome.from, outcome.to);
        return;
      case 'sequence':
        void actions.sequence(outcome.jumps).then((applied) => {
          if (!applied) setInteraction(NO_INTERACTION);
        });
        return;
      case 'none':
        return;
    }
  };

  const path = interaction.path;
  const moving = path.length > 1 ? path[0] : undefined;
  const pieces: BoardPiece[] = (state?.pieces ?? []).map((piece) => ({
    id: piece.id,
    color: piece.color,
    king: piece.king,
    // During a capture preview the jumping piece is shown where it has landed so far.
    square: piece.position === moving ? path[path.length - 1]! : piece.position,
  }));

  return {
    pieces,
    selected: path.length > 0 ? path[path.length - 1]! : null,
    destinations: ctx === null ? [] : destinations(ctx, interaction),
    capturedPreview: interaction.captured,
    /** The pieces that must capture, shown after a piece that cannot move was chosen. */
    forced,
    previewing: path.length > 1,
    arrow: mark.arrow,
    animatePath: mark.animatePath,
    disabled: ctx === null || !canMove(ctx),
    onSquare: (square: string) => act(interaction, square),
    onDrop: (from: string, to: string) => {
      if (ctx === null) return;
      const picked = path.length > 1 ? interaction : clickSquare(ctx, NO_INTERACTION, from).interaction;
      act(picked, to);
    },
    onCancel: () => {
      if (ctx !== null) setInteraction(initialInteraction(ctx));
    },
  };
}
