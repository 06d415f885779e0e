// @vitest-environment jsdom
import type { FriendEntry, SearchUser, SentRequest } from '@checkers/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { challenge, friend, ok, pending, searchUser, testAccount, user } from '../test-fixtures';
import FriendsPanel from './friends-panel';

interface World {
  friends: FriendEntry[];
  pending: ReturnType<typeof pending>[];
  sent: SentRequest[];
  search: (q: string) => SearchUser[] | 'fail';
  action: (call: SeenCall) => unknown;
}

let world: World;
let calls: SeenCall[];

function serve(): void {
  calls = fakeServer((url, call) => {
    if (call.method !== 'GET') return world.action(call);
    if (url === '/api/friends') return ok({ friends: world.friends });
    if (url === '/api/friends/online') return ok({ online_friends: world.friends.filter((f) => f.online) });
    if (url === '/api/friends/requests/pending') return ok({ pending_requests: world.pending });
    if (url === '/api/friends/requests/sent') return ok({ sent_requests: world.sent });
    if (url.startsWith('/api/friends/search')) {
      const found = world.search(new URL(url, 'http://x').searchParams.get('q') ?? '');
      return found === 'fail' ? { status: 400, body: { message: 'boom' } } : ok({ users: found });
    }
    if (url.startsWith('/api/leaderboard/user/')) return { status: 404, body: { message: 'Not found' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const notices = () => appStore.getState().ui.notices.map((n) => n.message);
const onClose = vi.fn();
const show = () => renderWithQuery(<FriendsPanel me="me" onClose={onClose} />);
const row = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [] } }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  world = {
    friends: [friend('bob', true), friend('cy', false)],
    pending: [],
    sent: [],
    search: () => [],
    action: () => ok({ friend_id: 'x' }),
  };
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the friends panel', () => {
  it('lists online friends, then all, with count badges; Challenge only for an online friend', async () => {
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    expect(screen.getByRole('tab', { name: 'Online 1' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('tab', { name: 'All 2' });
    expect(within(row('bob')).getByText('Online')).toBeTruthy();
    expect(within(row('bob')).getByRole('button', { name: 'Challenge' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'All 2' }));
    expect(within(row('cy')).getByText('Offline')).toBeTruthy();
    expect(within(row('cy')).queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(within(row('cy')).getByTestId('default-avatar').textContent).toBe('C');
    fireEvent.click(within(row('cy')).getByRole('button', { name: 'More actions for cy' }));
    const items = within(row('cy'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['View Profile', 'Remove Friend', 'Block User']);
  });

  it('shows the empty texts, and All offers Add Friends', async () => {
    world.friends = [];
    show();
    await screen.findByText('No friends are currently online');
    fireEvent.click(screen.getByRole('tab', { name: /^All/ }));
    await screen.findByText("You don't have any friends yet");
    fireEvent.click(screen.getByRole('button', { name: 'Add Friends' }));
    expect(screen.getByText('Enter a username to search for friends')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /^Requests/ }));
    expect(screen.getByText('No pending friend requests')).toBeTruthy();
    expect(screen.getByText('No sent requests')).toBeTruthy();
  });

  it('removes a friend after the confirmation, and not without it', async () => {
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'More actions for bob' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Friend' });
    expect(within(dialog).getByText('Are you sure you want to remove this friend?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'More actions for bob' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Friend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(notices()).toContain('Friend removed'));
    const removal = calls.find((c) => c.method === 'DELETE')!;
    expect(removal.url).toBe('/api/friends/bob');
    expect(removal.authorization).toBe('Bearer acc');
  });

  it('blocks a user after the confirmation; a refusal shows the server’s message', async () => {
    world.action = () => ({ status: 409, body: { success: false, message: 'Already blocked' } });
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'More actions for bob' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block User' }));
    expect(screen.getByText('Are you sure you want to block this user?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(notices()).toContain('Already blocked'));
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/friends/block/bob');
  });

  it('falls back to the spec’s failure text when the server gives none', async () => {
    world.action = () => ({ status: 503, body: {} });
    world.pending = [pending('dee')];
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Requests 1' }));
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'dee' })).getByRole('button', { name: 'Accept' }),
    );
    await vi.waitFor(() => expect(notices()).toContain('Failed to accept friend request'));
  });

  it('accepts and declines received requests, and lists sent ones', async () => {
    world.pending = [pending('dee'), pending('eve')];
    world.sent = [{ friend_id: 'fay', friend: user('fay'), created_at: new Date().toISOString() }];
    show();
    const tab = await screen.findByRole('tab', { name: 'Requests 2' });
    expect(tab.querySelector('.tab-count--highlight')).not.toBeNull();
    fireEvent.click(tab);
    expect(screen.getByRole('heading', { name: 'Received Requests' })).toBeTruthy();
    expect(within(row('fay')).getByText('Just now')).toBeTruthy();
    fireEvent.click(within(row('dee')).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(notices()).toContain('Friend request accepted!'));
    fireEvent.click(within(row('eve')).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(notices()).toContain('Friend request declined'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/friends/dee/accept',
      '/api/friends/eve/decline',
    ]);
  });

  it('challenges an online friend: untimed, random colours and 30 minutes unless chosen', async () => {
    world.action = () => ok({ challenge: challenge('c1', 'me', 'bob', Date.now(), 30, 'gl') });
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge bob' });
    expect((within(dialog).getByLabelText('Expires in') as HTMLSelectElement).value).toBe('30');
    const clock = within(dialog).getByRole('group', { name: 'Time control' });
    expect((within(clock).getByRole('radio', { name: 'Untimed' }) as HTMLInputElement).checked).toBe(true);
    const colour = within(dialog).getByRole('group', { name: 'Your colour' });
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['random', 'red', 'black']);
    expect((within(colour).getByRole('radio', { name: 'Random' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: ' gl ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Challenge' }));
    await vi.waitFor(() => expect(notices()).toContain('Challenge sent successfully!'));
    const sent = calls.find((c) => c.url === '/api/challenges')!;
    expect(sent.body).toEqual({
      challenged_id: 'bob',
      message: 'gl',
      expires_in: 30,
      time_control: { kind: 'untimed' },
      color: 'random',
    });
    expect(screen.queryByRole('dialog', { name: 'Challenge bob' })).toBeNull();
  });

  it('sends the clock and colour chosen; a custom clock out of bounds is refused before sending', async () => {
    world.action = () => ok({ challenge: challenge('c1', 'me', 'bob', Date.now()) });
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge bob' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Black' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Challenge' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A clock has at most 180 minutes');
    expect(calls.filter((c) => c.url === '/api/challenges')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: '5+3' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Expires in'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Challenge' }));
    await vi.waitFor(() => expect(notices()).toContain('Challenge sent successfully!'));
    expect(calls.find((c) => c.url === '/api/challenges')!.body).toEqual({
      challenged_id: 'bob',
      message: '',
      expires_in: 60,
      time_control: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
      color: 'black',
    });
  });

  it('shows a friend’s profile', async () => {
    show();
    await screen.findByRole('list', { name: 'Online friends' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'More actions for bob' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(screen.getByRole('dialog', { name: 'Profile of bob' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Rating card of bob' });
  });
});

describe('the Add Friends tab', () => {
  it('searches after 500 ms, at once on Enter, and tells each state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    world.search = (q) =>
      fail
        ? 'fail'
        : q === 'zz'
          ? []
          : [searchUser('bobby', { online: true }), searchUser('bob', { is_friend: true })];
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Friends' }));
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Enter a username to search for friends')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'bo' } });
    act(() => vi.advanceTimersByTime(499));
    expect(calls.some((c) => c.url.startsWith('/api/friends/search'))).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Searching...')).toBeTruthy();
    await screen.findByRole('list', { name: 'Search results' });
    expect(calls.find((c) => c.url.startsWith('/api/friends/search'))!.url).toBe(
      '/api/friends/search?q=bo&limit=20',
    );
    expect(within(row('bob')).getByText('Friend')).toBeTruthy();
    expect(within(row('bobby')).getByText('Online')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByText('No users found matching the query');
    fail = true;
    fireEvent.change(box, { target: { value: 'qq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Search failed. Please try again.');
  });

  it('sends a request with Add Friend, which becomes a disabled Sent', async () => {
    world.search = () => [searchUser('gus')];
    world.action = () => ok({ status: 'pending', friend_id: 'gus', friend: user('gus') });
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'Add Friends' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'gus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'gus' })).getByRole('button', {
        name: 'Add Friend',
      }),
    );
    await vi.waitFor(() => expect(notices()).toContain('Friend request sent successfully!'));
    const sent = within(row('gus')).getByRole('button', { name: 'Sent' }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ friend_id: 'gus' });
  });
});

describe('load failures', () => {
  it('read as empty lists and are told once', async () => {
    calls = fakeServer(() => ({ status: 404, body: { message: 'Not found' } }));
    show();
    await vi.waitFor(() => expect(notices()).toEqual(['Failed to load friends data']));
    expect(screen.getByText('No friends are currently online')).toBeTruthy();
  });
});
