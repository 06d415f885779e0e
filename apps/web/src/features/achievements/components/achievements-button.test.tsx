// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { AchievementsButton } from './achievements-button';

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: null, accountToken: null, authToken: null });
});
afterEach(cleanup);

describe('the Achievements button', () => {
  it('is named Achievements and opens the modal', async () => {
    fakeServer(() => ({}));
    renderWithQuery(<AchievementsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Achievements' }));
    await screen.findByRole('dialog', { name: 'Achievements' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands a guest to the app’s account form and back to the modal afterwards', async () => {
    fakeServer(() => ({}));
    const renderAccount = vi.fn((mode: string, close: () => void) => (
      <div role="dialog" aria-label={`Account ${mode}`}>
        <button type="button" onClick={close}>
          Done
        </button>
      </div>
    ));
    renderWithQuery(<AchievementsButton renderAccount={renderAccount} />);
    fireEvent.click(screen.getByRole('button', { name: 'Achievements' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Account register' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Achievements' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('dialog', { name: 'Achievements' });
  });
});
