// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlineDefenceWorker } from '../inline-defence-worker';
import { stepsOf } from '../puzzle-line';
import { doubleJump, quiet } from '../test-fixtures';
import { usePuzzleBoard } from './use-puzzle-board';

beforeEach(() => {
  InlineDefenceWorker.requests = [];
  vi.stubGlobal('Worker', InlineDefenceWorker);
});
afterEach(() => vi.unstubAllGlobals());

const names = (board: { line: { moves: readonly { path: readonly number[] }[] } | null }) =>
  board.line?.moves.length ?? 0;

describe('the puzzle board', () => {
  it('walks a multi-jump one landing at a time and stops when play is over', () => {
    const { result } = renderHook(() => usePuzzleBoard(doubleJump, true));
    act(() => result.current.onSquare('c3'));
    expect(result.current.path).toEqual(['c3']);
    expect(result.current.destinations).toEqual(['e5']);
    act(() => result.current.onSquare('e5'));
    expect(result.current.path).toEqual(['c3', 'e5']);
    expect(result.current.captured).toEqual(['d4']);
    expect(result.current.destinations).toEqual(['g7']);
    act(() => result.current.onSquare('g7'));
    expect(result.current.turn).toBe('over');
    expect(stepsOf(result.current.line!)).toHaveLength(2);
    expect(InlineDefenceWorker.requests).toHaveLength(0);
  });

  it('plays the defence’s reply, undoes both, and takes no move while not playable', async () => {
    const { result, rerender } = renderHook(({ on }) => usePuzzleBoard(quiet, on), {
      initialProps: { on: false },
    });
    act(() => result.current.onSquare('a1'));
    expect(result.current.path).toEqual([]);
    rerender({ on: true });
    expect(result.current.undo()).toBe(false);
    act(() => result.current.onDrop('a1', 'b2'));
    expect(result.current.thinking).toBe(true);
    expect(result.current.canPlay).toBe(false);
    await waitFor(() => expect(names(result.current)).toBe(2), { timeout: 3_000 });
    expect(result.current.thinking).toBe(false);
    expect(InlineDefenceWorker.requests).toHaveLength(1);
    act(() => void result.current.undo());
    expect(names(result.current)).toBe(0);
    act(() => result.current.onSquare('a1'));
    act(() => result.current.onSquare('b2'));
    act(() => result.current.reset());
    expect(names(result.current)).toBe(0);
    expect(result.current.thinking).toBe(false);
  });
});
