// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { doubleJump, ok, testAccount } from '../test-fixtures';
import { DailyPuzzleButton } from './daily-puzzle-button';
import { DailyPuzzleCard } from './daily-puzzle-card';

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: null, accountToken: null, authToken: null });
});
afterEach(cleanup);

describe('the Daily Puzzle button', () => {
  it('is named Daily Puzzle and opens today’s puzzle for an account', async () => {
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc' });
    fakeServer((url) => (url.endsWith('/today') ? ok({ challenge: doubleJump }) : ok({ progress: null })));
    renderWithQuery(<DailyPuzzleButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Daily Puzzle' }));
    await screen.findByRole('dialog', { name: 'Daily Puzzle' });
    await screen.findByRole('heading', { name: 'The double jump' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands a guest to the app’s account form and back to the modal afterwards', async () => {
    const calls = fakeServer((url) => (url.endsWith('/today') ? ok({ challenge: doubleJump }) : {}));
    const renderAccount = vi.fn((mode: string, close: () => void) => (
      <div role="dialog" aria-label={`Account ${mode}`}>
        <button type="button" onClick={close}>
          Done
        </button>
      </div>
    ));
    renderWithQuery(<DailyPuzzleButton renderAccount={renderAccount} />);
    fireEvent.click(screen.getByRole('button', { name: 'Daily Puzzle' }));
    // The guest plays today's puzzle, and is invited to sign in to keep a score.
    await screen.findByRole('heading', { name: 'The double jump' });
    expect(screen.getByText(/sign in to keep your score/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Account signin' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Daily Puzzle' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('dialog', { name: 'Daily Puzzle' });
    // Only today's puzzle was asked for: a guest has no progress to read.
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set(['/api/daily-challenges/today']));
  });

  it("is the home page's Today's puzzle card too, opening the same dialog", async () => {
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc' });
    fakeServer((url) => (url.endsWith('/today') ? ok({ challenge: doubleJump }) : ok({ progress: null })));
    renderWithQuery(<DailyPuzzleCard />);
    const card = screen.getByRole('region', { name: "Today's puzzle" });
    fireEvent.click(within(card).getByRole('button', { name: 'Daily Puzzle' }));
    await screen.findByRole('heading', { name: 'The double jump' });
  });
});
