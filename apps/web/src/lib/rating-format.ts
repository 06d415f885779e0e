// How ratings read on screen: rating with "?" while provisional, win rate as a rounded percentage,
// streak as nW or nL. The spec's client also accepts `elo_rating` for `current_rating` and `streak`
// for `win_streak`, so both spellings are read here.
import { DEFAULT_RATING } from '@checkers/protocol';

/** What a rating card shows, in any of the spellings the spec accepts. */
export interface RatingFigures {
  readonly current_rating?: number | undefined;
  readonly elo_rating?: number | undefined;
  readonly peak_rating?: number | undefined;
  readonly provisional?: boolean | undefined;
  readonly games_played?: number | undefined;
  readonly games_won?: number | undefined;
  readonly win_streak?: number | undefined;
  readonly streak?: number | undefined;
}

/** The rating, rounded, default 1200. */
export const currentRating = (f: RatingFigures): number =>
  Math.round(f.current_rating ?? f.elo_rating ?? DEFAULT_RATING);

/** "1534", or "1534?" while the rating is provisional. */
export const formatRating = (rating: number, provisional = false): string =>
  `${Math.round(rating)}${provisional ? '?' : ''}`;

/** Wins over games as a rounded percentage: "67%"; "0%" without games. */
export function formatWinRate(won: number, played: number): string {
  return played > 0 ? `${Math.round((won / played) * 100)}%` : '0%';
}

/** "3W" for three wins in a row, "2L" for two losses; "0" without a streak. */
export function formatStreak(streak: number): string {
  if (streak > 0) return `${streak}W`;
  if (streak < 0) return `${-streak}L`;
  return '0';
}

/** "+12", "-8" or "0". */
export const formatSigned = (n: number): string => (n > 0 ? `+${Math.round(n)}` : `${Math.round(n)}`);

/** Every text of a rating card. */
export function ratingCardTexts(f: RatingFigures) {
  const rating = currentRating(f);
  const played = f.games_played ?? 0;
  const won = f.games_won ?? 0;
  return {
    rating: formatRating(rating, f.provisional === true),
    peak: String(Math.round(f.peak_rating ?? rating)),
    games: String(played),
    wins: String(won),
    winRate: formatWinRate(won, played),
    streak: formatStreak(f.win_streak ?? f.streak ?? 0),
  };
}
