import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../stores/app-store';
import { DAILY_KEY } from './api/daily-keys';
import { startDaily } from './start-daily';
import { testAccount } from './test-fixtures';

afterEach(() => {
  appStore.getState().setUser({ account: null, accountToken: null });
  queryClient.clear();
});

describe('the daily data at logout', () => {
  it('is cleared when the account signs out, and left alone otherwise', () => {
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc' });
    const stop = startDaily();
    queryClient.setQueryData([...DAILY_KEY, 'u1', 'today'], { challenge: null });
    queryClient.setQueryData(['leaderboard', 'x'], 1);
    appStore.getState().setUser({ authToken: 'seat' });
    expect(queryClient.getQueryData([...DAILY_KEY, 'u1', 'today'])).toBeDefined();
    appStore.getState().setUser({ account: null, accountToken: null });
    expect(queryClient.getQueryData([...DAILY_KEY, 'u1', 'today'])).toBeUndefined();
    expect(queryClient.getQueryData(['leaderboard', 'x'])).toBe(1);
    stop();
  });
});
