// Player details (a row clicked): the player's rating card, analytics and tournament results.
import type { LeaderboardEntry } from '@checkers/protocol';
import { Modal } from '../../../components/modal';
import { RatingCard } from '../../../components/rating-card';
import { AnalyticsView } from './analytics-view';
import { TournamentResults } from './tournament-results';

export function PlayerDetailsModal({
  entry,
  onClose,
}: {
  readonly entry: LeaderboardEntry;
  readonly onClose: () => void;
}) {
  return (
    <Modal
      title="Player details"
      label={`Player details: ${entry.display_name}`}
      onClose={onClose}
      size="wide"
    >
      <RatingCard name={entry.display_name} figures={entry} rank={entry.rank} headingLevel="h4" />
      <p className="muted">
        @{entry.username}
        {entry.country !== null ? ` · ${entry.country}` : ''} · {entry.region}
      </p>
      <AnalyticsView userId={entry.user_id} />
      <TournamentResults userId={entry.user_id} />
    </Modal>
  );
}
