// Applying a game state (from a reply, the socket or polling) to the store: the section shown, the
// game clock, the result and the screen-reader announcement of the last move.
import type { GameState, WireColor } from '@checkers/protocol';
import { isStaleState } from '../lib/event-versions';
import { getNotation } from '../lib/notation-preference';
import { getPreferences } from '../lib/preferences';
import { describeMoveInWords } from '../lib/preferences-announcement';
import { loadSession, saveSession } from '../lib/session';
import { MOVE_HISTORY_LIMIT, appStore } from './app-store';

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

/** A sentence for screen readers about the last move. */
export function describeLastMove(state: GameState): string {
  const move = state.lastMove;
  if (move === null) return '';
  const route = move.path.join(' to ');
  const captured = move.captured.length > 0 ? `, capturing ${move.captured.join(', ')}` : '';
  const crowned = move.promoted ? ', crowned' : '';
  return `${colourName(move.color)} moved ${route}${captured}${crowned}.`;
}

/**
 * When the clocks of `state` count from, given those shown (received at `receivedAt`): a clock the
 * page has not seen yet (another `serverNow`) counts from now, its arrival standing for the server's
 * time; the same clock again (a move's reply and its event) keeps its first arrival.
 */
export function clockReceipt(
  shown: GameState | null,
  receivedAt: number | null,
  state: GameState,
  now: number,
): number | null {
  if (state.clock === undefined) return null;
  const same = shown?.clock !== undefined && shown.clock.serverNow === state.clock.serverNow;
  return same && receivedAt !== null ? receivedAt : now;
}

/** Whether `state` waits for a move of `color` (a player's, not a spectator's). */
const waitsFor = (state: GameState | null, color: WireColor | null): boolean =>
  state !== null &&
  color !== null &&
  !state.isGameOver &&
  state.status === 'active' &&
  state.currentTurn === color;

/**
 * When this player's turn began on screen, for the `moveTimeMs` sent with the move: the moment a
 * state made it the player's turn, kept through the jumps of the same turn; null off turn.
 */
export function turnShown(
  shown: GameState | null,
  since: number | null,
  state: GameState,
  color: WireColor | null,
  now: number,
): number | null {
  if (!waitsFor(state, color)) return null;
  return waitsFor(shown, color) && since !== null ? since : now;
}

/** Applies a state with event version `v`; older states than the one shown are ignored. */
export function applyGameState(state: GameState, v = state.version): void {
  const { game, room, setGame, setRoom, setUi } = appStore.getState();
  if (game.state !== null && game.mode === 'online' && isStaleState(game.version, v)) return;
  if (room.roomCode !== null && state.roomCode.toUpperCase() !== room.roomCode.toUpperCase()) return;
  const now = Date.now();
  const started = state.status !== 'waiting';
  const gameStartTime = started ? (game.gameStartTime ?? now) : null;
  const patch: Parameters<typeof setGame>[0] = {
    state,
    version: Math.max(v, game.version),
    gameStartTime: state.isGameOver ? null : gameStartTime,
    clockReceivedAt: clockReceipt(game.state, game.clockReceivedAt, state, now),
    turnShownAt: turnShown(
      game.state,
      game.turnShownAt,
      state,
      room.isSpectator ? null : room.playerColor,
      now,
    ),
  };
  if (state.lastMove !== null && state.version !== game.state?.version) {
    // The accessibility mode says the whole move in words, from the listener's side (Settings).
    patch.announcement = getPreferences().accessibility
      ? describeMoveInWords(state, room.isSpectator ? null : room.playerColor, getNotation())
      : describeLastMove(state);
    // A new game (or one joined midway) starts its history again.
    const history = state.moveCount <= 1 ? [] : game.moveHistory;
    patch.moveHistory = [...history, state.lastMove].slice(-MOVE_HISTORY_LIMIT);
  }
  if (state.isGameOver && game.result === null && (state.winner !== null || state.isDraw)) {
    const color = room.playerColor;
    patch.result = {
      duration: gameStartTime === null ? 0 : now - gameStartTime,
      moveCount: state.moveCount,
      captures: color === null ? state.captures.red + state.captures.black : state.captures[color],
      aiDifficulty: game.aiDifficulty,
      playerColor: color,
    };
  }
  if (!state.isGameOver && game.result !== null) patch.result = null;
  // Any state put on the board replaces what was shown of the offline queue's moves.
  if (game.pendingMoves.length > 0) patch.pendingMoves = [];
  setGame(patch);
  if (game.mode === 'online' && gameStartTime !== null && game.gameStartTime === null) {
    const saved = loadSession();
    if (saved !== null && saved.startedAt === undefined) saveSession({ ...saved, startedAt: gameStartTime });
  }
  if (started) {
    if (room.waitingForOpponent) setRoom({ waitingForOpponent: false });
    setUi({ currentSection: 'game' });
  }
}

/**
 * Shows a move kept in the offline queue: `shown` (the state after it, at version `v`) on the board,
 * and the move in the move list as waiting to sync.
 */
export function showOfflineMove(shown: GameState, v: number): void {
  const waiting = appStore.getState().game.pendingMoves;
  applyGameState(shown, v);
  if (shown.lastMove !== null) appStore.getState().setGame({ pendingMoves: [...waiting, shown.lastMove] });
}

/**
 * The last spectator count the room's socket told, numbered. A state fetched over HTTP may have
 * been counted before it and arrive after it (a rematch's room, as its spectators follow): the
 * socket's count is then the newer one.
 */
let countNews: { readonly seq: number; readonly room: string | null; readonly count: number } = {
  seq: 0,
  room: null,
  count: 0,
};

/** Updates the live spectator count shown on the game screen (kept if no state is shown yet). */
export function setSpectatorCount(count: number): void {
  const { game, room, setGame } = appStore.getState();
  countNews = { seq: countNews.seq + 1, room: room.roomCode, count };
  if (game.state === null) return;
  setGame({ state: { ...game.state, spectatorCount: count } });
}

/** Taken when a state is asked for over HTTP, for `withNewerSpectatorCount`. */
export const spectatorCountMark = (): number => countNews.seq;

/** `state` as fetched since `mark`, with the socket's spectator count if it told one since. */
export function withNewerSpectatorCount(state: GameState, mark: number): GameState {
  const told = countNews.seq !== mark && countNews.room?.toUpperCase() === state.roomCode.toUpperCase();
  return told ? { ...state, spectatorCount: countNews.count } : state;
}
