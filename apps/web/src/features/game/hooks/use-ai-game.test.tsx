// @vitest-environment jsdom
import { legalMoves, makeSquare, newGame, playMove, type Game, type Move } from '@checkers/engine';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAiGameFinished, type FinishedAiGame } from '../../../lib/ai-game-record';
import { startAiGame } from '../../../stores/session-actions';
import { InlineAiWorker } from '../ai/inline-ai-worker';
import { saveAiGame } from '../ai/saved-ai-game';
import { useAiGame } from './use-ai-game';

const path = (move: Move): string[] => move.path.map(makeSquare);

/** A legal game that black (the human) ends on the board: every move but black's last, and that one. */
function gameBlackEnds(): { before: string[][]; last: Move } {
  for (let variant = 0; variant < 50; variant++) {
    let game: Game = newGame();
    const played: Move[] = [];
    while (game.result === null) {
      const moves = legalMoves(game.position);
      const move = moves[(played.length * 7 + variant) % moves.length]!;
      const next = playMove(game, move);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
      played.push(move);
    }
    if (played.length % 2 === 1) return { before: played.slice(0, -1).map(path), last: played.at(-1)! };
  }
  throw new Error('no game found');
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('Worker', InlineAiWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a game against the AI that ends on the board', () => {
  it('is told to listeners with its level, side, moves, result and duration', async () => {
    const { before, last } = gameBlackEnds();
    saveAiGame({ level: 'hard', human: 'black', moves: before, startedAt: Date.now() - 60_000 });
    startAiGame('hard');
    const finished: FinishedAiGame[] = [];
    const stop = onAiGameFinished((game) => finished.push(game));
    const { result } = renderHook(() => useAiGame(true));
    expect(finished).toEqual([]);
    const squares = path(last);
    await act(async () => {
      // The last move whole: a plain step, or every jump of a capture.
      if (last.captures.length === 0) await result.current.move(squares[0]!, squares[1]!);
      else
        await result.current.sequence(
          squares.slice(1).map((to, i) => ({ from: squares[i]!, to, captured: '' })),
        );
    });
    stop();
    expect(finished).toHaveLength(1);
    const game = finished[0]!;
    expect(game).toMatchObject({ level: 'hard', human: 'black', seed: 0, moves: [...before, squares] });
    expect(['win', 'draw']).toContain(game.result);
    expect(game.durationMs).toBeGreaterThanOrEqual(60_000);
  });
});
