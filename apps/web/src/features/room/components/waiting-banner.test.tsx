// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { WaitingBanner } from './waiting-banner';

const account = {
  id: 'u1',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: null,
  region: 'Other' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  appStore.getState().setUser({ account: null, accountToken: null });
});

describe('the waiting banner', () => {
  it('says what decides whether the game is rated', () => {
    appStore.getState().setRoom({ roomCode: 'ABCDEF' });
    render(<WaitingBanner />);
    expect(screen.getByTestId('rated-note').textContent).toContain(
      "Casual game — guests' games are not rated",
    );
    act(() => appStore.getState().setUser({ account, accountToken: 'tok' }));
    expect(screen.getByTestId('rated-note').textContent).toContain('Rated if your opponent is signed in too');
  });

  it('shows the room’s time control when it is timed', () => {
    appStore.getState().setRoom({ roomCode: 'ABCDEF', timeControl: null });
    render(<WaitingBanner />);
    expect(screen.queryByTestId('time-control')).toBeNull();
    act(() =>
      appStore
        .getState()
        .setRoom({ timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 } }),
    );
    expect(screen.getByTestId('time-control').textContent).toBe('Time control: 3+2');
    act(() => appStore.getState().setRoom({ timeControl: { kind: 'correspondence', daysPerMove: 1 } }));
    expect(screen.getByTestId('time-control').textContent).toBe('Time control: 1 day per move');
    appStore.getState().setRoom({ timeControl: null });
  });
});
