// Which side each of two paired players takes, keeping everyone's colours balanced. Black moves first
// in American checkers, so black is the colour handed out with care: the player who has had it less
// often gets it, then the one who did not have it last time, then a coin.
import type { Side } from './types.js';

/** The sides a player has had in this tournament, oldest first. */
export interface ColorHistory {
  userId: string;
  colors: readonly Side[];
}

/** Games with black minus games with red: positive when a player has had black more often. */
export function blackBalance(colors: readonly Side[]): number {
  let balance = 0;
  for (const side of colors) balance += side === 'black' ? 1 : -1;
  return balance;
}

/** Who takes which side; `tieBreak()` true gives black to `a`, and is called only when nothing else decides. */
export function assignColors(
  a: ColorHistory,
  b: ColorHistory,
  tieBreak: () => boolean,
): { red: string; black: string } {
  const aBlack = { red: b.userId, black: a.userId };
  const bBlack = { red: a.userId, black: b.userId };
  const balanceA = blackBalance(a.colors);
  const balanceB = blackBalance(b.colors);
  if (balanceA !== balanceB) return balanceA < balanceB ? aBlack : bBlack;
  const aHadBlackLast = a.colors.at(-1) === 'black';
  const bHadBlackLast = b.colors.at(-1) === 'black';
  if (aHadBlackLast !== bHadBlackLast) return aHadBlackLast ? bBlack : aBlack;
  return tieBreak() ? aBlack : bBlack;
}
