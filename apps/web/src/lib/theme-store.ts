// The applied theme and the player's custom themes: kept in localStorage, applied as CSS custom
// properties on `:root` (nothing re-renders: the board's CSS reads them). The properties are saved
// as they are applied, so `public/theme-init.js` can set them again before the first paint.
import { useSyncExternalStore } from 'react';
import {
  BUILT_IN_THEMES,
  COLOR_FIELDS,
  CUSTOM_PREFIX,
  DEFAULT_THEME_ID,
  customThemeId,
  isBuiltInId,
  isHexColor,
  type Theme,
  type ThemeColors,
} from './theme';
import { cssVariables } from './theme-colors';

/** localStorage keys: the applied id, the custom themes, and the properties for theme-init.js. */
export const THEME_KEY = 'checkers.theme';
export const CUSTOM_THEMES_KEY = 'checkers.customThemes';
export const THEME_VARS_KEY = 'checkers.themeVars';

export interface ThemeSnapshot {
  readonly themes: readonly Theme[];
  readonly appliedId: string;
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the choice lasts until a reload.
  }
}

function validColors(value: unknown): ThemeColors | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return COLOR_FIELDS.every(({ key }) => isHexColor(record[key])) ? (value as ThemeColors) : null;
}

function readCustomThemes(): Theme[] {
  const stored = readJson(CUSTOM_THEMES_KEY);
  if (!Array.isArray(stored)) return [];
  const themes: Theme[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, name, colors } = item as Record<string, unknown>;
    const valid = validColors(colors);
    if (typeof id !== 'string' || !id.startsWith(CUSTOM_PREFIX) || typeof name !== 'string' || valid === null)
      continue;
    themes.push({ id, name, colors: valid, builtIn: false });
  }
  return themes;
}

let snapshot: ThemeSnapshot | undefined;
const listeners = new Set<() => void>();

function load(): ThemeSnapshot {
  const themes = [...BUILT_IN_THEMES, ...readCustomThemes()];
  let appliedId = DEFAULT_THEME_ID;
  try {
    appliedId = localStorage.getItem(THEME_KEY) ?? DEFAULT_THEME_ID;
  } catch {
    // No storage: the default theme.
  }
  if (!themes.some((theme) => theme.id === appliedId)) appliedId = DEFAULT_THEME_ID;
  return { themes, appliedId };
}

/** The themes (built-in first) and the applied one's id. */
export function getThemeSnapshot(): ThemeSnapshot {
  snapshot ??= load();
  return snapshot;
}

function publish(next: ThemeSnapshot): void {
  snapshot = next;
  const custom = next.themes
    .filter((theme) => !theme.builtIn)
    .map(({ id, name, colors }) => ({ id, name, colors }));
  write(CUSTOM_THEMES_KEY, JSON.stringify(custom));
  write(THEME_KEY, next.appliedId);
  for (const listener of listeners) listener();
}

/** Sets a theme's colours on an element (`:root` by default, or a preview box). */
export function paintTheme(colors: ThemeColors, element?: HTMLElement): void {
  const target = element ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (target === undefined) return;
  for (const [name, value] of Object.entries(cssVariables(colors))) target.style.setProperty(name, value);
}

/** The theme with this id, if there is one. */
export const themeById = (id: string): Theme | undefined =>
  getThemeSnapshot().themes.find((theme) => theme.id === id);

/** Applies a theme and remembers it; an unknown id is ignored. True if applied. */
export function applyTheme(id: string): boolean {
  const theme = themeById(id);
  if (theme === undefined) return false;
  paintTheme(theme.colors);
  write(THEME_VARS_KEY, JSON.stringify(cssVariables(theme.colors)));
  publish({ ...getThemeSnapshot(), appliedId: id });
  return true;
}

/** Paints the remembered theme (at start-up: theme-init.js painted it already, this refreshes it). */
export function initTheme(): void {
  applyTheme(getThemeSnapshot().appliedId);
}

/**
 * Saves a custom theme as `custom-<name>` (replacing one of that id) and returns it; refused (null)
 * when a colour is not `#rrggbb` or the name is blank.
 */
export function saveCustomTheme(name: string, colors: ThemeColors): Theme | null {
  const trimmed = name.trim().slice(0, 40);
  if (trimmed === '' || validColors(colors) === null) return null;
  const theme: Theme = { id: customThemeId(trimmed), name: trimmed, colors: { ...colors }, builtIn: false };
  const current = getThemeSnapshot();
  const index = current.themes.findIndex((t) => t.id === theme.id);
  const themes =
    index >= 0 ? current.themes.map((t, i) => (i === index ? theme : t)) : [...current.themes, theme];
  publish({ ...current, themes });
  if (current.appliedId === theme.id) applyTheme(theme.id);
  return theme;
}

/** Deletes a custom theme; built-in themes cannot be deleted. True if deleted. */
export function deleteTheme(id: string): boolean {
  const current = getThemeSnapshot();
  if (isBuiltInId(id) || !current.themes.some((theme) => theme.id === id)) return false;
  publish({ ...current, themes: current.themes.filter((theme) => theme.id !== id) });
  if (current.appliedId === id) applyTheme(DEFAULT_THEME_ID);
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` whenever the themes or the applied one change; returns the unsubscribe. */
export const subscribeThemes = subscribe;

/** The themes and the applied one, re-rendering when they change. */
export function useThemes(): ThemeSnapshot {
  return useSyncExternalStore(subscribe, getThemeSnapshot, getThemeSnapshot);
}

/** Forgets the in-memory state (tests start from what is stored). */
export function resetThemesForTests(): void {
  snapshot = undefined;
}
