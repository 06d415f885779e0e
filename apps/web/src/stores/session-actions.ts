// Entering a room and going back to the lobby (or to the tournament the room's game belongs to), and
// opening a tournament's page: the store, the saved session and the page URL agree.
import type { RoomSeat } from '../lib/rooms-api';
import { rememberGuestToken } from '../lib/account-storage';
import { PLAY_AI, PLAY_PARAM, TOURNAMENT_PARAM } from '../lib/landing';
import { clearSession, saveSession } from '../lib/session';
import { appStore } from './app-store';

/** A seat as entered: when its game started, and the tournament it belongs to, if any. */
export type EnteredSeat = RoomSeat & { readonly startedAt?: number; readonly tournamentId?: string };

/** Takes a seat: the creator waits for the opponent, the others go to the game once its state arrives. */
export function enterRoom(seat: EnteredSeat, waiting: boolean): void {
  const { setUser, setRoom, setGame, setUi, user } = appStore.getState();
  setUser({ playerId: seat.playerId, authToken: seat.token });
  // A guest who registers later, even back in the lobby, keeps the games of this seat.
  if (user.account === null) rememberGuestToken(seat.token);
  setRoom({
    roomCode: seat.roomCode,
    isSpectator: seat.isSpectator,
    playerColor: seat.color,
    waitingForOpponent: waiting,
    rematchRequested: false,
    rematchRoomCode: null,
    opponentAway: false,
    opponentAwaySince: null,
    rematchOfferedBy: null,
    timeControl: seat.timeControl ?? null,
    tournamentId: seat.tournamentId ?? null,
  });
  // A rematch is a new game: nothing of the last one may still be announced or listed.
  setGame({
    mode: 'online',
    state: null,
    version: 0,
    result: null,
    gameStartTime: null,
    moveInFlight: false,
    announcement: '',
    moveHistory: [],
    pendingMoves: [],
    ratingChanges: [],
    clockReceivedAt: null,
    turnShownAt: null,
  });
  setUi({
    currentSection: waiting ? 'waiting' : 'game',
    statusMessage: waiting ? '' : 'Joined room! Waiting for game to start...',
    boardPerspective: 'game',
  });
  saveSession(seat);
  // The address bar carries the room so a reload or a shared tab lands in the same place.
  const url = new URL(location.href);
  url.searchParams.delete('action');
  url.searchParams.delete(PLAY_PARAM);
  url.searchParams.delete(TOURNAMENT_PARAM);
  url.searchParams.set('code', seat.roomCode);
  history.replaceState(null, '', url);
}

/**
 * Returns to the lobby: state reset, token cleared, banner hidden, code input cleared. A tournament's
 * game goes back to that tournament's page instead.
 */
export function leaveToLobby(): void {
  const tournamentId = appStore.getState().room.tournamentId;
  clearSession();
  appStore.getState().resetToLobby();
  const url = new URL(location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('action');
  url.searchParams.delete('game');
  url.searchParams.delete(PLAY_PARAM);
  url.searchParams.delete(TOURNAMENT_PARAM);
  history.replaceState(null, '', url);
  if (tournamentId !== null) openTournament(tournamentId);
}

/** Opens a tournament's page (`?tournament=ID`), leaving any room behind. */
export function openTournament(id: string): void {
  if (appStore.getState().room.roomCode !== null) {
    clearSession();
    appStore.getState().resetToLobby();
  }
  appStore.getState().setUi({ currentSection: 'tournament', tournamentId: id });
  const url = new URL(location.href);
  for (const param of ['code', 'action', 'game', PLAY_PARAM]) url.searchParams.delete(param);
  url.searchParams.set(TOURNAMENT_PARAM, id);
  history.replaceState(null, '', url);
}

/** Opens a finished game by its room code (`?game=CODE`), or the empty analysis board. */
export function openReview(code: string | null): void {
  const { setUi } = appStore.getState();
  setUi({ currentSection: 'review', reviewCode: code });
  const url = new URL(location.href);
  url.searchParams.delete(TOURNAMENT_PARAM);
  url.searchParams.delete('code');
  url.searchParams.delete('action');
  url.searchParams.delete(PLAY_PARAM);
  if (code === null) url.searchParams.delete('game');
  else url.searchParams.set('game', code);
  history.replaceState(null, '', url);
}

/**
 * Starts a local game against the AI at `level` (the saved one, if the game screen finds one at that
 * level): the human plays black and moves first. The address says so, so that a reload goes on with
 * the game while the bare address lands on the home page.
 */
export function startAiGame(level: string): void {
  clearSession();
  const { setUser, setRoom, setGame, setUi } = appStore.getState();
  setUser({ playerId: 'you', authToken: null });
  setRoom({
    roomCode: null,
    isSpectator: false,
    playerColor: 'black',
    waitingForOpponent: false,
    rematchRequested: false,
    rematchRoomCode: null,
    opponentAway: false,
    opponentAwaySince: null,
    rematchOfferedBy: null,
    timeControl: null,
  });
  setGame({
    announcement: '',
    moveHistory: [],
    pendingMoves: [],
    ratingChanges: [],
    clockReceivedAt: null,
    turnShownAt: null,
  });
  setGame({ mode: 'ai', aiDifficulty: level, state: null, version: 0, result: null, gameStartTime: null });
  setUi({ currentSection: 'game', statusMessage: '' });
  const url = new URL(location.href);
  for (const param of ['code', 'action', 'game', TOURNAMENT_PARAM]) url.searchParams.delete(param);
  url.searchParams.set(PLAY_PARAM, PLAY_AI);
  history.replaceState(null, '', url);
}
