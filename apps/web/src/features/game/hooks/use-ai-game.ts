// A game against the AI: the human is black and moves first; the AI, in a Web Worker, answers after
// its level's think time (at least about half a second). No network is involved. The game is saved
// as it is played and picked up again after a reload or from the home page (ai/saved-ai-game.ts).
import { findMove, type Move } from '@checkers/engine';
import { useEffect, useRef } from 'react';
import { aiGameFinished } from '../../../lib/ai-game-record';
import { squaresOf } from '../../../lib/squares';
import { appStore, useAppStore } from '../../../stores/app-store';
import { applyGameState } from '../../../stores/game-actions';
import type { AiRequest, AiResponse } from '../ai/ai-worker';
import { createLocalGame, localState, playLocalMove, type LocalGame } from '../ai/local-game';
import {
  aiGameSaved,
  clearAiGame,
  loadAiGame,
  pathsOf,
  replayAiGame,
  saveAiGame,
  type SavedAiGame,
} from '../ai/saved-ai-game';
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
  const startedAt = useRef(Date.now());
  /** The seed of this game's first AI request (0 for a game resumed after a reload). */
  const firstSeed = useRef<number | null>(null);

  const recordOf = (game: LocalGame): SavedAiGame => ({
    level,
    human: 'black',
    moves: pathsOf(game),
    startedAt: startedAt.current,
  });

  /** Keeps the game for a reload while it goes on; a finished game is not kept. */
  const persist = (game: LocalGame): void => {
    const over = game.game.result !== null;
    if (over) clearAiGame();
    else saveAiGame(recordOf(game));
    // Settings' saved games keep it too (when the player auto-saves), until it ends.
    aiGameSaved(recordOf(game), over);
  };

  const show = (next: LocalGame): void => {
    const endedNow = next.game.result !== null && local.current?.game.result === null;
    local.current = next;
    applyGameState(localState(next), next.game.moves.length);
    persist(next);
    // Over on the board: told to whoever listens (achievements report it for the server to replay).
    if (endedNow && next.game.result !== null) {
      const { winner } = next.game.result;
      aiGameFinished({
        level,
        seed: firstSeed.current ?? 0,
        human: 'black',
        moves: pathsOf(next),
        result: winner === null ? 'draw' : winner === 'black' ? 'win' : 'loss',
        durationMs: Date.now() - startedAt.current,
      });
    }
  };

  /** A new game from the start position. */
  const begin = (): void => {
    startedAt.current = Date.now();
    firstSeed.current = null;
    appStore.getState().setGame({ gameStartTime: startedAt.current });
    show(createLocalGame());
  };

  /** The saved game, if there is one at this level: replayed move by move (for the move list). */
  const resume = (): boolean => {
    const saved = loadAiGame();
    if (saved === null || saved.level !== level || saved.human !== 'black') return false;
    const games = replayAiGame(saved.moves);
    if (games === undefined) return false;
    startedAt.current = saved.startedAt;
    appStore.getState().setGame({ gameStartTime: saved.startedAt });
    for (const game of games) show(game);
    return true;
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
    const seed = (Date.now() ^ (id * 0x9e3779b1)) >>> 0;
    firstSeed.current ??= seed;
    const message: AiRequest = {
      id,
      position: current.game.position,
      level,
      seed,
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
    if (!resume()) begin();
    // Loaded now, not at the AI's first turn, so the game goes on if the network drops.
    if (typeof Worker !== 'undefined') worker.current = startWorker();
    // A game resumed on the AI's turn (reloaded while it was thinking): it answers now.
    aiTurn();
    return () => {
      forgetPending();
      worker.current?.terminate();
      worker.current = null;
      // Leaving the game (Back to Lobby, a room) keeps it saved: the home page offers it again.
      local.current = null;
    };
    // The level is fixed for the life of a game; a new level comes with a new game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return {
    move: async (from, to) => playHuman([from, to]),
    sequence: async (jumps) => playHuman([jumps[0]!.from, ...jumps.map((jump) => jump.to)]),
    resign: async () => {
      const current = local.current;
      if (current === null) return;
      forgetPending();
      clearAiGame();
      aiGameSaved(recordOf(current), true);
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
      begin();
    },
  };
}
