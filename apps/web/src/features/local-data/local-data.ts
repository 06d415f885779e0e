// The player's local data (extended §3 "Local storage data", §9): saved games (at most 5), the
// history of finished games (at most 10) and the statistics, kept in localStorage under one key.
// The preferences belong to lib/preferences.ts and lib/theme-store.ts; the export gathers them from
// there. When storage is full the saved games are trimmed to 2 and the history to 5, and the write
// is tried again.
import { LOCAL_LIMITS, type WireColor } from '@checkers/protocol';
import { useSyncExternalStore } from 'react';

/** The version of the local data's shape; an import from a newer one is refused. */
export const LOCAL_DATA_VERSION = '1.0.0';
export const LOCAL_DATA_KEY = 'checkers.local-data';

/** A game against the AI as saved-ai-game.ts records it: enough to replay and resume it. */
export interface AiGameRecord {
  readonly level: string;
  readonly human: WireColor;
  readonly moves: readonly (readonly string[])[];
  readonly startedAt: number;
}

export interface SavedGame {
  readonly id: string;
  readonly timestamp: number;
  readonly gameState: AiGameRecord;
  readonly metadata: {
    readonly name: string;
    readonly roomCode: string;
    readonly playerColor: WireColor;
    readonly moveCount: number;
    /** ms. */
    readonly duration: number;
  };
}

export type GameResult = 'win' | 'loss' | 'draw';

export interface HistoryEntry {
  readonly id: string;
  readonly timestamp: number;
  readonly roomCode: string;
  readonly playerColor: WireColor;
  readonly opponentName: string;
  readonly result: GameResult;
  readonly winner: WireColor | null;
  /** ms. */
  readonly duration: number;
  readonly moveCount: number;
  readonly captureCount: number;
}

export interface Statistics {
  readonly gamesPlayed: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDraw: number;
  readonly totalMoves: number;
  readonly totalCaptures: number;
  readonly winStreak: number;
  readonly bestWinStreak: number;
}

/** What is stored under LOCAL_DATA_KEY, newest first in each list. */
export interface StoredLocalData {
  readonly savedGames: readonly SavedGame[];
  readonly gameHistory: readonly HistoryEntry[];
  readonly statistics: Statistics;
  /** The ids of the games already counted (more than the history keeps), so none counts twice. */
  readonly recorded: readonly string[];
}

export const EMPTY_STATISTICS: Statistics = {
  gamesPlayed: 0,
  gamesWon: 0,
  gamesLost: 0,
  gamesDraw: 0,
  totalMoves: 0,
  totalCaptures: 0,
  winStreak: 0,
  bestWinStreak: 0,
};

const EMPTY: StoredLocalData = {
  savedGames: [],
  gameHistory: [],
  statistics: EMPTY_STATISTICS,
  recorded: [],
};
/** How many counted game ids are remembered. */
const RECORDED_LIMIT = 100;

/** The win rate, a rounded percentage (extended §9). */
export const winRate = (stats: Statistics): number =>
  stats.gamesPlayed === 0 ? 0 : Math.round((stats.gamesWon / stats.gamesPlayed) * 100);

// Reading: each entry checked, anything malformed left out (a hand-edited file, an old version).
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isColor = (value: unknown): value is WireColor => value === 'red' || value === 'black';
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function parseAiGameRecord(value: unknown): AiGameRecord | null {
  if (!isObject(value)) return null;
  const { level, human, moves, startedAt } = value;
  if (typeof level !== 'string' || !isColor(human) || !isNumber(startedAt) || !Array.isArray(moves))
    return null;
  const paths = moves as unknown[];
  if (!paths.every((path) => Array.isArray(path) && path.every((sq) => typeof sq === 'string'))) return null;
  return { level, human, moves: paths as string[][], startedAt };
}

function parseSavedGame(value: unknown): SavedGame | null {
  if (!isObject(value) || typeof value.id !== 'string' || !isNumber(value.timestamp)) return null;
  const record = parseAiGameRecord(value.gameState);
  const meta = value.metadata;
  if (record === null || !isObject(meta)) return null;
  return {
    id: value.id,
    timestamp: value.timestamp,
    gameState: record,
    metadata: {
      name: typeof meta.name === 'string' ? meta.name : 'Saved game',
      roomCode: typeof meta.roomCode === 'string' ? meta.roomCode : 'AI',
      playerColor: isColor(meta.playerColor) ? meta.playerColor : record.human,
      moveCount: count(meta.moveCount),
      duration: count(meta.duration),
    },
  };
}

function parseHistoryEntry(value: unknown): HistoryEntry | null {
  if (!isObject(value) || typeof value.id !== 'string' || !isNumber(value.timestamp)) return null;
  const { result } = value;
  if (result !== 'win' && result !== 'loss' && result !== 'draw') return null;
  if (!isColor(value.playerColor)) return null;
  return {
    id: value.id,
    timestamp: value.timestamp,
    roomCode: typeof value.roomCode === 'string' ? value.roomCode : '',
    playerColor: value.playerColor,
    opponentName:
      typeof value.opponentName === 'string' && value.opponentName !== '' ? value.opponentName : 'Unknown',
    result,
    winner: isColor(value.winner) ? value.winner : null,
    duration: count(value.duration),
    moveCount: count(value.moveCount),
    captureCount: count(value.captureCount),
  };
}

export function parseStatistics(value: unknown): Statistics {
  const s = isObject(value) ? value : {};
  return {
    gamesPlayed: count(s.gamesPlayed),
    gamesWon: count(s.gamesWon),
    gamesLost: count(s.gamesLost),
    gamesDraw: count(s.gamesDraw),
    totalMoves: count(s.totalMoves),
    totalCaptures: count(s.totalCaptures),
    winStreak: count(s.winStreak),
    bestWinStreak: count(s.bestWinStreak),
  };
}

const listOf = <T>(value: unknown, parse: (item: unknown) => T | null, limit: number): T[] =>
  (Array.isArray(value) ? (value as unknown[]) : [])
    .map(parse)
    .filter((item): item is T => item !== null)
    .slice(0, limit);

/** Stored data from JSON, each part checked. */
export function parseStoredLocalData(value: unknown): StoredLocalData {
  const v = isObject(value) ? value : {};
  return {
    savedGames: listOf(v.savedGames, parseSavedGame, LOCAL_LIMITS.savedGames),
    gameHistory: listOf(v.gameHistory, parseHistoryEntry, LOCAL_LIMITS.history),
    statistics: parseStatistics(v.statistics),
    recorded: (Array.isArray(v.recorded) ? (v.recorded as unknown[]) : [])
      .filter((id): id is string => typeof id === 'string')
      .slice(0, RECORDED_LIMIT),
  };
}

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
 * tries once more (extended §8). Returns what is kept (in memory at least, if storage refuses).
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

/** The statistics after one more finished game. */
export function countGame(stats: Statistics, game: HistoryEntry): Statistics {
  const won = game.result === 'win';
  const winStreak = won ? stats.winStreak + 1 : 0;
  return {
    gamesPlayed: stats.gamesPlayed + 1,
    gamesWon: stats.gamesWon + (won ? 1 : 0),
    gamesLost: stats.gamesLost + (game.result === 'loss' ? 1 : 0),
    gamesDraw: stats.gamesDraw + (game.result === 'draw' ? 1 : 0),
    totalMoves: stats.totalMoves + game.moveCount,
    totalCaptures: stats.totalCaptures + game.captureCount,
    winStreak,
    bestWinStreak: Math.max(stats.bestWinStreak, winStreak),
  };
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
