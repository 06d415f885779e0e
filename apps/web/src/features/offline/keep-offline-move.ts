// A move made while the server cannot be reached: checked with the engine against the state on
// screen, shown at once (the opponent's turn now, the move listed as waiting to sync), and queued
// with its client move id. The state
// shown keeps the server's version and move count: the page never claims a version the server has
// not given, so the server's own state for the move (or its refusal) replaces it cleanly once
// synced.
import { stateAfterMove, type GameState } from '@checkers/protocol';
import { postToServiceWorker, requestOfflineSync } from '../../lib/sw-messages';
import { appStore } from '../../stores/app-store';
import { describeLastMove, showOfflineMove } from '../../stores/game-actions';
import type { UnsentMove } from '../../stores/offline-port';
import { newQueuedMove, putQueuedMove, saveRoomState } from './offline-db';
import { refreshPending } from './offline-store';
import { FAILED_TO_MOVE, INVALID_MOVE, MOVE_SAVED, NOT_YOUR_TURN } from './offline-texts';

/** The squares a move's body walks, origin first. */
export function pathOf(body: UnsentMove['body']): string[] {
  if (!('jumps' in body)) return [body.from, body.to];
  const first = body.jumps[0];
  return first === undefined ? [] : [first.from, ...body.jumps.map((jump) => jump.to)];
}

/** Why a move cannot be kept, in the spec's words; or the state it leads to (at the same version). */
export function checkOfflineMove(
  state: GameState,
  color: 'red' | 'black' | null,
  body: UnsentMove['body'],
): { ok: true; state: GameState } | { ok: false; message: string } {
  if (color === null || state.status !== 'active' || state.currentTurn !== color) {
    return { ok: false, message: NOT_YOUR_TURN };
  }
  // One jump of a capture the server is holding cannot be judged here: only whole moves can.
  if (state.in_multi_jump) return { ok: false, message: FAILED_TO_MOVE };
  const next = stateAfterMove(state, { path: pathOf(body), color }, state.version + 1);
  if (next === undefined) return { ok: false, message: INVALID_MOVE };
  // The move is on the board, but the version and the move count stay the server's: the count
  // goes up (and the game record is fetched again) when the server's own state says so.
  return { ok: true, state: { ...next, version: state.version, moveCount: state.moveCount } };
}

/** Keeps a move the server never answered; true when it was queued and shown. */
export async function keepOfflineMove(move: UnsentMove): Promise<boolean> {
  const { game, room, notify } = appStore.getState();
  const state = game.state;
  const onScreen =
    game.mode === 'online' &&
    state !== null &&
    room.roomCode !== null &&
    room.roomCode.toUpperCase() === move.roomCode.toUpperCase();
  if (!onScreen) {
    notify('error', FAILED_TO_MOVE);
    return false;
  }
  const checked = checkOfflineMove(state, room.isSpectator ? null : room.playerColor, move.body);
  if (!checked.ok) {
    notify('error', checked.message);
    return false;
  }
  const shown = checked.state;
  try {
    await putQueuedMove(newQueuedMove(move.roomCode, move.body, shown));
    await saveRoomState({
      roomCode: move.roomCode,
      gameState: shown,
      lastUpdated: Date.now(),
      version: state.version,
    });
  } catch {
    // No IndexedDB (a private mode): the move cannot be kept.
    notify('error', FAILED_TO_MOVE);
    return false;
  }
  showOfflineMove(shown, state.version);
  // The version is unchanged, so applyGameState does not announce it: screen readers hear it here.
  appStore.getState().setGame({ announcement: describeLastMove(shown) });
  notify('info', MOVE_SAVED);
  const pending = await refreshPending();
  postToServiceWorker({ type: 'QUEUED_OFFLINE_REQUEST', roomCode: move.roomCode, pending });
  requestOfflineSync();
  return true;
}
