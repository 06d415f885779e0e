// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { useSocialUi } from '../social-ui';
import { challenge, ok, pending, testAccount } from '../test-fixtures';
import { SocialButtons } from './social-buttons';

function serve(requests: number, challenges: number) {
  return fakeServer((url) => {
    if (url === '/api/friends/requests/pending')
      return ok({ pending_requests: Array.from({ length: requests }, (_, i) => pending(`u${i}`)) });
    if (url === '/api/challenges/pending')
      return ok({
        pending_challenges: Array.from({ length: challenges }, (_, i) =>
          challenge(`c${i}`, `u${i}`, 'me', Date.now()),
        ),
      });
    if (url === '/api/friends/online') return ok({ online_friends: [] });
    if (url === '/api/friends') return ok({ friends: [] });
    if (url === '/api/friends/requests/sent') return ok({ sent_requests: [] });
    if (url === '/api/challenges/sent') return ok({ sent_challenges: [] });
    return { status: 404, body: { message: 'Not found' } };
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  useSocialUi.setState({ open: null });
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Friends and Challenges buttons', () => {
  it('are not there for a guest', () => {
    const calls = serve(0, 0);
    appStore.getState().setUser({ account: null, accountToken: null });
    renderWithQuery(<SocialButtons />);
    expect(screen.queryByRole('button', { name: 'Friends' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Challenges' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('carry badges of pending requests and received challenges, with the account’s token', async () => {
    const calls = serve(3, 1);
    renderWithQuery(<SocialButtons />);
    const friends = screen.getByRole('button', { name: 'Friends' });
    await vi.waitFor(() => expect(friends.textContent).toContain('3'));
    expect(friends.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('3 pending friend requests')).toBeTruthy();
    await screen.findByText('1 challenge received');
    expect(calls.every((c) => c.authorization === 'Bearer acc')).toBe(true);
  });

  it('caps a badge at 99+', async () => {
    serve(120, 0);
    renderWithQuery(<SocialButtons />);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Friends' }).textContent).toContain('99+'),
    );
  });

  it('opens one panel at a time, closed by its button, its close button or a click outside', async () => {
    serve(0, 0);
    renderWithQuery(
      <>
        <SocialButtons />
        <p>elsewhere</p>
      </>,
    );
    const friends = screen.getByRole('button', { name: 'Friends' });
    fireEvent.click(friends);
    expect(friends.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('dialog', { name: 'Friends' });
    fireEvent.click(screen.getByRole('button', { name: 'Challenges' }));
    await screen.findByRole('dialog', { name: 'Challenges' });
    expect(screen.queryByRole('dialog', { name: 'Friends' })).toBeNull();
    // A click inside the panel keeps it.
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Sent/ }));
    expect(screen.getByRole('dialog', { name: 'Challenges' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('dialog', { name: 'Challenges' })).toBeNull();
    fireEvent.click(friends);
    await screen.findByRole('dialog', { name: 'Friends' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Friends' })).toBeNull();
    fireEvent.click(friends);
    await screen.findByRole('dialog', { name: 'Friends' });
    fireEvent.click(friends);
    expect(screen.queryByRole('dialog', { name: 'Friends' })).toBeNull();
  });
});
