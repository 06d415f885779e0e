// Four squares of a theme: its light and dark squares and its two pieces' colours.
import type { ThemeColors } from '../../../lib/theme';

export function ThemeSwatch({ colors }: { readonly colors: ThemeColors }) {
  return (
    <span className="swatch" aria-hidden>
      <span style={{ background: colors.boardLight }} />
      <span style={{ background: colors.pieceRed }} />
      <span style={{ background: colors.pieceBlack }} />
      <span style={{ background: colors.boardDark }} />
    </span>
  );
}
