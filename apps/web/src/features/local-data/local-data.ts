// The player's local data: saved games (at most 5), the history of finished games (at most 10) and
// the statistics, kept in localStorage under one key. Its shape and how it is read back are
// local-data-shape.ts's. The preferences belong to lib/preferences.ts and lib/theme-store.ts; the
// export gathers them from there. When storage is full the saved games are trimmed to 2 and the
// history to 5, and the write is tried again.
import { LOCAL_LIMITS } from '@checkers/protocol';
import { useSyncExternalStore } from 'react';
import {
  countGame,
  EMPTY_STATISTICS,
  parseStoredLocalData,
  RECORDED_LIMIT,
  type HistoryEntry,
  type SavedGame,
  type StoredLocalData,
} from './local-data-shape';

/** The version of the local data's shape; an import from a newer one is refused. */
export const LOCAL_DATA_VERSION = '1.0.0';
export const LOCAL_DATA_KEY = 'checkers.local-data';

const EMPTY: StoredLocalData = {
  savedGames: [],
  gameHistory: [],
  statistics: EMPTY_STATISTICS,
  recorded: [],
};

/** Whether a storage error says the quota is used up (the name differs between browsers). */
export const isQuotaExceeded = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

let current: StoredLocalData | undefined;
const listeners = new Set<() => void>();

function read(): StoredLocalData {
  try {
    const text = localStorage.getItem(LOCAL_DATA_KEY);
    return text === null ? EMPTY : parseStoredLocalData(JSON.parse(text));
  } catch {
    return EMPTY;
  }
}

/** The local data as stored. */
export function getLocalData(): StoredLocalData {
  current ??= read();
  return current;
}

/**
 * Saves the data; when the quota is exceeded, trims the saved games to 2 and the history to 5 and
 * tries once more. Returns what is kept (in memory at least, if storage refuses).
 */
export function writeLocalData(data: StoredLocalData): StoredLocalData {
  const capped: StoredLocalData = {
    savedGames: data.savedGames.slice(0, LOCAL_LIMITS.savedGames),
    gameHistory: data.gameHistory.slice(0, LOCAL_LIMITS.history),
    statistics: data.statistics,
    recorded: data.recorded.slice(0, RECORDED_LIMIT),
  };
  let kept = capped;
  try {
    localStorage.setItem(LOCAL_DATA_KEY, JSON.stringify(capped));
  } catch (error) {
    if (isQuotaExceeded(error)) {
      kept = {
        ...capped,
        savedGames: capped.savedGames.slice(0, LOCAL_LIMITS.savedGamesWhenFull),
        gameHistory: capped.gameHistory.slice(0, LOCAL_LIMITS.historyWhenFull),
      };
      try {
        localStorage.setItem(LOCAL_DATA_KEY, JSON.stringify(kept));
      } catch {
        // Still full: the data lasts until a reload.
      }
    }
  }
  current = kept;
  for (const listener of [...listeners]) listener();
  return kept;
}

/** Changes the data with `change` and saves it. */
export const updateLocalData = (change: (data: StoredLocalData) => StoredLocalData): StoredLocalData =>
  writeLocalData(change(getLocalData()));

export function subscribeLocalData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The local data, re-rendering when it changes. */
export function useLocalData(): StoredLocalData {
  return useSyncExternalStore(subscribeLocalData, getLocalData, () => EMPTY);
}

/** Forgets the in-memory copy (tests start from what is stored). */
export function resetLocalDataForTests(): void {
  current = undefined;
}

/** Records a finished game once: into the history (newest first) and the statistics. */
export function recordFinishedGame(game: HistoryEntry): boolean {
  const data = getLocalData();
  if (data.recorded.includes(game.id)) return false;
  writeLocalData({
    ...data,
    gameHistory: [game, ...data.gameHistory],
    statistics: countGame(data.statistics, game),
    recorded: [game.id, ...data.recorded],
  });
  return true;
}

/** Sets the opponent's name of a recorded game (known only once the server's record arrives). */
export function nameOpponent(id: string, opponentName: string): void {
  updateLocalData((data) => ({
    ...data,
    gameHistory: data.gameHistory.map((entry) => (entry.id === id ? { ...entry, opponentName } : entry)),
  }));
}

/** Keeps a saved game (replacing one with its id), newest first, at most 5. */
export function keepSavedGame(game: SavedGame): void {
  updateLocalData((data) => ({
    ...data,
    savedGames: [game, ...data.savedGames.filter((saved) => saved.id !== game.id)],
  }));
}

export function deleteSavedGame(id: string): void {
  updateLocalData((data) => ({ ...data, savedGames: data.savedGames.filter((saved) => saved.id !== id) }));
}
