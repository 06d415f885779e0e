// View Profile: the friend's rating card from the leaderboard (a player without a rated game reads
// 1200 and zeros), as the account panel shows one's own.
import type { SocialUser } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { RatingCard } from '../../../components/rating-card';
import { playerStandingQuery } from '../../../lib/leaderboard-api';
import { Avatar } from './avatar';

export function ProfileModal({ user, onClose }: { readonly user: SocialUser; readonly onClose: () => void }) {
  const standing = useQuery(playerStandingQuery(user.id));
  const entry = standing.data?.entry;
  return (
    <Modal title="Player profile" label={`Profile of ${user.username}`} onClose={onClose}>
      <div className="row">
        <Avatar user={user} />
        <strong>{user.username}</strong>
      </div>
      {standing.isPending ? (
        <p className="muted">Loading rating…</p>
      ) : (
        <RatingCard
          name={entry?.display_name ?? user.username}
          figures={entry ?? {}}
          rank={entry?.rank ?? null}
          headingLevel="h4"
        />
      )}
    </Modal>
  );
}
