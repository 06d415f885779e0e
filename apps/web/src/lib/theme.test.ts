// Every theme keeps WCAG AA contrast (the criteria are `themeContrast`'s: text 4.5:1, the graphics a
// player must tell apart 3:1), the Classic defaults in styles.css are the Classic theme's, and the
// numeric coordinates in board.css are the PDN numbers.
import { readFileSync } from 'node:fs';
import { makePdnSquare, makeSquare } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES, customThemeId } from './theme';
import { contrast, contrastFailures, cssVariables, deriveColors, themeContrast } from './theme-colors';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const boardCss = read('../components/board/board.css');
const stylesCss = read('../styles.css');

describe('built-in themes', () => {
  it('are the spec’s eight, with their ids and names', () => {
    expect(BUILT_IN_THEMES.map((t) => [t.id, t.name])).toEqual([
      ['default', 'Classic'],
      ['llama', 'Llama'],
      ['midnight', 'Midnight'],
      ['forest', 'Forest'],
      ['ocean', 'Ocean'],
      ['candy', 'Candy'],
      ['retro', 'Retro'],
      ['neon', 'Neon'],
    ]);
  });

  it.each(BUILT_IN_THEMES.map((t) => [t.name, t] as const))(
    '%s keeps every contrast requirement',
    (_, theme) => {
      const checks = themeContrast(theme.colors);
      expect(checks).toHaveLength(12);
      expect(contrastFailures(theme.colors)).toEqual([]);
    },
  );

  it('are all different', () => {
    const palettes = new Set(BUILT_IN_THEMES.map((t) => JSON.stringify(t.colors)));
    expect(palettes.size).toBe(8);
  });
});

describe('contrast', () => {
  it('is the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#123456', '#123456')).toBe(1);
  });

  it('derives rims, crowns and coordinates that stay readable on any colours', () => {
    // A deliberately poor palette: everything mid-grey.
    const grey = {
      boardLight: '#888888',
      boardDark: '#777777',
      pieceRed: '#7a7a7a',
      pieceBlack: '#767676',
      selected: '#797979',
      validMove: '#7b7b7b',
      lastMove: '#7c7c7c',
      forced: '#7d7d7d',
    };
    const d = deriveColors(grey);
    expect(contrast(d.redRim, grey.boardDark)).toBeGreaterThanOrEqual(3);
    expect(contrast(d.coordOnDark, grey.boardDark)).toBeGreaterThanOrEqual(4.5);
    // What the player chose cannot be derived away: those checks fail and the editor says so.
    expect(contrast(d.crownOnRed, grey.pieceRed)).toBeGreaterThanOrEqual(4.5);
    expect(contrastFailures(grey).map((f) => f.what)).toEqual([
      'red pieces against black pieces',
      'selected square against dark squares',
      'legal-move dot against dark squares',
      'forced-capture ring against dark squares',
    ]);
  });
});

describe('the stylesheets', () => {
  it('default to the Classic theme', () => {
    const root = /:root \{([^}]*)\}/.exec(stylesCss)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
    );
    expect(declared).toEqual(cssVariables(BUILT_IN_THEMES[0]!.colors));
  });

  it('number the squares as PDN does in numeric notation', () => {
    const rules = [...boardCss.matchAll(/data-square='([a-h][1-8])'\]::before\s*\{\s*content:\s*'(\d+)'/g)];
    expect(rules).toHaveLength(32);
    for (const [, square, number] of rules) {
      const sq = Number(number) - 1;
      expect(makeSquare(sq)).toBe(square);
      expect(makePdnSquare(sq)).toBe(Number(number));
    }
  });
});

describe('custom theme ids', () => {
  it('are custom- and a slug of the name', () => {
    expect(customThemeId('My Sunset!')).toBe('custom-my-sunset');
    expect(customThemeId('  ')).toBe('custom-theme');
  });
});
