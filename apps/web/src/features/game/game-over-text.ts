// The game-over texts: a win, a loss or a draw, and why the game ended; or a game aborted before
// each side made two moves, with who ran out of time, resigned or left.
import {
  playersMoveCount,
  type GameAbort,
  type GameEndReason,
  type GameState,
  type WireColor,
} from '@checkers/protocol';

export const WIN_TEXT = 'You won! 🎉';
export const LOSS_TEXT = 'You lost. Better luck next time!';
export const DRAW_TEXT = "It's a draw!";
/** The title of a game that ended before each side made two moves, when nothing says more. */
export const ABORTED_TEXT = 'Game aborted';

const REASONS: Record<GameEndReason, string> = {
  'no-legal-moves': 'No legal moves left',
  resignation: 'Resignation',
  agreement: 'Draw by agreement',
  'threefold-repetition': 'Threefold repetition',
  'forty-move-rule': '40-move rule',
  abandonment: 'The opponent left the game',
  timeout: 'Out of time',
  aborted: 'It ended before each side made two moves, so nobody wins',
};

/** Said of an aborted game that was to be rated. */
const ABORTED_RATED = 'It ended before each side made two moves: nobody wins and no rating changes';

/** Clocks run once both sides have made their first move; before that a side "did not move". */
const FIRST_MOVES = 2;

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

/**
 * "Game aborted: Red did not move", or as much as the state tells; `moveCount` counts the players'
 * own moves (a ballot's are not theirs).
 */
export function abortedTitle(abort: GameAbort | undefined, moveCount: number): string {
  if (abort === undefined) return ABORTED_TEXT;
  if (abort.reason === 'agreement') return `${ABORTED_TEXT}: both players agreed`;
  if (abort.by === null) return ABORTED_TEXT;
  const side = colourName(abort.by);
  switch (abort.reason) {
    case 'timeout':
      return `${ABORTED_TEXT}: ${side} ${moveCount < FIRST_MOVES ? 'did not move' : 'ran out of time'}`;
    case 'resignation':
      return `${ABORTED_TEXT}: ${side} resigned`;
    case 'abandonment':
      return `${ABORTED_TEXT}: ${side} left the game`;
    default:
      return ABORTED_TEXT;
  }
}

/**
 * Why a game ended, as a sentence. A side that cannot move because it has no pieces left lost them
 * all: that is said rather than "No legal moves left".
 */
export function reasonText(state: Pick<GameState, 'winner' | 'reason' | 'pieces' | 'casualReason'>): string {
  if (state.reason === null) return '';
  if (state.reason === 'aborted') return state.casualReason === 'aborted' ? ABORTED_RATED : REASONS.aborted;
  const { winner } = state;
  if (state.reason === 'no-legal-moves' && winner !== null) {
    const loserLeft = state.pieces.some((piece) => piece.color !== winner);
    if (!loserLeft) return `${colourName(winner)} captured every piece`;
  }
  return REASONS[state.reason];
}

type OverFacts = Pick<
  GameState,
  'isGameOver' | 'winner' | 'isDraw' | 'reason' | 'pieces' | 'moveCount' | 'casualReason' | 'abort' | 'ballot'
>;

/** The headline and reason of a finished game; null when it has neither a winner nor a draw (refused). */
export function gameOverText(
  state: OverFacts,
  color: WireColor | null,
  isSpectator: boolean,
): { title: string; reason: string } | null {
  if (!state.isGameOver) return null;
  const reason = reasonText(state);
  if (state.reason === 'aborted')
    return { title: abortedTitle(state.abort, playersMoveCount(state)), reason };
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
export function casualText(state: Pick<GameState, 'rated' | 'casualReason'>): string | null {
  if (state.rated) return null;
  if (state.casualReason === 'pair_limit') {
    return 'Casual game — these two players have had their rated games for today';
  }
  // Only a game that was to be rated is casual for being aborted; others keep their own reason.
  if (state.casualReason === 'aborted') return 'Casual game — aborted before two moves each';
  return "Casual game — guests' games are not rated";
}
