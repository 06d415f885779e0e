import { beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../lib/test-states';
import { appStore } from './app-store';
import { applyGameState, describeLastMove } from './game-actions';

const lastMove = {
  from: 'b6',
  to: 'b2',
  path: ['b6', 'd4', 'b2'],
  captured: ['c5', 'c3'],
  color: 'black' as const,
  promoted: false,
};

beforeEach(() => {
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
  s.setGame({ mode: 'online' });
});

describe('applying game states', () => {
  it('shows the game, announces the last move and keeps its history', () => {
    applyGameState(doubleJumpState({ lastMove, version: 5 }));
    const { game, ui } = appStore.getState();
    expect(ui.currentSection).toBe('game');
    expect(game.announcement).toBe('Black moved b6 to d4 to b2, capturing c5, c3.');
    expect(game.moveHistory).toEqual([lastMove]);
    expect(game.gameStartTime).not.toBeNull();
  });

  it('ignores a state older than the one shown', () => {
    applyGameState(doubleJumpState({ version: 9, moveCount: 9 }));
    applyGameState(doubleJumpState({ version: 7, moveCount: 7 }));
    expect(appStore.getState().game.state?.moveCount).toBe(9);
  });

  it('records the result when the game ends and clears the start time', () => {
    applyGameState(doubleJumpState({ version: 3 }));
    applyGameState(
      doubleJumpState({
        version: 4,
        status: 'finished',
        isGameOver: true,
        winner: 'black',
        reason: 'no-legal-moves',
      }),
    );
    const { game } = appStore.getState();
    expect(game.gameStartTime).toBeNull();
    expect(game.result).toMatchObject({ moveCount: 10, captures: 3, playerColor: 'black' });
  });

  it('describes crowning', () => {
    expect(describeLastMove(doubleJumpState({ lastMove: { ...lastMove, promoted: true } }))).toContain(
      'crowned',
    );
  });
});

describe('a timed game’s clock and turn times', () => {
  const clock = (serverNow: number) =>
    ({
      control: { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 },
      red: 30_000,
      black: 28_000,
      running: 'black',
      firstMoveMs: null,
      serverNow,
    }) as const;

  it('counts each new clock from its arrival, and the same clock again from its first', () => {
    const spy = vi.spyOn(Date, 'now');
    spy.mockReturnValue(10_000);
    applyGameState(doubleJumpState({ version: 5, clock: clock(1) }));
    expect(appStore.getState().game.clockReceivedAt).toBe(10_000);
    // The move's event after its reply: the same clock keeps its first arrival.
    spy.mockReturnValue(10_300);
    applyGameState(doubleJumpState({ version: 5, clock: clock(1) }));
    expect(appStore.getState().game.clockReceivedAt).toBe(10_000);
    spy.mockReturnValue(12_000);
    applyGameState(doubleJumpState({ version: 6, clock: clock(2) }));
    expect(appStore.getState().game.clockReceivedAt).toBe(12_000);
    applyGameState(doubleJumpState({ version: 7 }));
    expect(appStore.getState().game.clockReceivedAt).toBeNull();
    spy.mockRestore();
  });

  it('notes when the player’s turn was shown, through the jumps of one turn, and forgets it off turn', () => {
    const spy = vi.spyOn(Date, 'now');
    spy.mockReturnValue(1_000);
    applyGameState(doubleJumpState({ version: 5, currentTurn: 'red' }));
    expect(appStore.getState().game.turnShownAt).toBeNull();
    spy.mockReturnValue(2_000);
    applyGameState(doubleJumpState({ version: 6, currentTurn: 'black' }));
    expect(appStore.getState().game.turnShownAt).toBe(2_000);
    // One jump of a multi-jump: still the same turn.
    spy.mockReturnValue(3_000);
    applyGameState(doubleJumpState({ version: 7, currentTurn: 'black', in_multi_jump: true }));
    expect(appStore.getState().game.turnShownAt).toBe(2_000);
    applyGameState(
      doubleJumpState({ version: 8, currentTurn: 'black', isGameOver: true, status: 'finished' }),
    );
    expect(appStore.getState().game.turnShownAt).toBeNull();
    spy.mockRestore();
  });

  it('is nothing for a spectator', () => {
    appStore.getState().setRoom({ isSpectator: true });
    applyGameState(doubleJumpState({ version: 5, currentTurn: 'black' }));
    expect(appStore.getState().game.turnShownAt).toBeNull();
  });
});
