// A game against the AI (extended §4): the human is black and moves first; the AI, in a Web Worker,
// answers after its level's think time (at least about half a second). No network is involved.
import { findMove, type Move } from '@checkers/engine';
import { useEffect, useRef } from 'react';
import { squaresOf } from '../../../lib/squares';
import { appStore, useAppStore } from '../../../stores/app-store';
import { applyGameState } from '../../../stores/game-actions';
import type { AiRequest, AiResponse } from '../ai/ai-worker';
import { createLocalGame, localState, playLocalMove, type LocalGame } from '../ai/local-game';
import type { GameActions } from './game-actions';

/** The AI never answers faster than this after the human's move. */
export const AI_MIN_REPLY_MS = 500;

function startWorker(): Worker {
  return new Worker(new URL('../ai/ai-worker.ts', import.meta.url), { type: 'module' });
}

export function useAiGame(active: boolean): GameActions {
  const level = useAppStore((s) => s.game.aiDifficulty) ?? 'medium';
  const local = useRef<LocalGame | null>(null);
  const worker = useRef<Worker | null>(null);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = (next: LocalGame): void => {
    local.current = next;
    applyGameState(localState(next), next.game.moves.length);
  };

  const aiTurn = (): void => {
    const current = local.current;
    if (current === null || current.game.result !== null || current.game.position.turn !== 'red') return;
    worker.current ??= startWorker();
    const id = ++request.current;
    const startedAt = performance.now();
    // The board stays live while the AI thinks: a click then says 'Not your turn!'.
    appStore.getState().setUi({ statusMessage: 'The AI is thinking…' });
    worker.current.onmessage = (event: MessageEvent<AiResponse>) => {
      const answer = event.data;
      if (answer.id !== request.current || local.current !== current) return;
      if (!answer.ok) {
        appStore.getState().setUi({ statusMessage: '' });
        return;
      }
      const wait = Math.max(AI_MIN_REPLY_MS, answer.thinkTimeMs) - (performance.now() - startedAt);
      timer.current = setTimeout(
        () => {
          if (local.current !== current) return;
          const path = answer.path;
          const found = findMove(current.game.position, path[0]!, path[path.length - 1]!, path);
          const next = found.ok ? playLocalMove(current, found.value) : undefined;
          appStore.getState().setUi({ statusMessage: '' });
          if (next !== undefined) show(next);
        },
        Math.max(0, wait),
      );
    };
    const message: AiRequest = {
      id,
      position: current.game.position,
      level,
      seed: (Date.now() ^ (id * 0x9e3779b1)) >>> 0,
      history: current.game.moves.map((played) => played.position),
    };
    worker.current.postMessage(message);
  };

  /** Answers still on their way belong to a game that is gone. */
  const forgetPending = (): void => {
    clearTimeout(timer.current);
    request.current++;
  };

  const playHuman = (path: readonly string[]): boolean => {
    const current = local.current;
    if (current === null) return false;
    const squares = squaresOf(path);
    const found =
      squares === undefined
        ? undefined
        : findMove(current.game.position, squares[0]!, squares[squares.length - 1]!, squares);
    if (found === undefined || !found.ok) {
      appStore.getState().notify('error', 'Illegal move');
      return false;
    }
    const next = playLocalMove(current, found.value as Move);
    if (next === undefined) return false;
    show(next);
    aiTurn();
    return true;
  };

  useEffect(() => {
    if (!active) return;
    show(createLocalGame());
    // Loaded now, not at the AI's first turn, so the game goes on if the network drops.
    if (typeof Worker !== 'undefined') worker.current = startWorker();
    return () => {
      forgetPending();
      worker.current?.terminate();
      worker.current = null;
      local.current = null;
    };
  }, [active]);

  return {
    move: async (from, to) => playHuman([from, to]),
    sequence: async (jumps) => playHuman([jumps[0]!.from, ...jumps.map((jump) => jump.to)]),
    resign: async () => {
      const current = local.current;
      if (current === null) return;
      forgetPending();
      appStore.getState().setGame({ moveInFlight: false });
      const state = localState(current);
      applyGameState(
        {
          ...state,
          status: 'finished',
          isGameOver: true,
          winner: 'red',
          reason: 'resignation',
          validMoves: {},
        },
        state.version + 1,
      );
      appStore.getState().notify('info', 'You resigned from the game');
    },
    rematch: async () => {
      forgetPending();
      appStore.getState().setGame({ result: null, gameStartTime: null, moveInFlight: false });
      show(createLocalGame());
    },
  };
}
