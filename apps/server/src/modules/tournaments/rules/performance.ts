// A tournament performance rating: what rating the results are worth against these opponents.
//
// The linear rule players know from over-the-board events: the average opponent rating plus 400
// times (wins − losses) ÷ games, i.e. 400 × (2 × points − games) ÷ games. A clean sweep is 400 above
// the field, a whitewash 400 below, an even score the field's average. It is rounded to a whole
// point; points outside 0..games are clamped into it.

/** The performance of `points` (1 a win, ½ a draw) scored against these opponents; null with no games. */
export function performanceRating(opponentRatings: readonly number[], points: number): number | null {
  const games = opponentRatings.length;
  if (games === 0) return null;
  const average = opponentRatings.reduce((sum, rating) => sum + rating, 0) / games;
  const scored = Math.min(Math.max(points, 0), games);
  return Math.round(average + (400 * (2 * scored - games)) / games);
}
