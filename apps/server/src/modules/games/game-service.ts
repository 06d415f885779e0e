// Playing a game: moves (one step, one jump, or a whole capture sequence), resignation, draw offers,
// rematches and abandonment claims. The engine judges every move against the stored position
// (move-plan.ts); the room's version check makes each change apply exactly once, even across nodes.
import { opposite, type Color } from '@checkers/engine';
import { MESSAGES, type GameState, type MoveIntent, type WireColor } from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { SerialQueue } from '../../lib/serial-queue.js';
import { clientMoveKey } from './client-move-key.js';
import type { Identity } from '../accounts/index.js';
import type { RatingService } from '../ratings/index.js';
import type { EventBus, Presence } from '../realtime/index.js';
import { seatOf, type PlayersNow, type RoomStore } from '../rooms/index.js';
import { clockedChange, deadlineOfRow, flagChange, raisedFlagBound } from './clock-change.js';
import { FlagWatch } from './flag-watch.js';
import { applyNote, isGameNote } from './game-notes.js';
import { matchOf, stateOf } from './game-view.js';
import { LiveGames } from './live-games.js';
import type { Match } from './match.js';
import type { GameObserver } from './game-observer.js';
import { finish, planMove, update, type Change } from './move-plan.js';
import { askRematch, type RematchReply } from './rematch.js';
import { GameWriter, type Ready, type StateAfter } from './game-writer.js';

/** Plans a change from the room as it stands, for one of its players. */
type Plan = (row: RoomRow, color: Color, match: Match) => Outcome<Change> | Promise<Outcome<Change>>;

const built = (outcome: Outcome<StateAfter>): Outcome<GameState> =>
  outcome.ok ? success(outcome.value()) : outcome;

const MAX_ATTEMPTS = 5;

/** What a game service may be given besides its ports. */
export interface GameServiceOptions {
  /** Told of a flag that could not be checked (the sweep tries it again). */
  readonly warn?: (details: Record<string, unknown>, message: string) => void;
  /** The clocks' time, ms since the epoch (tests); `Date.now` by default. */
  readonly now?: () => number;
  /** Who the players are as a rematch starts, kept with its game. */
  readonly playersNow?: PlayersNow;
  /**
   * Other nodes play the same games (multi-node mode): this node's writes go out with notes of what
   * they changed, and the notes heard keep this node's memory of its games current (game-notes.ts).
   */
  readonly otherNodes?: boolean;
}

/** Game services. */
export class GameService {
  private readonly queue = new SerialQueue();
  private readonly live = new LiveGames();
  /** The flag of every running timed game this node wrote, and the sweep of everyone's. */
  private readonly flags = new FlagWatch(
    (code) => this.flag(code),
    (now, limit) => this.store.dueClocks(now, limit),
    (error, code) =>
      this.options.warn?.({ err: error, room: code }, 'Checking a flag failed; the sweep tries again'),
    () => this.now(),
  );
  /** Stores each change and tells everyone who follows the game. */
  private readonly writer: GameWriter;
  /** Stops hearing the other nodes' notes. */
  private readonly stopHearing: () => void = () => {};

  constructor(
    private readonly store: RoomStore,
    private readonly bus: EventBus,
    private readonly presence: Presence,
    /** Rates a rated game once it is over; absent, games are played unrated (tests of play alone). */
    private readonly ratings?: Pick<RatingService, 'rateInBackground'>,
    /** Told of whole moves and endings after they are stored (the achievements). */
    private readonly observer?: GameObserver,
    private readonly options: GameServiceOptions = {},
  ) {
    this.writer = new GameWriter({
      store,
      bus,
      live: this.live,
      flags: this.flags,
      now: () => this.now(),
      ...(ratings === undefined ? {} : { ratings }),
      ...(observer === undefined ? {} : { observer }),
      otherNodes: options.otherNodes === true,
    });
    if (options.otherNodes === true) {
      this.stopHearing = bus.onNote((code, note) => this.heard(code, note));
    }
  }

  /**
   * Brings memory of a game up to another node's write of it. Only a game held at the note's first
   * version moves on: one in the middle of a change here has left memory (the writer drops it first).
   */
  private heard(code: string, note: unknown): void {
    if (!isGameNote(note)) return;
    const game = this.live.get(code);
    if (game === undefined || game.row.version !== note.from) return;
    const next = applyNote(game, note);
    if (next === null) {
      this.live.drop(code);
      return;
    }
    this.live.set(code, next);
    if (next.row.time_control !== null) this.flags.watch(code, deadlineOfRow(next.row, next.match));
  }

  /** The time (ms since the epoch) the clocks read. */
  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The state of a room's game for the caller; 409 while the opponent has not arrived. */
  async state(code: string, identity: Identity | null): Promise<Outcome<GameState>> {
    const row = await this.store.find(code);
    if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
    if (identity !== null) this.presence.touch(code, identity.userId);
    if (row.status === 'waiting') return failure('game_not_started', MESSAGES.gameNotStarted);
    return success(
      stateOf(row, await this.presence.spectatorCount(code), row.version, undefined, this.now()),
    );
  }

  /** The room a player means when the call names none: its latest seat. */
  async roomFor(identity: Identity, code: string | undefined): Promise<Outcome<string>> {
    if (code !== undefined) return success(code);
    const latest = await this.store.latestSeat(identity.userId);
    return latest === undefined ? failure('room_not_found', MESSAGES.roomNotFound) : success(latest);
  }

  /**
   * Plays a move for the caller. A repeated `clientMoveId` is applied once. In a timed game,
   * `moveTimeMs` is the client's own measure of its move time (for the lag credit).
   */
  async move(
    identity: Identity,
    code: string,
    intent: MoveIntent,
    clientMoveId?: string,
    moveTimeMs?: number,
  ): Promise<Outcome<GameState>> {
    return built(await this.play(identity, code, intent, clientMoveId, moveTimeMs));
  }

  /** Plays a move without building the state for a reply: the players learn of it from its events. */
  async play(
    identity: Identity,
    code: string,
    intent: MoveIntent,
    clientMoveId?: string,
    moveTimeMs?: number,
  ): Promise<Outcome<StateAfter>> {
    return this.change(
      code,
      identity,
      clientMoveId,
      (row, color, match) => planMove({ row, color, match, identity }, intent, clientMoveId),
      moveTimeMs,
    );
  }

  /**
   * Ends a running timed game whose side to move has run out, once: this node's timer for the game
   * or the sweep (any node's) calls it; a game that moved on, or that another node ended first, is
   * left alone. True when this call ended it.
   */
  async flag(code: string): Promise<boolean> {
    return this.queue.run(code, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const cached = this.live.get(code);
        const row = cached?.row ?? (await this.store.find(code));
        if (row === undefined) return false;
        const match = cached?.match ?? matchOf(row);
        const change = flagChange(row, match, this.now());
        if (change === null) {
          if (await this.stillRunning(code, row, match, cached !== undefined)) return false;
          // From memory the game may look running when another node ended it: read it afresh.
          if (cached !== undefined) {
            this.live.drop(code);
            attempt--;
          }
          continue;
        }
        const spectators = await this.presence.spectatorCount(code);
        const written = await this.writer.write(code, row, spectators, { change, before: match }, null);
        if (written.status === 'written') return true;
      }
      return false;
    });
  }

  /**
   * Settles a game whose flag has not fallen as `row` (and its `match`) show it: its timer set again
   * and, when the sweep found it by a bound that has passed, a later bound stored (or every sweep
   * would find it again). False when that cannot be trusted: a row from memory with no bound to
   * write (it may be behind another node), or a bound not written because the room moved on.
   */
  private async stillRunning(
    code: string,
    row: RoomRow,
    match: Match,
    fromMemory: boolean,
  ): Promise<boolean> {
    const bound = raisedFlagBound(row, match, this.now());
    if (bound === null && fromMemory) return false;
    if (bound !== null) {
      // Written only while the room is at the version read, which also shows memory was current.
      const written = await this.store.write(code, row.version, { earliest_flag_at: bound }, []);
      if (written.status !== 'written') return false;
      if (fromMemory) this.live.set(code, { row: { ...row, earliest_flag_at: bound }, match });
    }
    this.flags.watch(code, deadlineOfRow(row, match));
    return true;
  }

  /** Starts the flag sweep every `intervalMs` (0: timers alone); `close` stops it. */
  startFlagSweep(intervalMs: number): void {
    this.flags.start(intervalMs);
  }

  /** Stops the flag timers and the sweep, and hearing the other nodes. */
  async close(): Promise<void> {
    this.stopHearing();
    await this.flags.stop();
  }

  /** Resigns the caller's game: the opponent wins. */
  async resign(identity: Identity, code: string): Promise<Outcome<GameState>> {
    return built(
      await this.change(code, identity, undefined, (row, color, match) =>
        success(finish(row, opposite(color), 'resignation', match.moveCount)),
      ),
    );
  }

  /** Offers a draw, or accepts or declines the opponent's offer. */
  async draw(
    identity: Identity,
    code: string,
    action: 'offer' | 'accept' | 'decline',
  ): Promise<Outcome<GameState>> {
    const changed = await this.change(code, identity, undefined, (row, color, match) => {
      const offer = row.draw_offer as WireColor | null;
      const agreed = (): Change => finish(row, null, 'agreement', match.moveCount);
      if (action === 'offer') {
        if (offer === color) return failure('conflict', 'You have already offered a draw');
        if (offer === opposite(color)) return success(agreed());
        return success(update({ draw_offer: color }));
      }
      if (offer !== opposite(color)) return failure('conflict', 'There is no draw offer to answer');
      return success(action === 'accept' ? agreed() : update({ draw_offer: null }));
    });
    return built(changed);
  }

  /** Claims the win when the opponent has been gone longer than the abandonment time (60 s). */
  async claimAbandoned(identity: Identity, code: string): Promise<Outcome<GameState>> {
    const changed = await this.change(code, identity, undefined, async (row, color, match) => {
      const opponentId = color === 'red' ? row.black_user_id : row.red_user_id;
      if (opponentId === null || !(await this.presence.isGone(row.code, opponentId))) {
        const seconds = this.presence.goneAfterMs / 1000;
        return failure(
          'conflict',
          `Your opponent is still connected; a win can be claimed after ${seconds} seconds away`,
        );
      }
      return success(finish(row, color, 'abandonment', match.moveCount));
    });
    return built(changed);
  }

  /**
   * Asks for a rematch of a finished game. When both players have asked, a new room starts with
   * the colours swapped and both learn its code (the second asker in the reply, the first by the
   * `rematch` event or by asking again).
   */
  async rematch(identity: Identity, code: string): Promise<Outcome<RematchReply>> {
    const { playersNow } = this.options;
    return this.queue.run(code, () => askRematch(this.store, this.bus, identity, code, playersNow));
  }

  /**
   * Runs one change to a running game for one of its players, serialised per room on this node
   * and checked by version across nodes; a lost race is re-read and re-planned.
   */
  private async change(
    code: string,
    identity: Identity,
    clientMoveId: string | undefined,
    plan: Plan,
    moveTimeMs?: number,
  ): Promise<Outcome<StateAfter>> {
    return this.queue.run(code, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const cached = this.live.get(code);
        const row = cached?.row ?? (await this.store.find(code));
        if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
        this.presence.touch(code, identity.userId);
        const spectators = await this.presence.spectatorCount(code);
        // From memory, a repeated client move id is left to the unique index on the events (the
        // write fails as a duplicate) or, if the repeat is refused, to the fresh read below.
        if (
          cached === undefined &&
          clientMoveId !== undefined &&
          (await this.store.hasClientMove(code, clientMoveKey(identity.userId, clientMoveId)))
        ) {
          return success(() => stateOf(row, spectators, row.version, undefined, this.now()));
        }
        const planned = await this.plan(row, identity, cached?.match, plan);
        if (!planned.ok) {
          // A refusal is never based on memory alone: the game may have moved on on another node.
          if (cached === undefined) return planned;
          this.live.drop(code);
          attempt--;
          continue;
        }
        // A timed game's clocks: the move timed at its receipt, or the end on time if the flag fell.
        const { change, refusal } = clockedChange(
          row,
          planned.value.match,
          planned.value.change,
          this.now(),
          moveTimeMs,
        );
        const ready: Ready = { change, before: planned.value.match, refusal };
        const written = await this.writer.write(code, row, spectators, ready, identity);
        if (written.status === 'conflict') continue;
        if (refusal !== undefined && written.status === 'written') return { ok: false, failure: refusal };
        return success(written.state);
      }
      return failure('conflict', 'The game is busy; please try again');
    });
  }

  /** Checks the caller may change the game now, then plans the change. */
  private async plan(
    row: RoomRow,
    identity: Identity,
    cachedMatch: Match | undefined,
    plan: Plan,
  ): Promise<Outcome<{ change: Change; match: Match }>> {
    const color = seatOf(row, identity.userId);
    if (color === null) {
      const watching = await this.store.isSpectator(row.code, identity.userId);
      return failure('forbidden', watching ? 'Spectators cannot play' : 'You are not a player in this room');
    }
    if (row.status === 'waiting') return failure('game_not_started', MESSAGES.gameNotStarted);
    if (row.status === 'finished') return failure('game_over', 'The game is over');
    const match = cachedMatch ?? matchOf(row);
    const planned = await plan(row, color, match);
    return planned.ok ? success({ change: planned.value, match }) : planned;
  }
}
