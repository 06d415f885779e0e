// The `Friends` and `Challenges` toggle buttons in the page's header, with their badges: pending
// friend requests and received challenges, 99+ at most. Only a signed-in account has friends, so a
// guest sees neither. The panels load when first opened, outside the lobby's first download; a
// panel closes on a click outside it (its button included toggles).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useAppStore } from '../../../stores/app-store';
import {
  CHALLENGES_OPEN_REFRESH_MS,
  CHALLENGES_REFRESH_MS,
  pendingRequestsQuery,
  receivedChallengesQuery,
} from '../api/social-queries';
import { badgeText } from '../social-format';
import { closePanels, togglePanel, useSocialUi, type SocialPanel } from '../social-ui';
import './social-buttons.css';

const FriendsPanel = lazy(() => import('./friends-panel'));
const ChallengesPanel = lazy(() => import('./challenges-panel'));

interface ToggleProps {
  readonly panel: SocialPanel;
  readonly label: string;
  readonly icon: string;
  readonly count: number;
  /** What the badge means, read out with the button ("3 pending friend requests"). */
  readonly countText: string;
  readonly children: ReactNode;
}

function Toggle({ panel, label, icon, count, countText, children }: ToggleProps) {
  const open = useSocialUi((s) => s.open === panel);
  const box = useRef<HTMLDivElement>(null);
  const badgeId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent): void => {
      if (event.target instanceof Node && box.current !== null && !box.current.contains(event.target)) {
        closePanels();
      }
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <div className="social-toggle" ref={box}>
      <button
        type="button"
        className="btn btn--secondary btn--small social-toggle__button"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-describedby={count > 0 ? badgeId : undefined}
        onClick={() => togglePanel(panel)}
      >
        <span aria-hidden>{icon}</span>
        <span className="btn__label">{label}</span>
        {count > 0 ? (
          <span className="social-badge" id={badgeId}>
            <span aria-hidden>{badgeText(count)}</span>
            <span className="visually-hidden">{countText}</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Loading {label.toLowerCase()}…
            </p>
          }
        >
          {children}
        </Suspense>
      ) : null}
    </div>
  );
}

function SignedInButtons({ me }: { readonly me: string }) {
  const challengesOpen = useSocialUi((s) => s.open === 'challenges');
  const requests = useQuery({ ...pendingRequestsQuery(me), refetchInterval: CHALLENGES_REFRESH_MS });
  const challenges = useQuery({
    ...receivedChallengesQuery(me),
    refetchInterval: challengesOpen ? CHALLENGES_OPEN_REFRESH_MS : CHALLENGES_REFRESH_MS,
  });
  const requestCount = requests.data?.length ?? 0;
  const challengeCount = challenges.data?.length ?? 0;
  return (
    <>
      <Toggle
        panel="friends"
        label="Friends"
        icon="👥"
        count={requestCount}
        countText={`${requestCount} pending friend ${requestCount === 1 ? 'request' : 'requests'}`}
      >
        <FriendsPanel me={me} onClose={closePanels} />
      </Toggle>
      <Toggle
        panel="challenges"
        label="Challenges"
        icon="⚔️"
        count={challengeCount}
        countText={`${challengeCount} ${challengeCount === 1 ? 'challenge' : 'challenges'} received`}
      >
        <ChallengesPanel me={me} onClose={closePanels} />
      </Toggle>
    </>
  );
}

export function SocialButtons() {
  const me = useAppStore((s) => (s.user.accountToken === null ? null : (s.user.account?.id ?? null)));
  return me === null ? null : <SignedInButtons key={me} me={me} />;
}
