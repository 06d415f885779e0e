// @vitest-environment jsdom
import { ACHIEVEMENTS } from '@checkers/protocol';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { testAccount, userReply } from '../test-fixtures';
import AchievementGrid from './achievement-grid';

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
});
afterEach(cleanup);

describe('the Settings achievements grid', () => {
  it('lists every achievement under its category, unlocked ones named so', async () => {
    fakeServer(() => userReply());
    renderWithQuery(<AchievementGrid />);
    await screen.findByText(`3 of ${ACHIEVEMENTS.length} unlocked`);
    const beginner = screen.getByRole('list', { name: 'Beginner' });
    expect(
      within(beginner)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'First Steps, 10 points, unlocked',
      'First Blood, 20 points, unlocked',
      'Crowned, 30 points, locked',
      'First Victory, 50 points, locked',
    ]);
    const hidden = screen.getByRole('list', { name: 'Hidden' });
    expect(
      within(hidden)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Hidden achievement, 300 points, hidden',
      'Hidden achievement, 400 points, hidden',
      'Explorer, 100 points, unlocked',
    ]);
    expect(screen.getAllByRole('list')).toHaveLength(8);
  });

  it('shows a guest the definitions without a call', () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    const calls = fakeServer(() => userReply());
    renderWithQuery(<AchievementGrid />);
    expect(screen.getByText(/Register to earn these/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(ACHIEVEMENTS.length);
    expect(calls).toEqual([]);
  });

  it("says 'Failed to load achievements. Please try again.'", async () => {
    fakeServer(() => ({
      status: 400,
      body: { error: 'Invalid request', message: 'bad', code: 'bad_request' },
    }));
    renderWithQuery(<AchievementGrid />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load achievements. Please try again.',
    );
  });
});
