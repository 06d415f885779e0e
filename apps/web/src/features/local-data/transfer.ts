// Export and import of the local data: one JSON document with the version, the preferences (read
// from and written back through the preference and theme modules), the saved games, the history and
// the statistics. Data without a version and preferences is invalid; data from a newer version than
// this app's is refused.
import { LOCAL_LIMITS } from '@checkers/protocol';
import { BOARD_SIZE, getPreferences, setPreferences } from '../../lib/preferences';
import { applyTheme, getThemeSnapshot } from '../../lib/theme-store';
import { LOCAL_DATA_VERSION, getLocalData, writeLocalData } from './local-data';
import {
  parseStatistics,
  parseStoredLocalData,
  winRate,
  type HistoryEntry,
  type SavedGame,
  type Statistics,
} from './local-data-shape';

/** The preferences the spec's local data carries. */
export interface LocalPreferences {
  readonly theme: string;
  readonly soundEnabled: boolean;
  readonly showMoveHints: boolean;
  readonly autoSave: boolean;
  readonly boardSize: number;
}

/** The exported document. */
export interface LocalDataExport {
  readonly version: string;
  readonly preferences: LocalPreferences;
  readonly savedGames: readonly SavedGame[];
  readonly gameHistory: readonly HistoryEntry[];
  readonly statistics: Statistics & { readonly winRate: number };
  readonly exportedAt: string;
}

export const INVALID_DATA = 'Invalid data: the file must hold a version and preferences.';
export const NOT_JSON = 'Invalid data: the file is not a JSON export of your local data.';
export const newerVersion = (version: string): string =>
  `This file comes from a newer version of the app (${version}) and cannot be imported.`;
export const NOT_READABLE = 'The file could not be read.';
export const IMPORTED = 'Local data imported';

/** The preferences as the local data names them, from where they live. */
export function currentPreferences(): LocalPreferences {
  const prefs = getPreferences();
  return {
    theme: getThemeSnapshot().appliedId,
    soundEnabled: prefs.soundEnabled,
    showMoveHints: prefs.showMoveHints,
    autoSave: prefs.autoSave,
    boardSize: prefs.boardSize,
  };
}

/** The whole local data as a document. */
export function exportLocalData(): LocalDataExport {
  const { savedGames, gameHistory, statistics } = getLocalData();
  return {
    version: LOCAL_DATA_VERSION,
    preferences: currentPreferences(),
    savedGames,
    gameHistory,
    statistics: { ...statistics, winRate: winRate(statistics) },
    exportedAt: new Date().toISOString(),
  };
}

/** A file name for today's export. */
export const exportFileName = (now = new Date()): string =>
  `checkers-data-${now.toISOString().slice(0, 10)}.json`;

/** `a` against `b` as dotted version numbers: negative when older, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string): number[] => v.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type ImportOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Reads an exported document and, when it is valid, makes it the local data. */
export function importLocalData(text: string): ImportOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_JSON };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: NOT_JSON };
  const data = value as Record<string, unknown>;
  const version =
    typeof data.version === 'string' || typeof data.version === 'number' ? String(data.version) : '';
  const prefs = data.preferences;
  if (version === '' || typeof prefs !== 'object' || prefs === null || Array.isArray(prefs)) {
    return { ok: false, message: INVALID_DATA };
  }
  if (compareVersions(version, LOCAL_DATA_VERSION) > 0) return { ok: false, message: newerVersion(version) };

  const p = prefs as Record<string, unknown>;
  const flag = (key: 'soundEnabled' | 'showMoveHints' | 'autoSave') =>
    typeof p[key] === 'boolean' ? { [key]: p[key] } : {};
  setPreferences({
    ...flag('soundEnabled'),
    ...flag('showMoveHints'),
    ...flag('autoSave'),
    boardSize: BOARD_SIZE,
  });
  // An unknown theme (a custom one from another browser) is ignored, as a selection would be.
  if (typeof p.theme === 'string') applyTheme(p.theme);

  const parsed = parseStoredLocalData(data);
  writeLocalData({
    savedGames: parsed.savedGames.slice(0, LOCAL_LIMITS.savedGames),
    gameHistory: parsed.gameHistory.slice(0, LOCAL_LIMITS.history),
    statistics: parseStatistics(data.statistics),
    // The imported games count once: a game already counted here is not counted again.
    recorded: [...parsed.gameHistory.map((entry) => entry.id), ...getLocalData().recorded],
  });
  return { ok: true };
}
