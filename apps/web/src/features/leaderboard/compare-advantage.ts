// The rating comparison's verdict: an advantage is named only when the gap is over 50.
import { LEADERBOARD_LIMITS, type CompareResponse } from '@checkers/protocol';

/** "Ada has the advantage (+72)", or null when the ratings are within 50 of each other. */
export function advantageText(
  compare: Pick<CompareResponse, 'player1' | 'player2' | 'rating_difference'>,
): string | null {
  const gap = compare.rating_difference;
  if (Math.abs(gap) <= LEADERBOARD_LIMITS.advantageGap) return null;
  const stronger = gap > 0 ? compare.player1 : compare.player2;
  return `${stronger.display_name} has the advantage (+${Math.abs(Math.round(gap))})`;
}
