// The room's status lines that only matter until the game is under way.
import { playersMoveCount, type GameState } from '@checkers/protocol';

export const CONNECTED_TEXT = 'Connected!';
export const BOTH_CONNECTED_TEXT = 'Both players connected! Starting game...';
export const JOINED_TEXT = 'Joined room! Waiting for game to start...';

/**
 * The status line once `state` is on screen: the connection texts are cleared once the game is under
 * way (a player's move made, a ballot's not counted, or the game over), and 'Joined room!
 * Waiting...' as soon as the game has started. Undefined: leave it as it is.
 */
export function statusOnceUnderWay(state: GameState | null, status: string): '' | undefined {
  if (state === null || state.status === 'waiting') return undefined;
  if (status === JOINED_TEXT) return '';
  const underWay = state.isGameOver || playersMoveCount(state) > 0;
  return underWay && (status === CONNECTED_TEXT || status === BOTH_CONNECTED_TEXT) ? '' : undefined;
}
