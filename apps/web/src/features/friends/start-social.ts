// What friends and challenges need running while the app is open: the user socket's friend_* and
// challenge_* messages become notifications with the spec's texts and durations and refresh the
// lists; an accepted challenge takes the challenger into the game; and logging out (or another
// account) clears every friends and challenges reply. A challenge's notices say its clock and the
// colour the reader plays. Returns the stop.
import type { ServerMessage } from '@checkers/protocol';
import { queryClient } from '../../lib/query-client';
import { subscribeUserMessages } from '../../lib/user-socket';
import { appStore } from '../../stores/app-store';
import { CHALLENGES_KEY, FRIENDS_KEY } from './api/social-queries';
import { challengeTermsText } from './challenge-terms';
import { joinChallengeGame } from './join-challenge-game';
import { closePanels, openPanel } from './social-ui';
import {
  challengeAcceptedByText,
  challengeDeclinedByText,
  challengeReceivedText,
  friendAcceptedText,
  friendOnlineText,
  friendRequestText,
  NOTIFY_MS,
  TEXTS,
} from './social-texts';

const refresh = (key: readonly string[]): void => void queryClient.invalidateQueries({ queryKey: key });

/** The notice of each challenge received, by challenge id: it goes once the challenge is answered. */
const receivedNotices = new Map<string, number>();

/** Takes down the notice of a challenge received, now that it has been answered or has ended. */
function settled(challengeId: string): void {
  const notice = receivedNotices.get(challengeId);
  if (notice === undefined) return;
  receivedNotices.delete(challengeId);
  appStore.getState().dismiss(notice);
}

/** Whether the page is in a game still being played (a challenger is not pulled out of it). */
function playing(): boolean {
  const { ui, game } = appStore.getState();
  return ui.currentSection === 'game' && game.state !== null && !game.state.isGameOver;
}

/** One message of the user socket; others than friend_* and challenge_* are left alone. */
export function handleSocialMessage(message: ServerMessage): void {
  const me = appStore.getState().user.account?.id;
  if (me === undefined) return;
  const notify = appStore.getState().notify;
  switch (message.type) {
    case 'friend_request':
      refresh(FRIENDS_KEY);
      if (message.payload.from.id !== me) notify('info', friendRequestText(message.payload.from.username));
      return;
    case 'friend_accepted':
      refresh(FRIENDS_KEY);
      if (message.payload.from.id !== me)
        notify('success', friendAcceptedText(message.payload.from.username));
      return;
    case 'friend_removed':
      refresh(FRIENDS_KEY);
      return;
    case 'friend_online':
      refresh(FRIENDS_KEY);
      notify('info', friendOnlineText(message.payload.user.username), undefined, undefined, NOTIFY_MS.online);
      return;
    case 'friend_offline':
      refresh(FRIENDS_KEY);
      return;
    case 'challenge_received': {
      refresh(CHALLENGES_KEY);
      const { challenger, challenge } = message.payload;
      if (challenger.id === me) return;
      const said =
        challenger.username === '' ? TEXTS.newChallenge : challengeReceivedText(challenger.username);
      const notice = notify(
        'info',
        `${said} ${challengeTermsText(challenge, false)}`,
        undefined,
        { label: 'View', run: () => openPanel('challenges') },
        NOTIFY_MS.challengeReceived,
      );
      receivedNotices.set(challenge.id, notice);
      return;
    }
    case 'challenge_accepted': {
      refresh(CHALLENGES_KEY);
      settled(message.payload.challenge_id);
      const { accepted_by: by, game_id: gameId } = message.payload;
      // The accepter joins from its own reply.
      if (by.id === me) return;
      const join = (): void => void joinChallengeGame(gameId);
      // Only the challenger hears this: the colour is its own.
      const said = `${challengeAcceptedByText(by.username)} ${challengeTermsText(message.payload, true)}`;
      if (playing()) {
        notify('success', said, undefined, { label: 'Join game', run: join });
        return;
      }
      notify('success', said, undefined, undefined, NOTIFY_MS.started);
      closePanels();
      join();
      return;
    }
    case 'challenge_declined':
      refresh(CHALLENGES_KEY);
      settled(message.payload.challenge_id);
      if (message.payload.declined_by.id !== me) {
        const text = challengeDeclinedByText(message.payload.declined_by.username);
        notify('info', text, undefined, undefined, NOTIFY_MS.declined);
      }
      return;
    case 'challenge_canceled':
      refresh(CHALLENGES_KEY);
      settled(message.payload.challenge_id);
      return;
    case 'challenge_expired':
      refresh(CHALLENGES_KEY);
      settled(message.payload.challenge_id);
      notify('info', TEXTS.challengeExpired, undefined, undefined, NOTIFY_MS.expired);
      return;
    default:
      return;
  }
}

/** Forgets every friends and challenges reply and closes the panels (on logout). */
export function clearSocialData(): void {
  receivedNotices.clear();
  queryClient.removeQueries({ queryKey: FRIENDS_KEY });
  queryClient.removeQueries({ queryKey: CHALLENGES_KEY });
  closePanels();
}

export function startSocial(): () => void {
  const stopMessages = subscribeUserMessages(handleSocialMessage);
  const stopAccount = appStore.subscribe((state, previous) => {
    if (previous.user.accountToken !== null && state.user.accountToken !== previous.user.accountToken) {
      clearSocialData();
    }
  });
  return () => {
    stopMessages();
    stopAccount();
  };
}
