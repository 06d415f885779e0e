// A game against the offline AI finished on the board: the game feature says so here, with the
// record the server can replay (level, seed, the human's side, every move's path), and any feature
// that cares (achievements report it) listens without knowing the game.
import type { WireColor } from '@checkers/protocol';

/** A finished game against the AI, as played in the page. */
export interface FinishedAiGame {
  readonly level: string;
  /**
   * The seed of the game's first AI request (each request draws its own; the record is replayed
   * move by move, so the seed only identifies the game). 0 when the game was resumed after a reload.
   */
  readonly seed: number;
  readonly human: WireColor;
  /** Each move's path of squares ("c3", "d4", ...), oldest first. */
  readonly moves: readonly (readonly string[])[];
  readonly result: 'win' | 'loss' | 'draw';
  readonly durationMs: number;
}

type Listener = (game: FinishedAiGame) => void;

const listeners = new Set<Listener>();

/** Listens for finished AI games; returns the unsubscribe. */
export function onAiGameFinished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners an AI game ended on the board (not by resignation). */
export function aiGameFinished(game: FinishedAiGame): void {
  for (const listener of [...listeners]) listener(game);
}
