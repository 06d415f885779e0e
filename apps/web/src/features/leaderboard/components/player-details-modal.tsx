// Player details (a row clicked): the player's rating card on the board's ladder, their rating in
// every ladder, analytics and tournament results.
import {
  RATING_SPEEDS,
  RATING_SPEED_NAMES,
  type LeaderboardEntry,
  type RatingSpeed,
} from '@checkers/protocol';
import { useQueries } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { RatingCard } from '../../../components/rating-card';
import { SpeedRatings, type SpeedFigures } from '../../../components/speed-ratings';
import { playerStandingQuery } from '../../../lib/leaderboard-api';
import { AnalyticsView } from './analytics-view';
import { TournamentResults } from './tournament-results';

export function PlayerDetailsModal({
  entry,
  speed = 'overall',
  onClose,
}: {
  readonly entry: LeaderboardEntry;
  /** The ladder of the board the row was picked from. */
  readonly speed?: RatingSpeed;
  readonly onClose: () => void;
}) {
  const standings = useQueries({
    queries: RATING_SPEEDS.map((ladder) => playerStandingQuery(entry.user_id, 'global', ladder)),
  });
  const ratings: Partial<Record<RatingSpeed, SpeedFigures>> = {};
  RATING_SPEEDS.forEach((ladder, i) => {
    const row = standings[i]?.data?.entry;
    if (row !== undefined)
      ratings[ladder] = {
        rating: row.current_rating,
        rd: row.rating_deviation,
        games: row.games_played,
        rank: row.rank,
      };
  });
  return (
    <Modal
      title="Player details"
      label={`Player details: ${entry.display_name}`}
      onClose={onClose}
      size="wide"
    >
      <RatingCard
        name={entry.display_name}
        figures={entry}
        rank={entry.rank}
        headingLevel="h4"
        {...(speed === 'overall' ? {} : { ladder: RATING_SPEED_NAMES[speed] })}
      />
      <p className="muted">
        @{entry.username}
        {entry.country !== null ? ` · ${entry.country}` : ''} · {entry.region}
      </p>
      <SpeedRatings name={entry.display_name} ratings={ratings} current={speed} />
      <AnalyticsView userId={entry.user_id} />
      <TournamentResults userId={entry.user_id} />
    </Modal>
  );
}
