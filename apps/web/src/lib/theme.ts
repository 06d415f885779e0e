// Board themes (extended §3 "Theme"): the eight built-in colour sets, custom ones (`custom-<name>`),
// and the CSS custom properties a theme sets on `:root`. Everything the board draws reads those
// properties, so switching a theme repaints without re-rendering anything. Pure: no DOM, no storage
// (theme-store.ts applies and remembers them).

/** The colours a theme chooses (extended §3). */
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
 * The eight built-in themes. Each was tuned so that `themeContrast` passes (see theme.test.ts): the
 * sides differ by luminance, not hue alone, and the selected square, the legal-move dot and the
 * forced-capture ring stand out 3:1 from the dark squares.
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

// --- Colour arithmetic (WCAG 2.x) ---

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `b`, `amount` of `b` (0-1). */
export function mix(a: string, b: string, amount: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as unknown as Rgb);
}

const INK = '#111111';
const PAPER = '#ffffff';
/** Pure black, the last resort: every colour reaches 4.5:1 against black or white. */
const BLACK = '#000000';

/** Of the candidates, the first that reaches `min` against `background`, else the best one. */
export function readableOn(
  background: string,
  min = 4.5,
  candidates: readonly string[] = [INK, PAPER, BLACK],
): string {
  const fit = candidates.find((c) => contrast(c, background) >= min);
  if (fit !== undefined) return fit;
  return [...candidates].sort((x, y) => contrast(y, background) - contrast(x, background))[0]!;
}

const GOLD = '#ffd54a';

/** The colours the board uses beyond the theme's own, worked out so they stay readable. */
export interface DerivedColors {
  /** A piece's rim: the piece's own colour when it stands 3:1 off the dark square, else ink or paper. */
  readonly redRim: string;
  readonly blackRim: string;
  /** The crown drawn on a king: gold where it reads, else ink or paper. */
  readonly crownOnRed: string;
  readonly crownOnBlack: string;
  /** Coordinate labels on a dark square, and on the selected and last-move squares. */
  readonly coordOnDark: string;
  readonly coordOnSelected: string;
  readonly coordOnLast: string;
  /** The keyboard focus ring on a dark square. */
  readonly focus: string;
  /** The outline round the legal-move dot. */
  readonly validRing: string;
  /** The board's wooden frame. */
  readonly frame: string;
}

export function deriveColors(colors: ThemeColors): DerivedColors {
  const rim = (piece: string): string =>
    contrast(piece, colors.boardDark) >= 3 ? piece : readableOn(colors.boardDark, 3);
  return {
    redRim: rim(colors.pieceRed),
    blackRim: rim(colors.pieceBlack),
    crownOnRed: readableOn(colors.pieceRed, 4.5, [GOLD, INK, PAPER, BLACK]),
    crownOnBlack: readableOn(colors.pieceBlack, 4.5, [GOLD, INK, PAPER, BLACK]),
    coordOnDark: readableOn(colors.boardDark),
    coordOnSelected: readableOn(colors.selected),
    coordOnLast: readableOn(colors.lastMove),
    focus: readableOn(colors.boardDark, 3, [GOLD, '#00e5ff', PAPER, INK, BLACK]),
    validRing: readableOn(colors.validMove, 3, ['#14320f', INK, PAPER, BLACK]),
    frame: mix(colors.boardDark, '#000000', 0.35),
  };
}

/** The CSS custom properties a theme sets on `:root` (board.css reads them). */
export function cssVariables(colors: ThemeColors): Record<string, string> {
  const d = deriveColors(colors);
  return {
    '--board-light': colors.boardLight,
    '--board-dark': colors.boardDark,
    '--board-frame': d.frame,
    '--piece-red': colors.pieceRed,
    '--piece-red-shine': mix(colors.pieceRed, '#ffffff', 0.35),
    '--piece-red-rim': d.redRim,
    '--piece-black': colors.pieceBlack,
    '--piece-black-shine': mix(colors.pieceBlack, '#ffffff', 0.3),
    '--piece-black-rim': d.blackRim,
    '--crown-on-red': d.crownOnRed,
    '--crown-on-black': d.crownOnBlack,
    '--highlight-selected': colors.selected,
    '--highlight-valid': colors.validMove,
    '--highlight-valid-ring': d.validRing,
    '--highlight-last': colors.lastMove,
    '--highlight-forced': colors.forced,
    '--coord-on-dark': d.coordOnDark,
    '--coord-on-selected': d.coordOnSelected,
    '--coord-on-last': d.coordOnLast,
    '--focus-ring': d.focus,
  };
}

/** One contrast requirement of a theme, with its figure. */
export interface ContrastCheck {
  readonly what: string;
  readonly ratio: number;
  readonly min: number;
}

/**
 * What a theme must keep (WCAG 2.x AA): text (coordinates, crowns) 4.5:1 on what it is drawn on
 * (1.4.3); the graphics a player must tell apart 3:1 (1.4.11 non-text contrast): the two sides'
 * pieces from each other (so luminance, not hue alone, tells them apart: 1.4.1), each piece's rim
 * from the dark square it stands on, and the selected square, the legal-move dot, the forced-capture
 * ring and the focus ring from the dark square. The last-move tint is not checked: the arrow and the
 * live announcement carry that information.
 */
export function themeContrast(colors: ThemeColors): ContrastCheck[] {
  const d = deriveColors(colors);
  const check = (what: string, a: string, b: string, min: number): ContrastCheck => ({
    what,
    ratio: contrast(a, b),
    min,
  });
  return [
    check('coordinates on dark squares', d.coordOnDark, colors.boardDark, 4.5),
    check('coordinates on the selected square', d.coordOnSelected, colors.selected, 4.5),
    check('coordinates on the last move', d.coordOnLast, colors.lastMove, 4.5),
    check('crown on red', d.crownOnRed, colors.pieceRed, 4.5),
    check('crown on black', d.crownOnBlack, colors.pieceBlack, 4.5),
    check('red pieces against black pieces', colors.pieceRed, colors.pieceBlack, 3),
    check('red rim against dark squares', d.redRim, colors.boardDark, 3),
    check('black rim against dark squares', d.blackRim, colors.boardDark, 3),
    check('selected square against dark squares', colors.selected, colors.boardDark, 3),
    check('legal-move dot against dark squares', colors.validMove, colors.boardDark, 3),
    check('forced-capture ring against dark squares', colors.forced, colors.boardDark, 3),
    check('focus ring against dark squares', d.focus, colors.boardDark, 3),
  ];
}

/** The checks a theme fails (empty when it keeps every one). */
export const contrastFailures = (colors: ThemeColors): ContrastCheck[] =>
  themeContrast(colors).filter((c) => c.ratio < c.min);
