// What waits behind the header's Menu on a phone: friend requests and challenges received, counted
// on the Menu button (the Friends and Challenges buttons inside keep their own counts).
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../stores/app-store';
import { pendingRequestsQuery, receivedChallengesQuery } from '../api/social-queries';
import { badgeText } from '../social-format';
import './social-buttons.css';

function Count({ me }: { readonly me: string }) {
  const requests = useQuery(pendingRequestsQuery(me));
  const challenges = useQuery(receivedChallengesQuery(me));
  const total = (requests.data?.length ?? 0) + (challenges.data?.length ?? 0);
  if (total === 0) return null;
  return (
    <span className="social-badge">
      <span aria-hidden>{badgeText(total)}</span>
      <span className="visually-hidden">{`${total} waiting in Friends and Challenges`}</span>
    </span>
  );
}

export function SocialMenuBadge() {
  const me = useAppStore((s) => (s.user.accountToken === null ? null : (s.user.account?.id ?? null)));
  return me === null ? null : <Count key={me} me={me} />;
}
