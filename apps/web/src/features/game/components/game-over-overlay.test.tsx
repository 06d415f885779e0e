// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../../lib/test-states';
import { fakeServer } from '../../../lib/test-utils';
import { AI_ROOM } from '../ai/local-game';
import { fullMoves } from '../game-over-text';
import { GameOverOverlay } from './game-over-overlay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const finished = doubleJumpState({
  status: 'finished',
  isGameOver: true,
  winner: 'black',
  reason: 'no-legal-moves',
  moveCount: 41,
  captures: { black: 6, red: 4 },
});

const analytics = {
  room_code: 'ABCDEF',
  status: 'finished',
  move_count: 41,
  captures: { red: 4, black: 6 },
  material: { red: { men: 0, kings: 0 }, black: { men: 4, kings: 2 } },
  current_turn: 'red',
  spectator_count: 1,
  started_at: '2026-11-01T10:00:00.000Z',
  finished_at: '2026-11-01T10:02:55.000Z',
  duration_ms: 175_000,
  winner: 'black',
  reason: 'no-legal-moves',
};

function figures() {
  return {
    duration: screen.getByTestId('game-over-duration').textContent,
    moves: screen.getByTestId('game-over-moves').textContent,
    captures: screen.getByTestId('game-over-captures').textContent,
  };
}

describe('the game-over figures', () => {
  it('counts moves as full moves: one by each side', () => {
    expect(fullMoves(0)).toBe(0);
    expect(fullMoves(1)).toBe(1);
    expect(fullMoves(2)).toBe(1);
    expect(fullMoves(41)).toBe(21);
  });

  it('are the same for both players and a spectator who came late: the game’s own', async () => {
    const calls = fakeServer(() => analytics);
    const seen = [];
    for (const viewer of [
      { color: 'black' as const, isSpectator: false, duration: 175_000 },
      { color: 'red' as const, isSpectator: false, duration: 174_000 },
      // Joined 29 s before the end: this page's own clock would say 0:29.
      { color: null, isSpectator: true, duration: 29_000 },
    ]) {
      render(
        <GameOverOverlay
          state={finished}
          color={viewer.color}
          isSpectator={viewer.isSpectator}
          stats={{
            duration: viewer.duration,
            moveCount: 41,
            captures: 2,
            aiDifficulty: null,
            playerColor: viewer.color,
          }}
          rematchLabel="Rematch"
          rematchWaiting={false}
          onRematch={null}
          onLobby={() => undefined}
          onClose={() => undefined}
        />,
      );
      expect(screen.getByTestId('game-over-duration').textContent).toBe('…');
      await waitFor(() => expect(screen.getByTestId('game-over-duration').textContent).toBe('2:55'));
      seen.push(figures());
      cleanup();
    }
    expect(seen).toEqual(Array(3).fill({ duration: '2:55', moves: '21', captures: 'Black 6 · Red 4' }));
    expect(calls.every((call) => call.url.endsWith('/api/spectate/analytics/ABCDEF'))).toBe(true);
  });

  it("takes an AI game's duration from the game itself", () => {
    const calls = fakeServer(() => analytics);
    render(
      <GameOverOverlay
        state={{ ...finished, roomCode: AI_ROOM }}
        color="black"
        isSpectator={false}
        stats={{ duration: 65_000, moveCount: 41, captures: 6, aiDifficulty: 'hard', playerColor: 'black' }}
        rematchLabel="Play again"
        rematchWaiting={false}
        onRematch={() => undefined}
        onLobby={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(figures()).toEqual({ duration: '1:05', moves: '21', captures: 'Black 6 · Red 4' });
    expect(calls).toHaveLength(0);
  });
});
