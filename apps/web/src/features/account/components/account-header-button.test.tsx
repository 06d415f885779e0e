// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { AccountHeaderButton } from './account-header-button';

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

beforeEach(() => {
  localStorage.clear();
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: null, accountToken: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().setUser({ account: null, accountToken: null });
});

describe("the header's Sign in", () => {
  it('signs a guest in from the header, then steps aside for the signed-in player', async () => {
    fakeServer(() => ({ account, token: 'account-token' }));
    renderWithQuery(<AccountHeaderButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    // While the dialog is open, its own Sign in is the only one.
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'ada_l' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(appStore.getState().user.account?.username).toBe('ada_l'));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
