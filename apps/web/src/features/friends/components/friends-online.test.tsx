// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { useSocialUi } from '../social-ui';
import { challenge, friend, ok, pending, testAccount } from '../test-fixtures';
import { FriendsOnline } from './friends-online';
import { SocialMenuBadge } from './social-menu-badge';

function serve(online: number, requests = 0, challenges = 0) {
  return fakeServer((url) => {
    if (url === '/api/friends/online')
      return ok({ online_friends: Array.from({ length: online }, (_, i) => friend(`friend${i}`, true)) });
    if (url === '/api/friends/requests/pending')
      return ok({ pending_requests: Array.from({ length: requests }, (_, i) => pending(`u${i}`)) });
    if (url === '/api/challenges/pending')
      return ok({
        pending_challenges: Array.from({ length: challenges }, (_, i) =>
          challenge(`c${i}`, `u${i}`, 'me', Date.now()),
        ),
      });
    return { status: 404, body: { message: 'Not found' } };
  });
}

beforeEach(() => {
  useSocialUi.setState({ open: null });
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: null, accountToken: null });
});

describe("the home page's friends online", () => {
  it('shows nothing to a guest, and asks nothing', () => {
    const calls = serve(2);
    appStore.getState().setUser({ account: null, accountToken: null });
    const { container } = renderWithQuery(
      <>
        <FriendsOnline />
        <SocialMenuBadge />
      </>,
    );
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('lists the friends online with Challenge each, and All friends opens the panel', async () => {
    const calls = serve(8);
    renderWithQuery(<FriendsOnline />);
    const list = await screen.findByRole('list', { name: 'Friends online' });
    // The first six; the panel has them all.
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(within(list).getByRole('button', { name: 'Challenge friend1' }));
    expect(await screen.findByRole('dialog', { name: 'Challenge friend1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All friends' }));
    expect(useSocialUi.getState().open).toBe('friends');
    expect(calls.every((call) => call.authorization === 'Bearer acc')).toBe(true);
  });

  it('says when no friend is online', async () => {
    serve(0);
    renderWithQuery(<FriendsOnline />);
    expect(await screen.findByText('No friends are currently online')).toBeTruthy();
  });

  it('counts what waits behind the Menu: friend requests and challenges together', async () => {
    serve(0, 2, 1);
    renderWithQuery(<SocialMenuBadge />);
    expect(await screen.findByText('3 waiting in Friends and Challenges')).toBeTruthy();
  });
});
