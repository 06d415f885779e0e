// Following a move event: applied to the state on screen, or, where events were missed or the move
// cannot be applied, a resync asked of the server.
import { stateAfterMove, type ServerMessage } from '@checkers/protocol';
import { canResumeFrom, classifyEvent } from '../../../lib/event-versions';
import { appStore } from '../../../stores/app-store';
import { applyGameState } from '../../../stores/game-actions';
import type { SocketManager } from '../socket/socket-manager';

/** How long a move the page could not apply may wait for the state that should follow it. */
export const STATE_WAIT_MS = 2_000;

type MoveMessage = Extract<ServerMessage, { type: 'move' | 'jump_sequence' }>;

/**
 * A plain move comes with no state: the page applies it to the state it shows (the server sends a
 * game_update only where the move alone does not say what follows, like one jump of a capture still
 * in progress). A gap in versions means events were missed, and so does a move that could not be
 * applied and is not followed by its state in time: either way the page asks for what it lacks.
 */
export function followMove(message: MoveMessage, socket: Pick<SocketManager, 'send'>): void {
  const { game } = appStore.getState();
  const order = classifyEvent(game.version, message.v);
  if (order === 'stale') return;
  const resync = (): void => {
    socket.send({ type: 'resync', payload: { v: appStore.getState().game.version } });
  };
  if (order === 'gap') {
    if (canResumeFrom(game.version)) resync();
    return;
  }
  const next = game.state === null ? undefined : stateAfterMove(game.state, message.payload, message.v);
  if (next !== undefined) {
    applyGameState(next, message.v);
    return;
  }
  setTimeout(() => {
    if (classifyEvent(appStore.getState().game.version, message.v) !== 'stale') resync();
  }, STATE_WAIT_MS);
}
