// Moves and room actions of an online game: each reply's state is applied at once; failures show the
// spec's texts and give the board back. A move the server never answered (offline) goes to the
// offline queue through the store's port, which checks it, shows it and syncs it later.
import { MAX_REPORTED_MOVE_MS } from '@checkers/protocol';
import { useEffect } from 'react';
import { joinRoom, RoomError } from '../../../lib/rooms-api';
import { appStore } from '../../../stores/app-store';
import { applyGameState } from '../../../stores/game-actions';
import { keepUnsentMove } from '../../../stores/offline-port';
import { enterRoom } from '../../../stores/session-actions';
import {
  answerDraw,
  claimWin,
  requestRematch,
  resign,
  sendJumpSequence,
  sendMove,
  UnansweredMoveError,
} from '../api/game-api';
import type { GameActions } from './game-actions';
import { useRematchOffer } from './use-rematch-offer';

const roomCode = (): string => appStore.getState().room.roomCode ?? '';

/**
 * In a timed game, this player's think time for the move being sent (`moveTimeMs`, for the server's
 * lag credit): from when the state that made it their turn was applied to now. Untimed: undefined.
 */
export function moveTimeMs(now = Date.now()): number | undefined {
  const { state, turnShownAt } = appStore.getState().game;
  if (state?.clock === undefined || turnShownAt === null) return undefined;
  return Math.min(MAX_REPORTED_MOVE_MS, Math.max(0, Math.round(now - turnShownAt)));
}

async function inFlight(send: () => Promise<Parameters<typeof applyGameState>[0]>): Promise<boolean> {
  const { setGame, notify } = appStore.getState();
  setGame({ moveInFlight: true });
  try {
    applyGameState(await send());
    return true;
  } catch (error) {
    const kept = error instanceof UnansweredMoveError ? keepUnsentMove(error.move) : null;
    if (kept !== null) return await kept;
    notify('error', error instanceof Error ? error.message : 'Failed to make move');
    return false;
  } finally {
    appStore.getState().setGame({ moveInFlight: false });
  }
}

/** The rematch room being joined: the reply and the `rematch` event both name it, one join is made. */
let joining: string | null = null;

async function goToRematch(code: string): Promise<void> {
  // A second entry would reset the state the first one fetched, and the socket news since with it.
  if (joining === code || appStore.getState().room.roomCode === code) return;
  joining = code;
  try {
    enterRoom(await joinRoom(code), false);
  } catch (error) {
    appStore.getState().notify('error', error instanceof RoomError ? error.message : 'Failed to join room');
  } finally {
    joining = null;
  }
}

const onlineActions: GameActions = {
  move: (from, to) => inFlight(() => sendMove(roomCode(), from, to, moveTimeMs())),
  sequence: (jumps) => inFlight(() => sendJumpSequence(roomCode(), jumps, moveTimeMs())),
  resign: async () => {
    try {
      await resign(roomCode());
      appStore.getState().notify('info', 'You resigned from the game');
    } catch (error) {
      appStore.getState().notify('error', error instanceof Error ? error.message : 'Failed to resign');
    }
  },
  draw: async (action) => {
    try {
      applyGameState(await answerDraw(roomCode(), action));
    } catch (error) {
      appStore.getState().notify('error', error instanceof Error ? error.message : 'Game error');
    }
  },
  claimWin: async () => {
    try {
      applyGameState(await claimWin(roomCode()));
    } catch (error) {
      appStore.getState().notify('warning', error instanceof Error ? error.message : 'Game error');
    }
  },
  rematch: async () => {
    const { setRoom, setUi, notify } = appStore.getState();
    try {
      const code = await requestRematch(roomCode());
      if (code !== null) {
        await goToRematch(code);
        return;
      }
      setRoom({ rematchRequested: true });
      setUi({ statusMessage: 'Waiting for opponent to accept rematch...' });
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'Failed to request rematch');
    }
  },
};

/**
 * The online game's actions; also offers the opponent's rematch request as a notice, and follows
 * the opponent into an agreed rematch.
 */
export function useOnlineActions(): GameActions {
  useRematchOffer(onlineActions.rematch);
  useEffect(
    () =>
      appStore.subscribe((state, previous) => {
        const code = state.room.rematchRoomCode;
        if (code !== null && code !== previous.room.rematchRoomCode && state.game.mode === 'online') {
          void goToRematch(code);
        }
      }),
    [],
  );
  return onlineActions;
}
