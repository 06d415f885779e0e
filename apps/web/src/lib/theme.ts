// Board themes: the eight built-in colour sets and custom ones (`custom-<name>`). theme-colors.ts
// turns a theme into the CSS custom properties it sets on `:root` and checks its contrast. Pure: no
// DOM, no storage (theme-store.ts applies and remembers them).

/** The colours a theme chooses. */
export interface ThemeColors {
  readonly boardLight: string;
  readonly boardDark: string;
  readonly pieceRed: string;
  readonly pieceBlack: string;
  readonly selected: string;
  readonly validMove: string;
  readonly lastMove: string;
  readonly forced: string;
}

export interface Theme {
  readonly id: string;
  readonly name: string;
  readonly colors: ThemeColors;
  readonly builtIn: boolean;
}

/** The colour fields in the order the editor shows them, with their labels. */
export const COLOR_FIELDS: readonly { readonly key: keyof ThemeColors; readonly label: string }[] = [
  { key: 'boardLight', label: 'Light squares' },
  { key: 'boardDark', label: 'Dark squares' },
  { key: 'pieceRed', label: 'Red pieces' },
  { key: 'pieceBlack', label: 'Black pieces' },
  { key: 'selected', label: 'Selected piece' },
  { key: 'validMove', label: 'Legal move' },
  { key: 'lastMove', label: 'Last move' },
  { key: 'forced', label: 'Forced capture' },
];

export const DEFAULT_THEME_ID = 'default';
export const CUSTOM_PREFIX = 'custom-';

const builtIn = (id: string, name: string, colors: ThemeColors): Theme => ({
  id,
  name,
  colors,
  builtIn: true,
});

/**
 * The eight built-in themes. Each was tuned so that `themeContrast` (theme-colors.ts) passes (see
 * theme.test.ts): the sides differ by luminance, not hue alone, and the selected square, the
 * legal-move dot and the forced-capture ring stand out 3:1 from the dark squares.
 */
export const BUILT_IN_THEMES: readonly Theme[] = [
  builtIn('default', 'Classic', {
    boardLight: '#f0d9b5',
    boardDark: '#8b5e3c',
    pieceRed: '#d32f2f',
    pieceBlack: '#1c1c1c',
    selected: '#e6d84e',
    validMove: '#8ef58a',
    lastMove: '#b98a4e',
    forced: '#ffb74d',
  }),
  builtIn('llama', 'Llama', {
    boardLight: '#f6e7c8',
    boardDark: '#a0764f',
    pieceRed: '#e0584a',
    pieceBlack: '#3a2516',
    selected: '#fff0a6',
    validMove: '#e9ffd6',
    lastMove: '#c49a67',
    forced: '#fffbe6',
  }),
  builtIn('midnight', 'Midnight', {
    boardLight: '#56627f',
    boardDark: '#1b2238',
    pieceRed: '#e8435a',
    pieceBlack: '#dde4f4',
    selected: '#6f8fd8',
    validMove: '#7fe3ff',
    lastMove: '#34406a',
    forced: '#ffb347',
  }),
  builtIn('forest', 'Forest', {
    boardLight: '#e3ecc9',
    boardDark: '#3e6b3a',
    pieceRed: '#b8432c',
    pieceBlack: '#0f170d',
    selected: '#d9e86b',
    validMove: '#c8ff9e',
    lastMove: '#5d8a4a',
    forced: '#ffd166',
  }),
  builtIn('ocean', 'Ocean', {
    boardLight: '#d4edf4',
    boardDark: '#276a8a',
    pieceRed: '#f0643a',
    pieceBlack: '#0b2130',
    selected: '#9ee6f0',
    validMove: '#d5fff0',
    lastMove: '#3f86a6',
    forced: '#ffd27a',
  }),
  builtIn('candy', 'Candy', {
    boardLight: '#ffe3ef',
    boardDark: '#b8497f',
    pieceRed: '#ff7aa8',
    pieceBlack: '#3c1657',
    selected: '#fff07a',
    validMove: '#e6fff4',
    lastMove: '#cf6b9a',
    forced: '#fffdd1',
  }),
  builtIn('retro', 'Retro', {
    boardLight: '#f2d492',
    boardDark: '#7a4a2a',
    pieceRed: '#f26b21',
    pieceBlack: '#24160e',
    selected: '#f7e35a',
    validMove: '#b8f2a1',
    lastMove: '#9a6236',
    forced: '#ffe9b3',
  }),
  builtIn('neon', 'Neon', {
    boardLight: '#2d2d4a',
    boardDark: '#0f0f1c',
    pieceRed: '#e0116b',
    pieceBlack: '#19e6ff',
    selected: '#7a2cff',
    validMove: '#39ff14',
    lastMove: '#2a2a55',
    forced: '#ffea00',
  }),
];

export const isBuiltInId = (id: string): boolean => BUILT_IN_THEMES.some((theme) => theme.id === id);

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour the editor and storage accept: `#rrggbb`. */
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

/** The id a custom theme of this name gets: `custom-` and the name as a lower-case slug. */
export function customThemeId(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return `${CUSTOM_PREFIX}${slug === '' ? 'theme' : slug}`;
}
