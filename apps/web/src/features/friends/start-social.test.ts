// @vitest-environment jsdom
import type { ServerMessage } from '@checkers/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket } from '../../lib/fake-web-socket';
import { queryClient } from '../../lib/query-client';
import { fakeServer } from '../../lib/test-utils';
import { closeUserSocket, openUserSocket } from '../../lib/user-socket';
import { appStore } from '../../stores/app-store';
import { CHALLENGES_KEY, FRIENDS_KEY } from './api/social-queries';
import { openPanel, useSocialUi } from './social-ui';
import { startSocial } from './start-social';
import { challenge, testAccount, user } from './test-fixtures';

const notices = () => appStore.getState().ui.notices.map((n) => [n.level, n.message, n.durationMs]);

let stop: () => void = () => undefined;

function receive(message: ServerMessage): void {
  lastSocket().receive(message);
}

beforeEach(() => {
  vi.unstubAllGlobals();
  installFakeWebSocket();
  appStore.getState().resetToLobby();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [] } }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  stop = startSocial();
  openUserSocket('acc');
  lastSocket().open();
});
afterEach(() => {
  stop();
  closeUserSocket();
  queryClient.clear();
  useSocialUi.setState({ open: null });
  vi.unstubAllGlobals();
});

describe('friends and challenges on the user socket', () => {
  it('tells of friend requests, acceptances and friends coming online, in the spec’s words', () => {
    receive({
      type: 'friend_request',
      payload: { from: user('u2', 'bob'), to: user('me', 'ada'), created_at: '2026-11-01T00:00:00Z' },
    });
    receive({ type: 'friend_accepted', payload: { from: user('u3', 'cy'), to: user('me', 'ada') } });
    receive({ type: 'friend_online', payload: { user_id: 'u2', user: { username: 'bob' } } });
    receive({ type: 'friend_offline', payload: { user_id: 'u2', user: { username: 'bob' } } });
    receive({ type: 'friend_removed', payload: { from: { id: 'u2' }, to: { id: 'me' } } });
    expect(notices()).toEqual([
      ['info', 'bob sent you a friend request!', undefined],
      ['success', 'cy accepted your friend request!', undefined],
      ['info', 'bob is now online', 3_000],
    ]);
  });

  it('says nothing of what this account did itself (its other tabs)', () => {
    receive({
      type: 'friend_request',
      payload: { from: user('me', 'ada'), to: user('u2', 'bob'), created_at: '2026-11-01T00:00:00Z' },
    });
    receive({ type: 'friend_accepted', payload: { from: user('me', 'ada'), to: user('u2', 'bob') } });
    receive({
      type: 'challenge_declined',
      payload: { challenge_id: 'c1', declined_by: { id: 'me', username: 'ada' } },
    });
    expect(notices()).toEqual([]);
  });

  it('tells of challenges received (10 s, with View, its clock and colour), declined (5 s) and expired (3 s)', () => {
    const received = challenge('c1', 'u2', 'me', Date.now(), 30, '', {
      time_control: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
      color: 'red',
    });
    receive({
      type: 'challenge_received',
      payload: { challenge_id: 'c1', challenger: { id: 'u2', username: 'u2' }, challenge: received },
    });
    receive({
      type: 'challenge_declined',
      payload: { challenge_id: 'c2', declined_by: { id: 'u3', username: 'cy' } },
    });
    receive({ type: 'challenge_canceled', payload: { challenge_id: 'c3' } });
    receive({ type: 'challenge_expired', payload: { challenge_id: 'c4' } });
    expect(notices()).toEqual([
      ['info', 'u2 challenged you to a game! Blitz 5+3 · you play black', 10_000],
      ['info', 'cy declined your challenge.', 5_000],
      ['info', 'A challenge has expired', 3_000],
    ]);
    appStore.getState().ui.notices[0]!.action!.run();
    expect(useSocialUi.getState().open).toBe('challenges');
  });

  it('refreshes the lists a message touches', () => {
    queryClient.setQueryData([...FRIENDS_KEY, 'me', 'online'], []);
    queryClient.setQueryData([...CHALLENGES_KEY, 'me', 'received'], []);
    receive({ type: 'friend_online', payload: { user_id: 'u2', user: { username: 'bob' } } });
    expect(queryClient.getQueryState([...FRIENDS_KEY, 'me', 'online'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...CHALLENGES_KEY, 'me', 'received'])?.isInvalidated).toBe(false);
    receive({ type: 'challenge_expired', payload: { challenge_id: 'c4' } });
    expect(queryClient.getQueryState([...CHALLENGES_KEY, 'me', 'received'])?.isInvalidated).toBe(true);
  });

  it('takes the challenger into the game when its challenge is accepted', async () => {
    const calls = fakeServer((url) =>
      url.startsWith('/api/join-room')
        ? { room_code: 'ABC123', player_id: 'p1', token: 'acc', is_spectator: false, color: 'red' }
        : {},
    );
    openPanel('challenges');
    receive({
      type: 'challenge_accepted',
      payload: {
        challenge_id: 'c1',
        accepted_by: { id: 'u2', username: 'bob' },
        game_id: 'abc123',
        time_control: { kind: 'correspondence', daysPerMove: 2 },
        color: 'red',
      },
    });
    expect(notices()).toEqual([
      ['success', 'bob accepted your challenge! Correspondence, 2 days per move · you play red', 3_000],
    ]);
    expect(useSocialUi.getState().open).toBeNull();
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ABC123'));
    expect(calls[0]!.url).toBe('/api/join-room?code=ABC123');
    expect(calls[0]!.authorization).toBe('Bearer acc');
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(appStore.getState().room.playerColor).toBe('red');
  });

  it('leaves the accepter to its own reply', () => {
    const calls = fakeServer(() => ({}));
    receive({
      type: 'challenge_accepted',
      payload: {
        challenge_id: 'c1',
        accepted_by: { id: 'me', username: 'ada' },
        game_id: 'ABC123',
        time_control: { kind: 'untimed' },
        color: 'black',
      },
    });
    expect(calls).toEqual([]);
    expect(notices()).toEqual([]);
  });

  it('takes down a received challenge’s notice once it is answered or ends', () => {
    fakeServer(() => ({}));
    // From four friends (the same text twice would show once).
    for (const n of [1, 2, 3, 4])
      receive({
        type: 'challenge_received',
        payload: {
          challenge_id: `c${n}`,
          challenger: { id: `u${n}`, username: `u${n}` },
          challenge: challenge(`c${n}`, `u${n}`, 'me', Date.now()),
        },
      });
    expect(notices()).toHaveLength(4);
    receive({
      type: 'challenge_accepted',
      payload: {
        challenge_id: 'c1',
        accepted_by: { id: 'me', username: 'ada' },
        game_id: 'ABC123',
        time_control: { kind: 'untimed' },
        color: 'black',
      },
    });
    receive({
      type: 'challenge_declined',
      payload: { challenge_id: 'c2', declined_by: { id: 'me', username: 'ada' } },
    });
    receive({ type: 'challenge_canceled', payload: { challenge_id: 'c3' } });
    expect(notices().map(([, text]) => text)).toEqual([
      'u4 challenged you to a game! Untimed · random colours',
    ]);
    receive({ type: 'challenge_expired', payload: { challenge_id: 'c4' } });
    expect(notices()).toEqual([['info', 'A challenge has expired', 3_000]]);
  });

  it('forgets every friends and challenges reply when the account signs out', () => {
    queryClient.setQueryData([...FRIENDS_KEY, 'me', 'all'], []);
    queryClient.setQueryData([...CHALLENGES_KEY, 'me', 'sent'], []);
    openPanel('friends');
    appStore.getState().setUser({ account: null, accountToken: null });
    expect(queryClient.getQueryData([...FRIENDS_KEY, 'me', 'all'])).toBeUndefined();
    expect(queryClient.getQueryData([...CHALLENGES_KEY, 'me', 'sent'])).toBeUndefined();
    expect(useSocialUi.getState().open).toBeNull();
  });
});
