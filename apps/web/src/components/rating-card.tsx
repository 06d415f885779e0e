// The rating card: rating ("?" while provisional), peak, games, wins, win rate and streak, under
// the player's name and rating band.
import { ratingBandOf } from '@checkers/protocol';
import { currentRating, ratingCardTexts, type RatingFigures } from '../lib/rating-format';

export interface RatingCardProps {
  readonly name: string;
  readonly figures: RatingFigures;
  /** The rank in the global leaderboard (of the ladder), when ranked. */
  readonly rank?: number | null;
  readonly headingLevel?: 'h3' | 'h4';
  /** The ladder the figures are from, when not overall ('Bullet'). */
  readonly ladder?: string;
}

export function RatingCard({
  name,
  figures,
  rank = null,
  headingLevel: Heading = 'h3',
  ladder,
}: RatingCardProps) {
  const texts = ratingCardTexts(figures);
  const band = ratingBandOf(currentRating(figures));
  return (
    <article
      className="rating-card"
      aria-label={`Rating card of ${name}`}
      style={{ borderColor: band.colour }}
    >
      <header className="rating-card__head">
        <Heading className="rating-card__name">{name}</Heading>
        <span className="band" style={{ background: band.gradient }}>
          <span aria-hidden="true">{band.icon}</span> {band.name}
        </span>
        {ladder !== undefined ? <span className="pill">{ladder}</span> : null}
        {rank !== null ? <span className="pill">Rank #{rank}</span> : null}
      </header>
      <dl className="stats stats--card">
        <div>
          <dt>Rating</dt>
          <dd data-testid="card-rating">{texts.rating}</dd>
        </div>
        <div>
          <dt>Peak</dt>
          <dd>{texts.peak}</dd>
        </div>
        <div>
          <dt>Games</dt>
          <dd>{texts.games}</dd>
        </div>
        <div>
          <dt>Wins</dt>
          <dd>{texts.wins}</dd>
        </div>
        <div>
          <dt>Win rate</dt>
          <dd>{texts.winRate}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>{texts.streak}</dd>
        </div>
      </dl>
    </article>
  );
}
