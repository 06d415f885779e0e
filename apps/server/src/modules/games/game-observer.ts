// Who else learns of a game's progress, told after each write: the achievements and the pushes. A
// port of the games module (the observer depends on nothing here but this file's shapes), called
// after the change is stored and published, never awaited: nothing an observer does can hold up or
// fail a move.
import type { RoomRow } from '../rooms/index.js';

/** A whole move just stored: who played it, what it took, whether it crowned. */
export interface WholeMoveFact {
  readonly room: string;
  readonly userId: string;
  readonly kind: 'guest' | 'account';
  /** Pieces captured by the move (all its jumps). */
  readonly captured: number;
  readonly promoted: boolean;
  /** The player whose turn it now is (the other seat), null once the game is over (absent: unknown). */
  readonly toMove?: string | null;
}

/** Learns of whole moves and of games ending. */
export interface GameObserver {
  /** After every whole move stored (a capture sequence counts once it is complete). */
  moved(fact: WholeMoveFact): void;
  /** Once per game, by the node whose write finished it. */
  finished(row: RoomRow): void;
}
