// The challenges panel: Received and Sent tabs with count badges; the countdowns tick each second;
// the lists refresh every 30 s while it is open. Accepting closes the panel and goes straight into
// the game the server created.
import type { Challenge } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import {
  acceptChallenge,
  cancelChallenge,
  declineChallenge,
  sentChallengesQuery,
} from '../api/social-actions';
import { CHALLENGES_KEY, CHALLENGES_OPEN_REFRESH_MS, receivedChallengesQuery } from '../api/social-queries';
import { useNow } from '../hooks/use-now';
import { useSocialAction } from '../hooks/use-social-action';
import { joinChallengeGame } from '../join-challenge-game';
import { NOTIFY_MS, TEXTS } from '../social-texts';
import { ChallengeDetailsModal } from './challenge-details-modal';
import { ChallengeItem, type ChallengeAction, type ChallengeSide } from './challenge-item';
import { PanelFrame, PanelTabs } from './panel-frame';
import './social.css';

const EMPTY: readonly Challenge[] = [];

export interface ChallengesPanelProps {
  readonly me: string;
  readonly onClose: () => void;
}

export default function ChallengesPanel({ me, onClose }: ChallengesPanelProps) {
  const [tab, setTab] = useState<ChallengeSide>('received');
  const [details, setDetails] = useState<Challenge | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const received = useQuery({ ...receivedChallengesQuery(me), refetchInterval: CHALLENGES_OPEN_REFRESH_MS });
  const sent = useQuery({ ...sentChallengesQuery(me), refetchInterval: CHALLENGES_OPEN_REFRESH_MS });
  const now = useNow();
  const notify = useAppStore((s) => s.notify);
  const run = useSocialAction();
  const refresh = [[...CHALLENGES_KEY, me]];

  const failed = received.isError || sent.isError;
  useEffect(() => {
    if (failed) notify('error', TEXTS.failedChallengesLoad);
  }, [failed, notify]);

  const onAction = async (action: ChallengeAction, challenge: Challenge): Promise<void> => {
    if (action === 'details') {
      setDetails(challenge);
      return;
    }
    setBusy(challenge.id);
    try {
      if (action === 'accept') {
        const gameId = await run({
          call: () => acceptChallenge(challenge.id),
          success: TEXTS.challengeAccepted,
          successMs: NOTIFY_MS.started,
          failure: TEXTS.failedAcceptChallenge,
          refresh,
        });
        if (gameId !== undefined) {
          onClose();
          await joinChallengeGame(gameId);
        }
      } else if (action === 'decline') {
        await run({
          call: () => declineChallenge(challenge.id),
          success: TEXTS.challengeDeclined,
          failure: TEXTS.failedDeclineChallenge,
          refresh,
        });
      } else {
        await run({
          call: () => cancelChallenge(challenge.id),
          success: TEXTS.challengeCanceled,
          failure: TEXTS.failedCancelChallenge,
          refresh,
        });
      }
    } finally {
      setBusy(null);
    }
  };

  const receivedList = received.data ?? EMPTY;
  const sentList = sent.data ?? EMPTY;
  const list = tab === 'received' ? receivedList : sentList;
  const pending = tab === 'received' ? received.isPending : sent.isPending;
  return (
    <PanelFrame title="Challenges" onClose={onClose}>
      <PanelTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'received', label: 'Received', count: receivedList.length },
          { id: 'sent', label: 'Sent', count: sentList.length },
        ]}
      />
      <div className="social-panel__body">
        {list.length === 0 ? (
          <p className="muted">
            {pending ? 'Loading…' : tab === 'received' ? 'No challenges received' : 'No challenges sent'}
          </p>
        ) : (
          <ul
            className="social-list"
            aria-label={tab === 'received' ? 'Received challenges' : 'Sent challenges'}
          >
            {list.map((challenge) => (
              <ChallengeItem
                key={challenge.id}
                challenge={challenge}
                side={tab}
                now={now}
                busy={busy === challenge.id}
                onAction={(action, c) => void onAction(action, c)}
              />
            ))}
          </ul>
        )}
      </div>
      {details !== null ? (
        <ChallengeDetailsModal challenge={details} me={me} onClose={() => setDetails(null)} />
      ) : null}
    </PanelFrame>
  );
}
