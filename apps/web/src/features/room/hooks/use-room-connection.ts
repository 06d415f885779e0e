// Keeps an online room live: one WebSocket while it can be open, polling while it cannot (extended
// §4, §9). Every state that arrives goes through applyGameState.
import { gameStateSchema, stateAfterMove, type ServerMessage } from '@checkers/protocol';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { ApiError, friendlyMessage } from '../../../lib/api-error';
import { canResumeFrom, classifyEvent, gameOverShowsGap } from '../../../lib/event-versions';
import { SocketManager } from '../socket/socket-manager';
import { ratingUpdated } from '../../../stores/account-actions';
import { appStore, qualityOf, useAppStore } from '../../../stores/app-store';
import { applyGameState, setSpectatorCount } from '../../../stores/game-actions';

/** The spec's polling constants. */
export const POLL_BASE_MS = 5_000;
export const POLL_MAX_MS = 30_000;
export const POLL_IDLE_MS = 60_000;
const PING_EVERY_MS = 15_000;
/** How long a move the page could not apply may wait for the state that should follow it. */
export const STATE_WAIT_MS = 2_000;

/** The next polling interval: the base while the player is active, doubling (to the cap) when idle. */
export function nextPollInterval(current: number | null, idleMs: number): number {
  if (idleMs < POLL_IDLE_MS || current === null) return POLL_BASE_MS;
  return Math.min(current * 2, POLL_MAX_MS);
}

/** GET /api/game-state; 'not started' and 404 are quietly ignored (core §7, extended §8). */
export async function fetchGameState(code: string): Promise<void> {
  try {
    const reply = await api.get(`/api/game-state?code=${encodeURIComponent(code)}`, { attempts: 1 });
    const parsed = gameStateSchema.safeParse(reply);
    if (parsed.success) applyGameState(parsed.data);
  } catch (error) {
    if (error instanceof ApiError && /not started/i.test(error.message)) {
      // A seat taken back after a reload, in a room still waiting for its opponent.
      const { room, game, setRoom, setUi } = appStore.getState();
      if (!room.isSpectator && game.state === null && !room.waitingForOpponent) {
        setRoom({ waitingForOpponent: true });
        setUi({ currentSection: 'waiting' });
      }
      return;
    }
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

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
        setUi({ statusMessage: 'Both players connected! Starting game...' });
      }
      if (message.payload.color !== room.playerColor) appStore.getState().setRoom({ opponentAway: false });
      return;
    case 'player_left':
      if (!room.isSpectator && message.payload.color !== room.playerColor) {
        appStore.getState().setRoom({ opponentAway: true });
      }
      return;
    case 'rematch':
      if ('newRoomCode' in message.payload) {
        appStore.getState().setRoom({ rematchRoomCode: message.payload.newRoomCode });
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
    case 'error':
      if (message.payload.code !== 'rate_limited')
        appStore.getState().notify('error', message.payload.message);
      setGame({ moveInFlight: false });
      return;
  }
}

/** Opens the room's socket and polls while it is down, for as long as an online room is on screen. */
/** Other failures of fetching the state go to the general handler: the spec's friendly text. */
const reportError = (error: unknown): void => {
  appStore.getState().notify('error', friendlyMessage(error));
};

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
        fetchGameState(roomCode).catch(reportError).finally(schedulePoll);
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
        store().setUi({ statusMessage: 'Connected!' });
        void fetchGameState(roomCode).catch(reportError);
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
      void fetchGameState(roomCode).catch(reportError);
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
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    window.addEventListener('pointerdown', markActive);
    window.addEventListener('keydown', markActive);
    socket.connect();
    void fetchGameState(roomCode).catch(reportError);
    schedulePoll();

    return () => {
      disposed = true;
      clearTimeout(pollTimer);
      clearInterval(pingTimer);
      socket.close();
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('pointerdown', markActive);
      window.removeEventListener('keydown', markActive);
      store().setNetwork({ isConnected: false, isReconnecting: false, pollingInterval: null });
    };
  }, [roomCode, token, mode]);
}
