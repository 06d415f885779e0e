// Keeps an online room live: one WebSocket while it can be open, polling while it cannot. Every
// state that arrives goes through applyGameState.
import { playersMoveCount, type ServerMessage } from '@checkers/protocol';
import { useEffect } from 'react';
import { friendlyMessage } from '../../../lib/api-error';
import { markRoomFinished } from '../../../lib/session';
import { canResumeFrom, gameOverShowsGap } from '../../../lib/event-versions';
import { SocketManager } from '../socket/socket-manager';
import { setRoomSender } from '../../../lib/room-channel';
import { ratingUpdated } from '../../../stores/account-actions';
import { chatWarning, isChatError, receiveChat, resetChat } from '../../../stores/chat-store';
import { gameChatWarning, receiveGameChat, resetGameChat } from '../../../stores/game-chat-store';
import { appStore, qualityOf, useAppStore } from '../../../stores/app-store';
import { applyGameState, setSpectatorCount } from '../../../stores/game-actions';
import { followMove } from './follow-move';
import { nextPollInterval, POLL_IDLE_MS } from './polling';
import { refreshGameState } from './room-state-fetch';
import { BOTH_CONNECTED_TEXT, CONNECTED_TEXT, statusOnceUnderWay } from './status-lines';

const PING_EVERY_MS = 15_000;

function handleMessage(message: ServerMessage, socket: SocketManager): void {
  const { game, room, setGame, setUi, setNetwork } = appStore.getState();
  switch (message.type) {
    case 'game_update':
      applyGameState(message.payload, message.v);
      return;
    case 'move':
    case 'jump_sequence':
      followMove(message, socket);
      return;
    case 'game_over':
      // A move the page could not apply may come just before it; a larger gap means missed events.
      if (gameOverShowsGap(game.version, message.v) && canResumeFrom(game.version)) {
        socket.send({ type: 'resync', payload: { v: game.version } });
      }
      return;
    case 'player_joined':
      if (message.v !== undefined && room.waitingForOpponent) {
        setUi({ statusMessage: BOTH_CONNECTED_TEXT });
      }
      if (message.payload.color !== room.playerColor) {
        appStore.getState().setRoom({ opponentAway: false, opponentAwaySince: null });
      }
      return;
    case 'player_left':
      if (!room.isSpectator && message.payload.color !== room.playerColor) {
        // The claim countdown runs from here; a second close while away keeps the first time.
        appStore.getState().setRoom({
          opponentAway: true,
          opponentAwaySince: room.opponentAwaySince ?? Date.now(),
          claimAfterMs: message.payload.claimAfterMs ?? room.claimAfterMs,
        });
      }
      return;
    case 'rematch':
      if ('newRoomCode' in message.payload) {
        appStore.getState().setRoom({ rematchRoomCode: message.payload.newRoomCode });
      } else if (message.payload.requestedBy !== room.playerColor) {
        // The game screen offers it to the player, with its Accept button.
        appStore.getState().setRoom({ rematchOfferedBy: message.payload.requestedBy });
      }
      return;
    case 'spectator_joined':
    case 'spectator_left':
    case 'spectator_count_update':
      setSpectatorCount(message.payload.count);
      return;
    case 'rating_updated':
      ratingUpdated(message.payload);
      return;
    case 'pong':
      if (message.payload.t !== undefined) {
        const latency = Date.now() - message.payload.t;
        setNetwork({ latency, connectionQuality: qualityOf(latency) });
      }
      return;
    case 'spectator_chat':
    case 'spectator_chat_joined':
    case 'spectator_chat_left':
    case 'spectator_chat_moderated':
    case 'spectator_mode_changed':
      receiveChat(message);
      return;
    case 'game_chat':
      receiveGameChat(message.payload);
      return;
    case 'error':
      // The chats' refusals are shown in the chat they answer, not as notices.
      if (message.payload.replyTo === 'game_chat') {
        gameChatWarning(message.payload.message);
        return;
      }
      if (isChatError(message.payload)) {
        chatWarning(message.payload.message);
        return;
      }
      if (message.payload.code !== 'rate_limited')
        appStore.getState().notify('error', message.payload.message);
      setGame({ moveInFlight: false });
      return;
  }
}

/** Other failures of fetching the state go to the general handler: the spec's friendly text. */
const reportError = (error: unknown): void => {
  appStore.getState().notify('error', friendlyMessage(error));
};

/** Opens the room's socket and polls while it is down, for as long as an online room is on screen. */
export function useRoomConnection(): void {
  const roomCode = useAppStore((s) => s.room.roomCode);
  const token = useAppStore((s) => s.user.authToken);
  const mode = useAppStore((s) => s.game.mode);

  useEffect(() => {
    if (mode !== 'online' || roomCode === null || token === null) return;
    const store = appStore.getState;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let disposed = false;

    const pollingWanted = (): boolean => !socket.connected && store().game.state?.isGameOver !== true;
    const schedulePoll = (): void => {
      clearTimeout(pollTimer);
      if (disposed || !pollingWanted()) {
        store().setNetwork({ pollingInterval: null });
        return;
      }
      const idle = Date.now() - store().network.lastActivity;
      const interval = nextPollInterval(store().network.pollingInterval, idle);
      store().setNetwork({ pollingInterval: interval });
      pollTimer = setTimeout(() => {
        refreshGameState(roomCode).catch(reportError).finally(schedulePoll);
      }, interval);
    };

    const socket = new SocketManager(roomCode, token, () => store().game.version, {
      onOpen: () => {
        clearTimeout(pollTimer);
        store().setNetwork({
          isConnected: true,
          isReconnecting: false,
          connectionText: 'Connected!',
          pollingInterval: null,
        });
        // Once the game is under way the header's connection pill says it; the line stays free.
        const shown = store().game.state;
        if (shown === null || (!shown.isGameOver && playersMoveCount(shown) === 0)) {
          store().setUi({ statusMessage: CONNECTED_TEXT });
        }
        void refreshGameState(roomCode).catch(reportError);
        clearInterval(pingTimer);
        pingTimer = setInterval(
          () => socket.send({ type: 'ping', payload: { t: Date.now() } }),
          PING_EVERY_MS,
        );
        socket.send({ type: 'ping', payload: { t: Date.now() } });
      },
      onMessage: (message) => handleMessage(message, socket),
      onClose: (text, final) => {
        clearInterval(pingTimer);
        store().setNetwork({ isConnected: false, isReconnecting: !final, connectionText: text });
        if (final && text) store().notify('critical', text);
        schedulePoll();
      },
      onReconnecting: (attempt, max) =>
        store().setNetwork({
          isReconnecting: true,
          connectionText: `Reconnecting... (attempt ${attempt}/${max})`,
        }),
      onError: (text) => {
        if (text === 'Unable to reconnect. Please refresh the page.') store().notify('critical', text);
        store().setNetwork({ connectionText: text });
      },
    });

    const goOffline = (): void => {
      store().setNetwork({
        isOnline: false,
        connectionText: 'You are offline. Please check your internet connection.',
      });
    };
    const goOnline = (): void => {
      store().setNetwork({ isOnline: true });
      socket.reconnectNow();
      void refreshGameState(roomCode).catch(reportError);
    };
    const markActive = (): void => {
      const wasIdle = Date.now() - store().network.lastActivity >= POLL_IDLE_MS;
      store().setNetwork({ lastActivity: Date.now() });
      // Coming back from idle polls at the base rate again at once.
      if (wasIdle && pollingWanted()) {
        store().setNetwork({ pollingInterval: null });
        schedulePoll();
      }
    };
    // The chats start afresh in each room and send through this socket.
    resetChat();
    resetGameChat();
    setRoomSender((message) => socket.send(message));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    window.addEventListener('pointerdown', markActive);
    window.addEventListener('keydown', markActive);
    socket.connect();
    void refreshGameState(roomCode).catch(reportError);
    schedulePoll();

    return () => {
      disposed = true;
      clearTimeout(pollTimer);
      clearInterval(pingTimer);
      socket.close();
      setRoomSender(null);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('pointerdown', markActive);
      window.removeEventListener('keydown', markActive);
      store().setNetwork({ isConnected: false, isReconnecting: false, pollingInterval: null });
    };
  }, [roomCode, token, mode]);

  // Old status lines ('Connected!', 'Both players connected! ...') go once the game is under way.
  const state = useAppStore((s) => (s.game.mode === 'online' ? s.game.state : null));
  const status = useAppStore((s) => s.ui.statusMessage);
  useEffect(() => {
    if (statusOnceUnderWay(state, status) === '') appStore.getState().setUi({ statusMessage: '' });
  }, [state, status]);

  // A finished game's saved seat is kept only a few days more (lib/session.ts).
  const over = state?.isGameOver === true;
  useEffect(() => {
    if (over && roomCode !== null) markRoomFinished(roomCode);
  }, [over, roomCode]);
}
