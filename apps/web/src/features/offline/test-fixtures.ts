// States and set-up for the offline tests: real engine positions in the server's shape, a fresh
// fake IndexedDB for each test, and the store showing an online room.
import { START_POSITION, legalMoves, makeSquare, piecesOf, play, type Position } from '@checkers/engine';
import { gameState, type GameState } from '@checkers/protocol';
import { IDBFactory } from 'fake-indexeddb';
import { appStore } from '../../stores/app-store';
import { closeOfflineDbForTests } from './offline-db';

export const ROOM = 'ABCDEF';

/** The wire state of `position` (the start by default), at `version`. */
export function stateOf(position: Position = START_POSITION, version = 3, roomCode = ROOM): GameState {
  const pieces = piecesOf(position).map(({ square, piece }, i) => ({
    id: `p${i}`,
    color: piece.color,
    position: makeSquare(square),
    square: makeSquare(square),
    king: piece.role === 'king',
  }));
  return gameState({
    roomCode,
    status: 'active',
    position,
    pieces,
    partial: null,
    moveCount: 0,
    captures: { red: 0, black: 0 },
    lastMove: null,
    winner: null,
    reason: null,
    playerRed: 'red-id',
    playerBlack: 'black-id',
    spectatorCount: 0,
    drawOfferedBy: null,
    rated: false,
    version,
  });
}

/** Black's first legal move from the start, as squares. */
export const FIRST = legalMoves(START_POSITION)[0]!;
export const FIRST_FROM = makeSquare(FIRST.from);
export const FIRST_TO = makeSquare(FIRST.to);
/** The server's state once the first move is played (the next version). */
export const afterFirst = (version = 4): GameState => ({
  ...stateOf(play(START_POSITION, FIRST), version),
  moveCount: 1,
});

/** A fresh, empty database for the next test. */
export async function freshDb(): Promise<void> {
  await closeOfflineDbForTests();
  globalThis.indexedDB = new IDBFactory();
}

/** The store shows room ABCDEF, where this page plays black, with `state` on the board. */
export function showRoom(state: GameState = stateOf(), color: 'black' | 'red' = 'black'): void {
  const s = appStore.getState();
  s.resetToLobby();
  s.setUi({ notices: [] });
  s.setUser({ authToken: 'seat-token', playerId: 'black-id' });
  s.setRoom({ roomCode: state.roomCode, playerColor: color, isSpectator: false });
  s.setGame({ mode: 'online', state, version: state.version });
}

/** The texts of the notices shown, oldest first. */
export const noticeTexts = (): string[] => appStore.getState().ui.notices.map((n) => n.message);

/** Says whether the browser is online. */
export function setNavigatorOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
