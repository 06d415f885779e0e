import type { RatingChange } from '@checkers/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { ratingUpdated } from './account-actions';
import { appStore } from './app-store';

const change = (user_id: string): RatingChange => ({
  user_id,
  color: 'red',
  old_rating: 1200,
  new_rating: 1190,
  rating_deviation: 90,
  provisional: true,
  expected_score: 0.5,
  score: 0,
});

const account = {
  id: 'me',
  username: 'me',
  displayName: 'Me',
  avatarUrl: '',
  country: null,
  region: 'Other' as const,
  role: 'player' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  appStore.getState().setUser({ account: null, accountToken: null });
  appStore.getState().setUi({ ratingChange: null });
  queryClient.clear();
});

describe('a rating_updated message', () => {
  it("pops up the signed-in player's change only", () => {
    ratingUpdated({ room_code: 'ABCDEF', speed: 'overall', changes: [change('a'), change('b')] });
    expect(appStore.getState().ui.ratingChange).toBeNull();
    appStore.getState().setUser({ account, accountToken: 't' });
    ratingUpdated({ room_code: 'ABCDEF', speed: 'overall', changes: [change('a'), change('me')] });
    expect(appStore.getState().ui.ratingChange?.user_id).toBe('me');
    expect(appStore.getState().ui.ratingSpeedChange).toBeNull();
  });

  it("keeps a timed game's change in its speed ladder beside the overall one", () => {
    appStore.getState().setUser({ account, accountToken: 't' });
    const inBullet = { ...change('me'), new_rating: 1333 };
    ratingUpdated({
      room_code: 'ABCDEF',
      speed: 'bullet',
      changes: [change('a'), change('me')],
      speed_changes: [change('a'), inBullet],
    });
    expect(appStore.getState().ui.ratingChange?.user_id).toBe('me');
    expect(appStore.getState().ui.ratingSpeedChange).toEqual({ speed: 'bullet', change: inBullet });
  });

  it('clears the leaderboard replies not on screen', () => {
    queryClient.setQueryData(['leaderboard', 'page', 'global', {}, 1], { entries: [] });
    queryClient.setQueryData(['other'], 1);
    ratingUpdated({ room_code: 'ABCDEF', speed: 'overall', changes: [] });
    expect(queryClient.getQueryData(['leaderboard', 'page', 'global', {}, 1])).toBeUndefined();
    expect(queryClient.getQueryData(['other'])).toBe(1);
  });
});
