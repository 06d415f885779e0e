// The player's preferences: sound, volume, sound pack, vibration, board coordinates, move
// animations, legal-move hints, the accessibility mode, the saving of games against the AI as they
// are played, the chat with the opponent in online games, and the board's size (8x8, the only
// one). Kept in localStorage and mirrored as `data-*` attributes on `:root`, which the CSS reads
// (so the board does not re-render), and which `public/theme-init.js` sets again before the first
// paint. The notation lives in notation-preference.ts; its attribute is kept here with the others.
import { useSyncExternalStore } from 'react';
import { getNotation, subscribeNotation } from './notation-preference';
import {
  DEFAULT_SOUND_PACK,
  DEFAULT_VOLUME,
  clampVolume,
  isSoundPackId,
  type SoundPackId,
} from './sound-packs';

/** The board's size: the spec's preferences carry it, and 8 is the only one. */
export const BOARD_SIZE = 8;

export interface Preferences {
  readonly soundEnabled: boolean;
  /** 0-1. */
  readonly volume: number;
  readonly soundPack: SoundPackId;
  readonly vibration: boolean;
  readonly showCoordinates: boolean;
  /** Move animations (off anyway when the system asks for reduced motion). */
  readonly animations: boolean;
  /** The legal-move dots. */
  readonly showMoveHints: boolean;
  /** High contrast, large focus, moves announced in full words. */
  readonly accessibility: boolean;
  /** Games against the AI are kept in the saved games as they are played. */
  readonly autoSave: boolean;
  /** The chat with the opponent in online games; off, it is neither shown nor written in. */
  readonly gameChat: boolean;
  /** Squares on a side; American checkers is played on 8x8 only. */
  readonly boardSize: typeof BOARD_SIZE;
}

export const DEFAULT_PREFERENCES: Preferences = {
  soundEnabled: true,
  volume: DEFAULT_VOLUME,
  soundPack: DEFAULT_SOUND_PACK,
  vibration: true,
  showCoordinates: false,
  animations: true,
  showMoveHints: true,
  accessibility: false,
  autoSave: true,
  gameChat: true,
  boardSize: BOARD_SIZE,
};

export const PREFERENCES_KEY = 'checkers.preferences';
/** The `data-*` attributes of `:root`, for theme-init.js. */
export const ROOT_DATA_KEY = 'checkers.rootData';

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Preferences from stored JSON, each field checked, the default where it is missing or wrong. */
export function parsePreferences(value: unknown): Preferences {
  const p = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const d = DEFAULT_PREFERENCES;
  return {
    soundEnabled: bool(p.soundEnabled, d.soundEnabled),
    volume: p.volume === undefined ? d.volume : clampVolume(p.volume),
    soundPack: isSoundPackId(p.soundPack) ? p.soundPack : d.soundPack,
    vibration: bool(p.vibration, d.vibration),
    showCoordinates: bool(p.showCoordinates, d.showCoordinates),
    animations: bool(p.animations, d.animations),
    showMoveHints: bool(p.showMoveHints, d.showMoveHints),
    accessibility: bool(p.accessibility, d.accessibility),
    autoSave: bool(p.autoSave, d.autoSave),
    gameChat: bool(p.gameChat, d.gameChat),
    boardSize: BOARD_SIZE,
  };
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

function read(): Preferences {
  try {
    const text = localStorage.getItem(PREFERENCES_KEY);
    return parsePreferences(text === null ? null : JSON.parse(text));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The current preferences. */
export function getPreferences(): Preferences {
  current ??= read();
  return current;
}

/** The `data-*` attributes of `:root` these preferences (and the notation) give. */
export function rootDataOf(prefs: Preferences, notation = getNotation()): Record<string, string> {
  return {
    a11y: prefs.accessibility ? 'on' : 'off',
    animations: prefs.animations ? 'on' : 'off',
    coordinates: prefs.showCoordinates ? 'on' : 'off',
    moveHints: prefs.showMoveHints ? 'on' : 'off',
    notation,
  };
}

/** Sets the attributes on `:root` and saves them for the next page load's first paint. */
export function applyRootData(prefs = getPreferences()): void {
  const data = rootDataOf(prefs);
  if (typeof document !== 'undefined') Object.assign(document.documentElement.dataset, data);
  try {
    localStorage.setItem(ROOT_DATA_KEY, JSON.stringify(data));
  } catch {
    // No storage: the attributes last until a reload.
  }
}

/** Changes some preferences, saves them and tells everyone; the volume is clamped to 0-1. */
export function setPreferences(patch: Partial<Preferences>): void {
  const next = parsePreferences({ ...getPreferences(), ...patch });
  current = next;
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // Private modes may refuse storage: the choice lasts until a reload.
  }
  applyRootData(next);
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;

/** At start-up: the attributes from the stored preferences, kept in step with the notation. */
export function initPreferences(): void {
  applyRootData();
  if (started) return;
  started = true;
  subscribeNotation(() => applyRootData());
}

/** The preferences, re-rendering when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, () => DEFAULT_PREFERENCES);
}

/** Forgets the in-memory state (tests start from what is stored). */
export function resetPreferencesForTests(): void {
  current = undefined;
}
