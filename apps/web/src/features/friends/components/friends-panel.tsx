// The friends panel: tabs Online, All, Requests (highlighted while requests wait) and Add Friends,
// each with its empty text; the friend rows' actions with their confirmations; the online list
// refreshed every 30 s besides the user socket's presence messages.
import type { FriendEntry, PendingRequest, SocialUser } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import {
  acceptFriendRequest,
  allFriendsQuery,
  blockUser,
  declineFriendRequest,
  removeFriend,
  sentRequestsQuery,
} from '../api/social-actions';
import {
  CHALLENGES_KEY,
  FRIENDS_KEY,
  ONLINE_REFRESH_MS,
  onlineFriendsQuery,
  pendingRequestsQuery,
} from '../api/social-queries';
import { useNow } from '../hooks/use-now';
import { useSocialAction } from '../hooks/use-social-action';
import { TEXTS } from '../social-texts';
import { ChallengeDialog } from './challenge-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { FriendRow, type FriendAction } from './friend-row';
import { PanelFrame, PanelTabs } from './panel-frame';
import { ProfileModal } from './profile-modal';
import { RequestsTab } from './requests-tab';
import { SearchTab } from './search-tab';
import './social.css';

type Tab = 'online' | 'all' | 'requests' | 'add';

interface Showing {
  readonly kind: FriendAction;
  readonly user: SocialUser;
}

const EMPTY: readonly never[] = [];

export interface FriendsPanelProps {
  readonly me: string;
  readonly onClose: () => void;
}

export default function FriendsPanel({ me, onClose }: FriendsPanelProps) {
  const [tab, setTab] = useState<Tab>('online');
  const [showing, setShowing] = useState<Showing | null>(null);
  const online = useQuery({ ...onlineFriendsQuery(me), refetchInterval: ONLINE_REFRESH_MS });
  const all = useQuery(allFriendsQuery(me));
  const received = useQuery(pendingRequestsQuery(me));
  const sent = useQuery(sentRequestsQuery(me));
  const now = useNow(60_000);
  const notify = useAppStore((s) => s.notify);
  const run = useSocialAction();
  const friendsKey = [...FRIENDS_KEY, me];

  const failed = online.isError || all.isError || received.isError || sent.isError;
  useEffect(() => {
    // Failed lists read as empty; the failure is told once.
    if (failed) notify('error', TEXTS.failedFriendsLoad);
  }, [failed, notify]);

  const onlineList = online.data ?? EMPTY;
  const allList = all.data ?? EMPTY;
  const receivedList = received.data ?? EMPTY;
  const sentList = sent.data ?? EMPTY;

  const onAction = (action: FriendAction, entry: FriendEntry): void =>
    setShowing({ kind: action, user: entry.friend });

  const confirmed = async (kind: 'remove' | 'block', user: SocialUser): Promise<void> => {
    setShowing(null);
    await run({
      call: () => (kind === 'remove' ? removeFriend(user.id) : blockUser(user.id)),
      success: kind === 'remove' ? TEXTS.friendRemoved : TEXTS.userBlocked,
      failure: kind === 'remove' ? TEXTS.failedRemove : TEXTS.failedBlock,
      refresh: [friendsKey, [...CHALLENGES_KEY, me]],
    });
  };
  const accept = (request: PendingRequest): void =>
    void run({
      call: () => acceptFriendRequest(request.user_id),
      success: TEXTS.requestAccepted,
      failure: TEXTS.failedAcceptRequest,
      refresh: [friendsKey],
    });
  const decline = (request: PendingRequest): void =>
    void run({
      call: () => declineFriendRequest(request.user_id),
      success: TEXTS.requestDeclined,
      failure: TEXTS.failedDeclineRequest,
      refresh: [friendsKey],
    });

  const friendList = (list: readonly FriendEntry[], label: string) => (
    <ul className="social-list" aria-label={label}>
      {list.map((entry) => (
        <FriendRow key={entry.friend_id} entry={entry} onAction={onAction} />
      ))}
    </ul>
  );

  const confirming =
    showing !== null && (showing.kind === 'remove' || showing.kind === 'block')
      ? { kind: showing.kind, user: showing.user }
      : null;

  let body;
  if (tab === 'online') {
    body =
      onlineList.length === 0 ? (
        <p className="muted">{online.isPending ? 'Loading…' : TEXTS.noneOnline}</p>
      ) : (
        friendList(onlineList, 'Online friends')
      );
  } else if (tab === 'all') {
    body =
      allList.length === 0 ? (
        all.isPending ? (
          <p className="muted">Loading…</p>
        ) : (
          <div className="stack stack--tight social-empty">
            <p className="muted">{TEXTS.noFriends}</p>
            <button type="button" className="btn btn--small" onClick={() => setTab('add')}>
              Add Friends
            </button>
          </div>
        )
      ) : (
        friendList(allList, 'All friends')
      );
  } else if (tab === 'requests') {
    body = (
      <RequestsTab received={receivedList} sent={sentList} now={now} onAccept={accept} onDecline={decline} />
    );
  } else {
    body = <SearchTab me={me} />;
  }

  return (
    <PanelFrame title="Friends" onClose={onClose}>
      <PanelTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'online', label: 'Online', count: onlineList.length },
          { id: 'all', label: 'All', count: allList.length },
          {
            id: 'requests',
            label: 'Requests',
            count: receivedList.length,
            highlight: receivedList.length > 0,
          },
          { id: 'add', label: 'Add Friends' },
        ]}
      />
      <div className="social-panel__body">{body}</div>
      {showing?.kind === 'profile' ? (
        <ProfileModal user={showing.user} onClose={() => setShowing(null)} />
      ) : null}
      {showing?.kind === 'challenge' ? (
        <ChallengeDialog me={me} friend={showing.user} onClose={() => setShowing(null)} />
      ) : null}
      {confirming !== null ? (
        <ConfirmDialog
          title={confirming.kind === 'remove' ? 'Remove Friend' : 'Block User'}
          question={confirming.kind === 'remove' ? TEXTS.confirmRemove : TEXTS.confirmBlock}
          onConfirm={() => void confirmed(confirming.kind, confirming.user)}
          onCancel={() => setShowing(null)}
        />
      ) : null}
    </PanelFrame>
  );
}
