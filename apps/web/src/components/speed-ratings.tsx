// A player's rating in every ladder, overall first, then each speed: the rating ("?" while
// provisional, a dash before any game at that speed), the games and, where known, the rank.
import { PROVISIONAL_RD, RATING_SPEEDS, RATING_SPEED_NAMES, type RatingSpeed } from '@checkers/protocol';
import { formatRating } from '../lib/rating-format';

/** One ladder's figures. */
export interface SpeedFigures {
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
  /** The rank on that ladder's global board, when known. */
  readonly rank?: number | null;
}

export interface SpeedRatingsProps {
  readonly name: string;
  /** The figures by ladder; a ladder left out is still loading. */
  readonly ratings: Partial<Record<RatingSpeed, SpeedFigures>>;
  /** The ladder shown in full elsewhere (marked). */
  readonly current?: RatingSpeed;
}

const gamesText = (games: number): string => (games === 1 ? '1 game' : `${games} games`);

export function SpeedRatings({ name, ratings, current }: SpeedRatingsProps) {
  return (
    <ul className="speed-ratings" aria-label={`Ratings by speed: ${name}`}>
      {RATING_SPEEDS.map((speed) => {
        const figures = ratings[speed];
        const played = figures !== undefined && figures.games > 0;
        return (
          <li
            key={speed}
            className={speed === current ? 'speed-ratings__item is-current' : 'speed-ratings__item'}
            aria-current={speed === current ? 'true' : undefined}
          >
            <span className="speed-ratings__name">{RATING_SPEED_NAMES[speed]}</span>
            <strong className="speed-ratings__rating" data-testid={`speed-rating-${speed}`}>
              {figures === undefined
                ? '…'
                : played
                  ? formatRating(figures.rating, figures.rd > PROVISIONAL_RD)
                  : '–'}
            </strong>
            <span className="speed-ratings__games">
              {figures === undefined
                ? ''
                : played && figures.rank !== undefined && figures.rank !== null
                  ? `${gamesText(figures.games)} · #${figures.rank}`
                  : gamesText(figures.games)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
