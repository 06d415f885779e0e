// A theme's colours on the board: the WCAG 2.x colour arithmetic, the colours derived from a theme's
// own so that they stay readable (rims, crowns, coordinates, the focus ring), the CSS custom
// properties a theme sets on `:root`, and the contrast a theme must keep. Everything the board draws
// reads those properties, so switching a theme repaints without re-rendering anything.
import type { ThemeColors } from './theme';

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
