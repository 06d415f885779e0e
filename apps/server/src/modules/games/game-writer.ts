// Storing a planned change to a game, and everything that follows it: the events published, memory
// updated with what storage confirmed, the rating started, the flag timer set, the observer told.
// The room's version check makes the write apply once; a lost race comes back as a conflict.
import type { GameState } from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import type { Failure } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import type { RatingService } from '../ratings/index.js';
import type { EventBus } from '../realtime/index.js';
import type { NewEvent, RoomStore } from '../rooms/index.js';
import { deadlineOfRow } from './clock-change.js';
import type { FlagWatch } from './flag-watch.js';
import type { GameObserver } from './game-observer.js';
import { noteOf } from './game-notes.js';
import { stateOf } from './game-view.js';
import type { LiveGames } from './live-games.js';
import type { Match } from './match.js';
import type { Change } from './move-plan.js';
import { stateRef } from './state-log.js';

/** The state after a change, built only when asked for: a socket's move needs no reply. */
export type StateAfter = () => GameState;

/** A change planned and timed, ready to write: what it changes, and the match before and after. */
export interface Ready {
  readonly change: Change;
  readonly before: Match;
  /** Set when the flag fell first: the change ends the game on time and its caller is refused. */
  readonly refusal?: Failure;
}

/** What a write came to: the state after it, a repeat already applied, or a lost race. */
export type Written =
  | { readonly status: 'written'; readonly state: StateAfter; readonly next: RoomRow }
  | { readonly status: 'duplicate'; readonly state: StateAfter }
  | { readonly status: 'conflict' };

/** What the writer works with: the game service's own store, bus, memory and flag timers. */
export interface GameWriterDeps {
  readonly store: RoomStore;
  readonly bus: EventBus;
  readonly live: LiveGames;
  readonly flags: FlagWatch;
  readonly now: () => number;
  /** Rates a rated game once it is over. */
  readonly ratings?: Pick<RatingService, 'rateInBackground'>;
  /** Told of whole moves and endings after they are stored. */
  readonly observer?: GameObserver;
  /** Other nodes play the same games: each write goes out with a note of it (game-notes.ts). */
  readonly otherNodes?: boolean;
}

/** Writes the changes of one node's games. */
export class GameWriter {
  private readonly store: RoomStore;
  private readonly bus: EventBus;
  private readonly live: LiveGames;
  private readonly flags: FlagWatch;

  constructor(private readonly deps: GameWriterDeps) {
    ({ store: this.store, bus: this.bus, live: this.live, flags: this.flags } = deps);
  }

  private now(): number {
    return this.deps.now();
  }

  /**
   * Writes a planned change to `row` (versioned), then publishes its events and tells the ratings,
   * the observer and the flag timers. `identity` is who made it; null for the flag.
   */
  async write(
    code: string,
    row: RoomRow,
    spectators: number,
    ready: Ready,
    identity: Identity | null,
  ): Promise<Written> {
    const now = this.now();
    // A change ends with the new state, whose version is the last event's, unless its move event
    // implies it.
    const { changes, events, match, stateImplied = false } = ready.change;
    const next: RoomRow = {
      ...row,
      ...(changes as Partial<RoomRow>),
      version: row.version + events.length + (stateImplied ? 0 : 1),
    };
    const nextMatch = match ?? ready.before;
    let shown: GameState | undefined;
    const state = (): GameState => (shown ??= stateOf(next, spectators, next.version, nextMatch, now));
    const update: NewEvent[] = [];
    if (!stateImplied) {
      const payload = state();
      update.push({
        type: 'game_update',
        payload,
        stored: stateRef(next, nextMatch, spectators, payload.clock),
      });
    }
    // Memory holds only what storage confirmed: nothing while the write is in flight.
    this.live.drop(code);
    const written = await this.store.write(code, row.version, changes, [...events, ...update]);
    if (written.status === 'conflict') return written;
    if (written.status === 'duplicate') {
      const current = await this.store.find(code);
      return {
        status: 'duplicate',
        state: () => stateOf(current ?? row, spectators, undefined, undefined, this.now()),
      };
    }
    this.live.set(code, { row: next, match: nextMatch });
    const note =
      this.deps.otherNodes === true ? noteOf(row, ready.before, changes, next, nextMatch) : undefined;
    const last = written.events.length - 1;
    written.events.forEach((event, i) =>
      this.bus.publish(code, event.message, i === last ? note : undefined),
    );
    // Every way a game ends (last move, resignation, draw, claim, the flag) is a write made here.
    // The rating follows the reply rather than delaying it; its event comes after `game_over`.
    if (next.status === 'finished' && next.rated === 1) this.deps.ratings?.rateInBackground(code);
    if (next.time_control !== null) this.flags.watch(code, deadlineOfRow(next, nextMatch));
    this.tellObserver(identity, ready.before, nextMatch, next);
    return { status: 'written', state, next };
  }

  /** Tells the observer what a stored change did: a whole move played, the game over. */
  private tellObserver(identity: Identity | null, before: Match, after: Match, next: RoomRow): void {
    const observer = this.deps.observer;
    if (observer === undefined) return;
    const last = after.last;
    if (identity !== null && after.moveCount > before.moveCount && last !== null) {
      observer.moved({
        room: next.code,
        userId: identity.userId,
        kind: identity.kind,
        captured: last.move.captures.length,
        promoted: last.promoted,
        toMove:
          next.status === 'active'
            ? after.position.turn === 'red'
              ? next.red_user_id
              : next.black_user_id
            : null,
      });
    }
    if (next.status === 'finished') observer.finished(next);
  }
}
