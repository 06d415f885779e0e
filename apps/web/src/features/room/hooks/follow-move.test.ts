import type { ClientMessage } from '@checkers/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../../lib/test-states';
import { appStore } from '../../../stores/app-store';
import { applyGameState } from '../../../stores/game-actions';
import { STATE_WAIT_MS, followMove } from './follow-move';

const sent: ClientMessage[] = [];
const socket = {
  send: (message: ClientMessage): boolean => {
    sent.push(message);
    return true;
  },
};

const move = (path: string[], v: number, color: 'black' | 'red' = 'black') => ({
  type: 'jump_sequence' as const,
  v,
  payload: {
    from: path[0]!,
    to: path.at(-1)!,
    path,
    playerId: 'black-id',
    color,
    capturedAt: [],
    promoted: false,
    jumps: [],
  },
});

beforeEach(() => {
  sent.length = 0;
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red' });
  s.setGame({ mode: 'online' });
  applyGameState(doubleJumpState());
});
afterEach(() => vi.useRealTimers());

describe('a move event with no state after it', () => {
  it('moves the shown state on: pieces, turn, legal moves, history', () => {
    followMove(move(['b6', 'd4', 'b2'], 13), socket);
    const { game } = appStore.getState();
    expect(game.version).toBe(13);
    expect(game.state).toMatchObject({ currentTurn: 'red', moveCount: 11, version: 13 });
    expect(game.state?.captures).toEqual({ red: 2, black: 5 });
    expect(game.state?.pieces.map((p) => `${p.id}@${p.square}`)).toEqual(['b2@h8', 'b1@b2', 'r3@h2']);
    expect(game.state?.validMoves).toEqual({ h2: ['g3'] });
    expect(game.moveHistory.at(-1)).toMatchObject({ path: ['b6', 'd4', 'b2'], captured: ['c5', 'c3'] });
    expect(sent).toEqual([]);
  });

  it('is ignored when already shown, and a gap asks for the missed events', () => {
    followMove(move(['b6', 'd4', 'b2'], 12), socket);
    expect(appStore.getState().game.state?.moveCount).toBe(10);
    followMove(move(['b6', 'd4', 'b2'], 15), socket);
    expect(sent).toEqual([{ type: 'resync', payload: { v: 12 } }]);
  });

  it('waits for the state after a jump of an unfinished capture, and asks for it if it does not come', () => {
    vi.useFakeTimers();
    followMove(move(['b6', 'd4'], 13), socket);
    expect(appStore.getState().game.version).toBe(12);
    vi.advanceTimersByTime(STATE_WAIT_MS);
    expect(sent).toEqual([{ type: 'resync', payload: { v: 12 } }]);

    sent.length = 0;
    followMove(move(['b6', 'd4'], 13), socket);
    applyGameState(doubleJumpState({ version: 13, in_multi_jump: true, multi_jump_piece: 'd4' }));
    vi.advanceTimersByTime(STATE_WAIT_MS);
    expect(sent).toEqual([]);
  });
});
