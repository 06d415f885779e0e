// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../lib/test-utils';
import { AchievementBoard } from './achievement-board';

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

const rows = [
  { rank: 1, user_id: 'u9', username: 'zed', total_achievements: 9, total_points: 1900 },
  { rank: 2, user_id: 'me', username: 'ada', total_achievements: 2, total_points: 30 },
];

describe('the achievements leaderboard', () => {
  it('asks a guest to sign in, without a call', () => {
    const calls = fakeServer(() => ({ leaderboard: rows }));
    renderWithQuery(<AchievementBoard meId={null} />);
    expect(screen.getByText('Sign in to see who has earned the most achievement points.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists rank, player, achievements and points, the player’s own row marked', async () => {
    fakeServer(() => ({ leaderboard: rows }));
    renderWithQuery(<AchievementBoard meId="me" />);
    const table = screen.getByRole('table', { name: 'Achievements leaderboard' });
    await within(table).findByText('zed');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['#1', 'zed', '9', '1,900'],
      ['#2', 'ada', '2', '30'],
    ]);
    expect(within(table).getByText('ada').closest('tr')!.getAttribute('aria-current')).toBe('true');
  });

  it("says 'Failed to load leaderboard.' and tries again", async () => {
    let fail = true;
    const calls = fakeServer(() =>
      fail
        ? { status: 400, body: { error: 'Invalid request', message: 'bad', code: 'bad' } }
        : { leaderboard: [] },
    );
    renderWithQuery(<AchievementBoard meId="me" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load leaderboard.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No achievements earned yet.');
    expect(calls).toHaveLength(2);
  });
});
