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

/** A bounded map of live games by room code, dropping the least recently used. */
export class LiveGames {
  private readonly games = new Map<string, LiveGame>();

  constructor(private readonly max = 20_000) {}

  get(code: string): LiveGame | undefined {
    const game = this.games.get(code);
    if (game === undefined) return undefined;
    // Map order is insertion order: re-inserting keeps the order by recent use.
    this.games.delete(code);
    this.games.set(code, game);
    return game;
  }

  /** The game, without counting it as used. */
  peek(code: string): LiveGame | undefined {
    return this.games.get(code);
  }

  /** Keeps a running game; a game that is not running (waiting or finished) is dropped instead. */
  set(code: string, game: LiveGame): void {
    this.games.delete(code);
    if (game.row.status !== 'active') return;
    this.games.set(code, game);
    if (this.games.size > this.max) {
      const oldest = this.games.keys().next().value;
      if (oldest !== undefined) this.games.delete(oldest);
    }
  }

  drop(code: string): void {
    this.games.delete(code);
  }

  get size(): number {
    return this.games.size;
  }
}
