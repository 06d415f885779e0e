// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../../lib/test-states';
import { appStore } from '../../../stores/app-store';
import { CAPTURE_COMPULSORY } from '../move-interaction';
import { useBoardInteraction } from './use-board-interaction';

const actions = {
  move: async () => true,
  sequence: async () => true,
  resign: async () => undefined,
  rematch: async () => undefined,
};

describe('choosing a piece that cannot move', () => {
  it('says a capture is compulsory in the status line and points at the pieces that must capture', () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black', isSpectator: false });
    s.setGame({ mode: 'online', state: doubleJumpState(), version: 12 });
    s.setUi({ notices: [], statusMessage: '' });
    const { result } = renderHook(() => useBoardInteraction(actions));
    act(() => result.current.onSquare('h8'));
    expect(result.current.forced).toEqual(['b6']);
    expect(result.current.selected).toBeNull();
    expect(appStore.getState().ui.statusMessage).toBe(CAPTURE_COMPULSORY);
    // Not an error toast.
    expect(appStore.getState().ui.notices).toEqual([]);
    // Choosing the piece that must capture selects it, and the pointing goes.
    act(() => result.current.onSquare('b6'));
    expect(result.current.forced).toEqual([]);
    expect(result.current.selected).toBe('b6');
  });
});

describe('the last move', () => {
  afterEach(() => vi.useRealTimers());

  it('stays marked for the player until the next move, however long they look away', () => {
    vi.useFakeTimers();
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red', isSpectator: false });
    const jumped = {
      from: 'b6',
      to: 'f2',
      path: ['b6', 'd4', 'f2'],
      captured: ['c5', 'e3'],
      color: 'black' as const,
      promoted: false,
    };
    s.setGame({
      mode: 'online',
      state: doubleJumpState({ lastMove: jumped, currentTurn: 'red' }),
      version: 12,
    });
    const { result } = renderHook(() => useBoardInteraction(actions));
    expect(result.current.arrow).toEqual({ path: ['b6', 'd4', 'f2'], captured: ['c5', 'e3'] });
    expect(result.current.animatePath).toEqual(['b6', 'd4', 'f2']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.arrow).toEqual({ path: ['b6', 'd4', 'f2'], captured: ['c5', 'e3'] });
    // The next move replaces it.
    const reply = {
      from: 'a3',
      to: 'b4',
      path: ['a3', 'b4'],
      captured: [],
      color: 'red' as const,
      promoted: false,
    };
    act(() => s.setGame({ state: doubleJumpState({ lastMove: reply, version: 13 }), version: 13 }));
    expect(result.current.arrow).toEqual({ path: ['a3', 'b4'], captured: [] });
    expect(result.current.animatePath).toBeNull();
  });
});
