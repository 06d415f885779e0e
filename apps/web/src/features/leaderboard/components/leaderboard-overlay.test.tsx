// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { fakeServer, renderWithQuery, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { entry, page } from '../test-fixtures';
import LeaderboardOverlay from './leaderboard-overlay';

const account = {
  id: 'u2',
  username: 'player2',
  displayName: 'Player 2',
  avatarUrl: '',
  country: 'US',
  region: 'US' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The leaderboard list calls (not searches or stats), as path + query. */
const listCalls = (calls: SeenCall[]) =>
  calls
    .map((c) => c.url)
    .filter((url) => /^\/api\/leaderboard\/(global|friends|seasonal|regional)/.test(url));

const pageOf = (url: string): number => Number(new URL(url, 'http://x').searchParams.get('page'));

function boardServer(fail: { list?: boolean; search?: boolean } = {}) {
  return fakeServer((url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname.startsWith('/api/leaderboard/search/')) {
      if (fail.search)
        return { status: 500, body: { error: 'Server error', message: 'boom', code: 'internal' } };
      return page(1, 1, [entry(7, { display_name: `Match ${searchParams.get('q')}` })]);
    }
    if (fail.list)
      return { status: 400, body: { error: 'Invalid request', message: 'bad', code: 'bad_request' } };
    if (pathname.startsWith('/api/leaderboard/user/')) {
      // Player u1 has played bullet (rank 4 there) and nothing else timed.
      const speed = searchParams.get('speed') ?? 'overall';
      const played = speed === 'overall' || speed === 'bullet';
      return {
        type: 'global',
        entry: entry(1, {
          rank: played ? (speed === 'bullet' ? 4 : 1) : null,
          current_rating: speed === 'bullet' ? 1734 : played ? 1590 : 1200,
          rating_deviation: played ? 60 : 350,
          games_played: played ? 10 : 0,
        }),
        total_players: 3,
      };
    }
    if (pathname.startsWith('/api/leaderboard/around/')) {
      return { type: 'global', user_rank: 2, radius: 10, entries: [entry(1), entry(2), entry(3)] };
    }
    if (pathname === '/api/leaderboard/compare') {
      const p1 = entry(1, { display_name: 'Ada', current_rating: 1700 });
      const p2 = entry(2, { display_name: 'Bob', current_rating: 1620 });
      return {
        player1: p1,
        player2: p2,
        rating_difference: 80,
        advantage: 'u1',
        expected_score: 0.61,
        head_to_head: { games: 3, player1_wins: 2, player2_wins: 1, draws: 0 },
      };
    }
    return page(Number(searchParams.get('page') ?? 1), 3);
  });
}

function open() {
  return renderWithQuery(
    <>
      <LeaderboardOverlay />
      <Notices />
    </>,
  );
}

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: null, accountToken: null });
  appStore.getState().setUi({ notices: [], leaderboardOpen: true });
});
afterEach(cleanup);

describe('the leaderboard overlay', () => {
  it('shows the stats, the eight columns and the paging label', async () => {
    boardServer();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Leaderboard' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Rating', 'Games', 'Win Rate', 'Streak', 'Change', 'Status']);
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Player 1' })).toBeTruthy();
    const stats = screen.getByLabelText('Leaderboard statistics');
    for (const text of ['120', '40', '1,310', '1,290', '777']) expect(stats.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });

  it('goes back to page 1 on a tab change, and on a filter change with a cleared cache', async () => {
    const calls = boardServer();
    open();
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.click(screen.getByRole('tab', { name: 'Seasonal' }));
    expect(screen.getByRole('tab', { name: 'Seasonal' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatch(/^\/api\/leaderboard\/seasonal\?page=1/));
    await screen.findByText('Page 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'EU' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('region=EU'));
    expect(pageOf(listCalls(calls).at(-1)!)).toBe(1);
    // The cache was cleared: going back to no region (page 1 of which was fetched above, and would
    // otherwise be fresh for 30 s) asks the server again. Counted from here, not exactly: a slow
    // machine may see a render in between ask for more.
    const withRegion = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(
        listCalls(calls)
          .slice(withRegion)
          .filter((url) => !url.includes('region')),
      ).not.toEqual([]),
    );
    expect(listCalls(calls).at(-1)).not.toContain('region');
    expect(pageOf(listCalls(calls).at(-1)!)).toBe(1);
  });

  it("filters by speed, from page 1, and shows a player's rating in every ladder", async () => {
    const calls = boardServer();
    open();
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Overall', 'Bullet', 'Blitz', 'Rapid', 'Classical', 'Correspondence']);
    fireEvent.change(speed, { target: { value: 'bullet' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('speed=bullet'));
    expect(pageOf(listCalls(calls).at(-1)!)).toBe(1);

    fireEvent.click(await screen.findByText('Player 1'));
    const details = await screen.findByRole('dialog', { name: 'Player details: Player 1' });
    expect(within(details).getByText('Bullet', { selector: '.pill' })).toBeTruthy();
    const ladders = within(details).getByRole('list', { name: 'Ratings by speed: Player 1' });
    await waitFor(() => expect(within(ladders).getByTestId('speed-rating-bullet').textContent).toBe('1734'));
    expect(within(ladders).getByTestId('speed-rating-overall').textContent).toBe('1590');
    expect(within(ladders).getByTestId('speed-rating-blitz').textContent).toBe('–');
    expect(ladders.textContent).toContain('10 games · #4');
    // Clear Filters goes back to overall.
    fireEvent.click(within(details).getByRole('button', { name: /close/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).not.toContain('speed='));
    expect((screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).value).toBe('overall');
  });

  it('searches from 2 characters only', async () => {
    const calls = boardServer();
    open();
    await screen.findByText('Page 1 of 3');
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'a' } });
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Player 1' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'ad' } });
    await screen.findByRole('button', { name: 'Match ad' });
    expect(calls.filter((c) => c.url.includes('/search/')).map((c) => c.url)).toEqual([
      '/api/leaderboard/search/global?q=ad&page=1&page_size=20',
    ]);
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: '' } });
    await screen.findByRole('button', { name: 'Player 1' });
  });

  it("shows 'Failed to load leaderboard' and 'Search failed' as error notices", async () => {
    boardServer({ list: true, search: true });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load leaderboard');
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'zed' } });
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').some((n) => n.textContent?.includes('Search failed'))).toBe(true),
      { timeout: 8_000 },
    );
  });

  it('asks the Regional board for a region: US for a guest', async () => {
    const calls = boardServer();
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Regional' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/leaderboard/regional?page=1&page_size=50&region=US'),
    );
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('US');
  });

  it('asks guests to sign in for Friends and for Achievements', () => {
    const calls = boardServer();
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(screen.getByText('Sign in to see how you rank among your friends.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(screen.getByText('Sign in to see who has earned the most achievement points.')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/achievements'))).toBe(false);
  });

  it('ranks by achievement points on the Achievements tab, with a category filter', async () => {
    act(() => appStore.getState().setUser({ account, accountToken: 'tok' }));
    const calls = fakeServer((url) => {
      const category = new URL(url, 'http://x').searchParams.get('category');
      if (url.startsWith('/api/achievements/leaderboard')) {
        return {
          leaderboard: [
            {
              rank: 1,
              user_id: 'u1',
              username: category ?? 'ada',
              total_achievements: 12,
              total_points: 1450,
            },
            { rank: 2, user_id: 'u2', username: 'player2', total_achievements: 3, total_points: 80 },
          ],
        };
      }
      return page(1, 1);
    });
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    const table = await screen.findByRole('table', { name: 'Achievements leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Achievements', 'Points']);
    await within(table).findByText('ada');
    expect(within(table).getByText('1,450')).toBeTruthy();
    expect(within(table).getByText('player2').closest('tr')!.getAttribute('aria-current')).toBe('true');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'skill' } });
    await within(table).findByText('skill');
    expect(calls.map((c) => c.url).filter((url) => url.startsWith('/api/achievements'))).toEqual([
      '/api/achievements/leaderboard?limit=50',
      '/api/achievements/leaderboard?limit=50&category=skill',
    ]);
  });

  it('highlights the signed-in player around their rank', async () => {
    act(() => appStore.getState().setUser({ account, accountToken: 'tok' }));
    const calls = boardServer();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'My Rank' }));
    await screen.findByText('Your rank: #2. Players around you:');
    expect(calls.some((c) => c.url.startsWith('/api/leaderboard/around/u2/global?radius=10'))).toBe(true);
    const mine = screen.getByRole('button', { name: 'Player 2' }).closest('tr')!;
    expect(mine.getAttribute('aria-current')).toBe('true');
  });

  it('compares two players and names the advantage over 50', async () => {
    boardServer();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Players' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare Players' });
    fireEvent.change(within(dialog).getByLabelText('First player'), { target: { value: 'ad' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Match ad/ }));
    fireEvent.change(within(dialog).getByLabelText('Second player'), { target: { value: 'bo' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Match bo/ }));
    expect((await within(dialog).findByTestId('advantage')).textContent).toBe('Ada has the advantage (+80)');
    expect(within(dialog).getByText(/3 games: Ada 2 wins, Bob 1 win, 0 draws/)).toBeTruthy();
  });
});
