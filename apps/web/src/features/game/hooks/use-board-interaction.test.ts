// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
