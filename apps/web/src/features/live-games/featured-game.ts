// The home page's featured live game: the most watched, then the strongest pair, else the newest.
import type { SpectatableGame } from '@checkers/protocol';

/** The game to feature: the first of the most watched, ties going to the higher rated pair. */
export function featuredGameOf(games: readonly SpectatableGame[]): SpectatableGame | null {
  const strength = (game: SpectatableGame): number => (game.red_rating ?? 0) + (game.black_rating ?? 0);
  let best: SpectatableGame | null = null;
  for (const game of games) {
    if (
      best === null ||
      game.spectator_count > best.spectator_count ||
      (game.spectator_count === best.spectator_count && strength(game) > strength(best))
    )
      best = game;
  }
  return best;
}
