import { beforeEach, describe, expect, it } from 'vitest';
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
