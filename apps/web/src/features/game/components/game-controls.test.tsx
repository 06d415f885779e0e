// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simpleState } from '../../../lib/test-states';
import type { GameActions } from '../hooks/game-actions';
import { GameControls, type GameControlsProps } from './game-controls';

function actions(): GameActions & { claimWin: ReturnType<typeof vi.fn>; rematch: ReturnType<typeof vi.fn> } {
  return {
    move: vi.fn(),
    sequence: vi.fn(),
    resign: vi.fn(),
    draw: vi.fn(),
    rematch: vi.fn(async () => undefined),
    claimWin: vi.fn(async () => undefined),
  };
}

function props(overrides: Partial<GameControlsProps>): GameControlsProps {
  return {
    state: simpleState(),
    color: 'black',
    isSpectator: false,
    actions: actions(),
    previewing: false,
    onCancelPreview: () => undefined,
    onResign: () => undefined,
    opponentAwaySince: null,
    rematchOffered: false,
    rematchWaiting: false,
    onLobby: () => undefined,
    onFlip: () => undefined,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('GameControls', () => {
  it('counts down to the abandonment claim and enables it only when it can succeed', () => {
    vi.useFakeTimers();
    const game = actions();
    render(<GameControls {...props({ actions: game, opponentAwaySince: Date.now() })} />);
    const claim = screen.getByRole('button', { name: 'Claim win' });
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('you can claim the win in 1:00');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status').textContent).toContain('in 0:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(claim);
    expect(game.claimWin).toHaveBeenCalledTimes(1);
  });

  it("tells a player of the opponent's rematch request and lets them accept it", () => {
    const game = actions();
    const over = simpleState({ isGameOver: true, status: 'finished', winner: 'red' });
    render(<GameControls {...props({ actions: game, state: over, rematchOffered: true })} />);
    expect(screen.getByText('Your opponent wants a rematch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept rematch' }));
    expect(game.rematch).toHaveBeenCalledTimes(1);
  });

  it('shows the requester that it waits for the opponent, in the controls rather than behind a dialog', () => {
    const over = simpleState({ isGameOver: true, status: 'finished', winner: 'red' });
    render(<GameControls {...props({ state: over, rematchWaiting: true, rematchOffered: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for opponent to accept rematch...');
    expect(screen.queryByRole('button', { name: 'Accept rematch' })).toBeNull();
  });

  it('gives a spectator no player controls', () => {
    render(<GameControls {...props({ isSpectator: true, color: null })} />);
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Lobby' })).toBeTruthy();
  });

  it('offers Back to Lobby during a running game only where the game can wait (the AI)', () => {
    const onLobby = vi.fn();
    const { rerender } = render(<GameControls {...props({ onLobby })} />);
    expect(screen.queryByRole('button', { name: 'Back to Lobby' })).toBeNull();
    rerender(<GameControls {...props({ onLobby, leaveWhileRunning: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(onLobby).toHaveBeenCalledOnce();
  });
});
