// The games being played on this node, kept in memory between moves: the room row as last read or
// written, and its replayed match. A move then needs no SELECT and no replay. The cache is never
// the authority: a change planned from it is written with `UPDATE ... WHERE version = ?`, so a
// row changed elsewhere (another node, another service) turns into a conflict and a fresh read.
import type { Match } from './match.js';
import type { RoomRow } from '../rooms/index.js';

/** A running game as this node last saw it. */
export interface LiveGame {
  readonly row: RoomRow;
  readonly match: Match;
}

/** A game's place in memory: kept while the game runs, emptied while a write to it is in flight. */
interface Slot {
  game: LiveGame | undefined;
}

/**
 * A bounded map of live games by room code. A running game keeps its entry from its first move to
 * its end, and a move only swaps what the entry holds: a map entry deleted and re-added on every
 * move (as an order of recent use would need) left holes that made V8 rebuild the map's table
 * again and again, and each table lived long enough to be promoted. Past the bound, the game held
 * longest is dropped (it is read again on its next move).
 */
export class LiveGames {
  private readonly slots = new Map<string, Slot>();
  private held = 0;

  constructor(private readonly max = 20_000) {}

  get(code: string): LiveGame | undefined {
    return this.slots.get(code)?.game;
  }

  /** Keeps a running game; a game that is not running (waiting or finished) is dropped instead. */
  set(code: string, game: LiveGame): void {
    if (game.row.status !== 'active') {
      this.forget(code);
      return;
    }
    const slot = this.slots.get(code);
    if (slot !== undefined) {
      if (slot.game === undefined) this.held++;
      slot.game = game;
      return;
    }
    this.slots.set(code, { game });
    this.held++;
    if (this.slots.size > this.max) {
      const oldest = this.slots.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
  }

  /** Empties the game's entry (a write in flight); the entry stays for the game's next state. */
  drop(code: string): void {
    const slot = this.slots.get(code);
    if (slot === undefined || slot.game === undefined) return;
    slot.game = undefined;
    this.held--;
  }

  /** Games held now. */
  get size(): number {
    return this.held;
  }

  private forget(code: string): void {
    const slot = this.slots.get(code);
    if (slot === undefined) return;
    if (slot.game !== undefined) this.held--;
    this.slots.delete(code);
  }
}
