// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccount, rememberGuestToken } from '../../../lib/account-storage';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { AccountPanel } from './account-panel';

const account = {
  id: 'u1',
  username: 'ada_l',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'Other',
  role: 'player',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const entry = {
  user_id: 'u1',
  rank: 4,
  rank_change: 1,
  username: 'ada_l',
  display_name: 'Ada',
  avatar_url: '',
  country: 'GB',
  region: 'Other',
  current_rating: 1534,
  peak_rating: 1560,
  rating_deviation: 120,
  provisional: true,
  rating_band: { name: 'Competent', colour: '#00897b', icon: '⚙️' },
  games_played: 3,
  games_won: 2,
  games_lost: 1,
  draws: 0,
  win_streak: -1,
  is_online: true,
  last_seen_at: null,
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: null, accountToken: null });
});
afterEach(cleanup);

describe('the account panel', () => {
  it('registers with the guest token, then shows the rating card and keeps the token', async () => {
    rememberGuestToken('guest-token');
    const unplayed = { rating: 1200, rd: 350, games: 0 };
    const ratings = {
      overall: { rating: 1534.2, rd: 120, games: 3 },
      bullet: { rating: 1612.6, rd: 90, games: 2 },
      blitz: { rating: 1420, rd: 200, games: 1 },
      rapid: unplayed,
      classical: unplayed,
      correspondence: unplayed,
    };
    const calls = fakeServer((url) =>
      url.endsWith('/api/auth/register')
        ? { status: 201, body: { account, token: 'account-token' } }
        : url.endsWith('/api/auth/me')
          ? { account, ratings }
          : { type: 'global', entry, total_players: 10 },
    );
    renderWithQuery(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    fill('Username', 'ada_l');
    fill('Password', 'correct horse');
    fill('Display name (optional)', 'Ada');
    fireEvent.change(within(dialog).getByLabelText('Country (optional)'), { target: { value: 'GB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    const card = await screen.findByRole('article', { name: 'Rating card of Ada' });
    const register = calls.find((c) => c.url.endsWith('/api/auth/register'))!;
    expect(register.authorization).toBe('Bearer guest-token');
    expect(register.body).toEqual({
      username: 'ada_l',
      password: 'correct horse',
      displayName: 'Ada',
      country: 'GB',
    });
    expect(card.textContent).toContain('1534?');
    expect(card.textContent).toContain('67%');
    expect(card.textContent).toContain('1L');
    expect(card.textContent).toContain('1560');
    expect(loadAccount()?.token).toBe('account-token');
    expect(appStore.getState().user.accountToken).toBe('account-token');
    const standing = calls.find((c) => c.url.includes('/api/leaderboard/user/u1/global'))!;
    expect(standing.authorization).toBe('Bearer account-token');
    // Every ladder, from /api/auth/me: a dash for one never played, "?" while provisional.
    const ladders = await screen.findByRole('list', { name: 'Ratings by speed: Ada' });
    await waitFor(() => expect(within(ladders).getByTestId('speed-rating-bullet').textContent).toBe('1613'));
    expect(within(ladders).getByTestId('speed-rating-overall').textContent).toBe('1534?');
    expect(within(ladders).getByTestId('speed-rating-blitz').textContent).toBe('1420?');
    expect(within(ladders).getByTestId('speed-rating-rapid').textContent).toBe('–');
    expect(ladders.textContent).toContain('2 games');
    expect(ladders.textContent).toContain('0 games');
  });

  it('checks the fields before sending, and shows the server refusal', async () => {
    const calls = fakeServer(() => ({
      status: 409,
      body: { error: 'Conflict', message: 'Username is already taken', code: 'conflict' },
    }));
    renderWithQuery(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    fill('Username', 'ab');
    fill('Password', 'long enough');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A username is 3-20 letters, digits, _ or -');
    fill('Username', 'abc');
    fill('Password', 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A password is at least 8 characters');
    expect(calls).toHaveLength(0);
    fill('Password', 'long enough');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Username is already taken'),
    );
  });

  it('signs in, shows 1200 and zeros without rated games, and signs out', async () => {
    const calls = fakeServer((url) => {
      if (url.endsWith('/api/auth/login')) return { account, token: 'account-token' };
      if (url.endsWith('/api/auth/logout')) return { success: true };
      return {
        type: 'global',
        entry: {
          ...entry,
          rank: null,
          current_rating: 1200,
          peak_rating: 1200,
          provisional: false,
          games_played: 0,
          games_won: 0,
          games_lost: 0,
          win_streak: 0,
        },
        total_players: 0,
      };
    });
    renderWithQuery(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fill('Username', 'ada_l');
    fill('Password', 'correct horse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const card = await screen.findByRole('article', { name: 'Rating card of Ada' });
    expect(screen.getByTestId('card-rating').textContent).toBe('1200');
    expect(card.textContent).toContain('0%');
    expect(screen.getByRole('heading', { name: /Signed in as Ada/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Sign in' });
    const logout = calls.find((c) => c.url.endsWith('/api/auth/logout'))!;
    expect(logout.authorization).toBe('Bearer account-token');
    expect(loadAccount()).toBeNull();
  });

  it('lists the sessions and logs out everywhere', async () => {
    appStore.getState().setUser({
      account: { ...account, region: 'Other', role: 'player' },
      accountToken: 'account-token',
    });
    const calls = fakeServer((url) => {
      if (url.endsWith('/api/auth/sessions')) {
        return {
          sessions: [
            {
              id: 's_1',
              userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
              createdAt: '2026-11-01T10:00:00.000Z',
              lastSeenAt: '2026-11-02T10:00:00.000Z',
              current: true,
            },
            {
              id: 's_2',
              userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
              createdAt: '2026-10-01T10:00:00.000Z',
              lastSeenAt: '2026-10-02T10:00:00.000Z',
              current: false,
            },
          ],
        };
      }
      if (url.endsWith('/api/auth/logout-all')) return { success: true, sessions: 2 };
      return { type: 'global', entry, total_players: 10 };
    });
    renderWithQuery(<AccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Sessions and devices' }));
    const items = await screen.findAllByTestId('session');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Chrome on Linux',
      'Safari on iOS',
    ]);
    expect(items[0]!.textContent).toContain('This device');
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await screen.findByRole('button', { name: 'Sign in' });
    const all = calls.find((c) => c.url.endsWith('/api/auth/logout-all'))!;
    expect(all.authorization).toBe('Bearer account-token');
    expect(loadAccount()).toBeNull();
  });
});
