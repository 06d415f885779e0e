// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from './theme';
import { cssVariables } from './theme-colors';
import {
  THEME_KEY,
  THEME_VARS_KEY,
  applyTheme,
  deleteTheme,
  getThemeSnapshot,
  initTheme,
  resetThemesForTests,
  saveCustomTheme,
} from './theme-store';

const midnight = BUILT_IN_THEMES.find((t) => t.id === 'midnight')!;
const rootVar = (name: string): string => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  resetThemesForTests();
});

describe('the theme store', () => {
  it('starts on Classic', () => {
    expect(getThemeSnapshot().appliedId).toBe('default');
    expect(getThemeSnapshot().themes).toHaveLength(8);
  });

  it('applies a theme as custom properties on :root and remembers it for the next load', () => {
    expect(applyTheme('midnight')).toBe(true);
    expect(rootVar('--board-dark')).toBe(midnight.colors.boardDark);
    expect(rootVar('--piece-black')).toBe(midnight.colors.pieceBlack);
    expect(localStorage.getItem(THEME_KEY)).toBe('midnight');
    expect(JSON.parse(localStorage.getItem(THEME_VARS_KEY)!)).toEqual(cssVariables(midnight.colors));
    // A reload reads it back.
    resetThemesForTests();
    document.documentElement.removeAttribute('style');
    initTheme();
    expect(getThemeSnapshot().appliedId).toBe('midnight');
    expect(rootVar('--board-light')).toBe(midnight.colors.boardLight);
  });

  it('ignores a theme that does not exist', () => {
    applyTheme('ocean');
    expect(applyTheme('no-such-theme')).toBe(false);
    expect(getThemeSnapshot().appliedId).toBe('ocean');
  });

  it('saves custom themes as custom-<name>, and deletes them but never a built-in one', () => {
    const theme = saveCustomTheme('Sunset', { ...midnight.colors, boardDark: '#301020' });
    expect(theme?.id).toBe('custom-sunset');
    expect(getThemeSnapshot().themes.map((t) => t.id)).toContain('custom-sunset');
    applyTheme('custom-sunset');
    expect(rootVar('--board-dark')).toBe('#301020');
    resetThemesForTests();
    expect(getThemeSnapshot().themes.find((t) => t.id === 'custom-sunset')?.name).toBe('Sunset');

    expect(deleteTheme('default')).toBe(false);
    expect(deleteTheme('midnight')).toBe(false);
    expect(getThemeSnapshot().themes).toHaveLength(9);
    // Deleting the applied theme falls back to Classic.
    expect(deleteTheme('custom-sunset')).toBe(true);
    expect(getThemeSnapshot().appliedId).toBe('default');
    expect(rootVar('--board-dark')).toBe(BUILT_IN_THEMES[0]!.colors.boardDark);
    expect(getThemeSnapshot().themes).toHaveLength(8);
  });

  it('refuses a custom theme without a name or with a colour that is not #rrggbb', () => {
    expect(saveCustomTheme('  ', midnight.colors)).toBeNull();
    expect(saveCustomTheme('Bad', { ...midnight.colors, boardDark: 'red; x: y' })).toBeNull();
  });

  it('drops stored custom themes that are malformed', () => {
    localStorage.setItem(
      'checkers.customThemes',
      JSON.stringify([
        { id: 'custom-ok', name: 'Ok', colors: midnight.colors },
        { id: 'evil', name: 'x', colors: {} },
      ]),
    );
    expect(
      getThemeSnapshot()
        .themes.map((t) => t.id)
        .slice(8),
    ).toEqual(['custom-ok']);
  });
});
