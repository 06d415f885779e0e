// The home page's "Friends online" for a signed-in player; the card itself loads apart, after the
// home page's first download. A guest has no friends, so sees nothing.
import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../../../components/load-boundary';
import { useAppStore } from '../../../stores/app-store';

const FriendsOnlineCard = lazy(() => import('./friends-online-card'));

export function FriendsOnline() {
  const me = useAppStore((s) => (s.user.accountToken === null ? null : (s.user.account?.id ?? null)));
  if (me === null) return null;
  return (
    <LoadBoundary onError={() => undefined}>
      <Suspense fallback={null}>
        <FriendsOnlineCard key={me} me={me} />
      </Suspense>
    </LoadBoundary>
  );
}
