// The game-over texts: a win, a loss or a draw, and why the game ended; or a game aborted as too
// short to count.
import type { GameEndReason, GameState, WireColor } from '@checkers/protocol';

export const WIN_TEXT = 'You won! 🎉';
export const LOSS_TEXT = 'You lost. Better luck next time!';
export const DRAW_TEXT = "It's a draw!";
/** The title of a game that ended before each side made two moves: no result, not rated. */
export const ABORTED_TEXT = 'Game aborted — too short to be rated';

const REASONS: Record<GameEndReason, string> = {
  'no-legal-moves': 'No legal moves left',
  resignation: 'Resignation',
  agreement: 'Draw by agreement',
  'threefold-repetition': 'Threefold repetition',
  'forty-move-rule': '40-move rule',
  abandonment: 'The opponent left the game',
  timeout: 'Out of time',
  aborted: 'It ended before each side made two moves: nobody wins and no rating changes',
};

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

/** The headline and reason of a finished game; null when it has neither a winner nor a draw (refused). */
export function gameOverText(
  state: Pick<GameState, 'isGameOver' | 'winner' | 'isDraw' | 'reason'>,
  color: WireColor | null,
  isSpectator: boolean,
): { title: string; reason: string } | null {
  if (!state.isGameOver) return null;
  const reason = state.reason === null ? '' : REASONS[state.reason];
  if (state.reason === 'aborted') return { title: ABORTED_TEXT, reason };
  if (state.isDraw) return { title: DRAW_TEXT, reason };
  if (state.winner === null) return null;
  if (isSpectator || color === null) return { title: `${colourName(state.winner)} wins!`, reason };
  return { title: state.winner === color ? WIN_TEXT : LOSS_TEXT, reason };
}

/** A duration in ms as m:ss. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Full moves from plies: a move by each side counts one, so black's last move alone counts too. */
export const fullMoves = (plies: number): number => Math.ceil(Math.max(0, plies) / 2);

/** Why an online game is casual, as the header says it (null for a rated game). */
export function casualText(state: Pick<GameState, 'rated' | 'casualReason' | 'reason'>): string | null {
  if (state.rated) return null;
  if (state.casualReason === 'pair_limit') {
    return 'Casual game — these two players have had their rated games for today';
  }
  if (state.casualReason === 'aborted' || state.reason === 'aborted') {
    return 'Casual game — aborted before two moves each';
  }
  return "Casual game — guests' games are not rated";
}
