// A game against the AI survives a reload (phones discard background tabs) and a trip to the home
// page: the level, the side the human plays and the moves so far are kept in localStorage as they
// are played, and replayed when the game is taken up again (a reload of its address, or the home
// page's Resume AI game). Finishing the game, resigning or starting a new one clears them. Whoever
// keeps games (Settings' saved games, wired in app.tsx) hears each save and each ending, and can
// bring a kept game back.
import { findMove, makeSquare } from '@checkers/engine';
import type { WireColor } from '@checkers/protocol';
import { flushSync } from 'react-dom';
import { squaresOf } from '../../../lib/squares';
import { appStore } from '../../../stores/app-store';
import { leaveToLobby, startAiGame } from '../../../stores/session-actions';
import { createLocalGame, playLocalMove, type LocalGame } from './local-game';

const KEY = 'checkers.ai-game';

/** What a reload needs to bring an AI game back. */
export interface SavedAiGame {
  readonly level: string;
  /** The side the human plays. */
  readonly human: WireColor;
  /** Each move's path of squares ("c3", "d4"), oldest first. */
  readonly moves: readonly (readonly string[])[];
  /** When the game started (ms since the epoch), for its duration. */
  readonly startedAt: number;
}

/** Hears a game as it is saved (`over` false) and once when it ends (`over` true). */
export type AiGameSaveListener = (saved: SavedAiGame, over: boolean) => void;

const saveListeners = new Set<AiGameSaveListener>();

/** Listens for AI games saved as they are played; returns the unsubscribe. */
export function onAiGameSaved(listener: AiGameSaveListener): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

/** Tells the listeners of a game's save or its end. */
export function aiGameSaved(saved: SavedAiGame, over: boolean): void {
  for (const listener of [...saveListeners]) listener(saved, over);
}

export function saveAiGame(saved: SavedAiGame): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Without storage the game lasts as long as the page.
  }
}

export function loadAiGame(): SavedAiGame | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SavedAiGame> | null;
    if (value === null || typeof value !== 'object') return null;
    const { level, human, moves, startedAt } = value;
    if (typeof level !== 'string' || (human !== 'black' && human !== 'red')) return null;
    if (!Array.isArray(moves) || typeof startedAt !== 'number') return null;
    if (!moves.every((path) => Array.isArray(path) && path.every((sq) => typeof sq === 'string')))
      return null;
    return { level, human, moves, startedAt };
  } catch {
    return null;
  }
}

export function clearAiGame(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The paths of a local game's moves, as saved. */
export const pathsOf = (local: LocalGame): string[][] =>
  local.game.moves.map((played) => played.move.path.map(makeSquare));

/**
 * The local games a saved record passes through, from the start to its last move; undefined when a
 * move cannot be played (a record from another version of the rules, or tampered with).
 */
export function replayAiGame(moves: readonly (readonly string[])[]): LocalGame[] | undefined {
  const games = [createLocalGame()];
  for (const path of moves) {
    const current = games[games.length - 1]!;
    const squares = squaresOf(path);
    if (squares === undefined || squares.length < 2) return undefined;
    const found = findMove(current.game.position, squares[0]!, squares[squares.length - 1]!, squares);
    const next = found.ok ? playLocalMove(current, found.value) : undefined;
    if (next === undefined) return undefined;
    games.push(next);
  }
  return games;
}

/** Goes back to the saved AI game (a reload of its address, the home page's offer). True when it did. */
export function resumeSavedAiGame(): boolean {
  const saved = loadAiGame();
  if (saved === null) return false;
  startAiGame(saved.level);
  return true;
}

/** A new game against the AI at `level`: the saved one, if any, gives way to it. */
export function startNewAiGame(level: string): void {
  clearAiGame();
  startAiGame(level);
}

/**
 * Brings a kept game back (Settings' saved games): it becomes the game a reload resumes, and the
 * game screen replays it. An AI game on screen is left first (at once, so its screen unmounts and
 * the new one starts from the kept game).
 */
export function resumeAiGame(saved: SavedAiGame): void {
  if (appStore.getState().game.mode === 'ai') flushSync(() => leaveToLobby());
  saveAiGame(saved);
  startAiGame(saved.level);
}
