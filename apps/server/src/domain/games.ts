// Playing a game: moves (one step, one jump, or a whole capture sequence), resignation, draw offers,
// rematches and abandonment claims. The engine judges every move against the stored position; the
// room's version check makes each change apply exactly once, even across nodes.
import { followPath, makeSquare, type Color } from '@checkers/engine';
import { MESSAGES, type GameState, type WireColor } from '@checkers/protocol';
import type { Updateable } from 'kysely';
import type { RoomsTable } from '../db/schema.js';
import { failure, success, type Outcome } from '../lib/errors.js';
import type { EventBus } from './bus.js';
import { matchOf, stateOf } from './game-view.js';
import { LiveGames } from './live-games.js';
import { advance, type Match } from './match.js';
import type { Identity } from './identity.js';
import { endingAfter } from './ending.js';
import type { Presence } from './presence.js';
import { newRoomRow, type NewEvent, type RoomRow, type RoomStore } from './room-store.js';
import { seatOf } from './rooms.js';
import { SerialQueue } from './serial-queue.js';
import { stateRef } from './state-log.js';
import { describeRefusal } from './refusals.js';
import type { RatingService } from './ratings/rating-service.js';

/** A move as asked for: one step (or one jump), or a whole capture sequence. */
export type MoveIntent =
  | { readonly kind: 'step'; readonly from: number; readonly to: number }
  | {
      readonly kind: 'sequence';
      readonly path: readonly number[];
      readonly captured: readonly (number | undefined)[];
    };

/**
 * A planned change to a room: the columns to set, the events to append before the new state, and
 * the match after it when the change moved the pieces (otherwise the match is unchanged).
 */
interface Change {
  readonly changes: Updateable<RoomsTable>;
  readonly events: NewEvent[];
  readonly match?: Match;
  /**
   * Set for a whole move that leaves the game running, played from a position with no capture in
   * progress: its event alone tells clients the new state (protocol `stateAfterMove`), so no
   * `game_update` is written or sent after it.
   */
  readonly stateImplied?: boolean;
}

/** The state after a change, built only when asked for: a socket's move needs no reply. */
type StateAfter = () => GameState;

const built = (outcome: Outcome<StateAfter>): Outcome<GameState> =>
  outcome.ok ? success(outcome.value()) : outcome;

/** Plans a change from the room as it stands, for one of its players. */
type Plan = (row: RoomRow, color: Color, match: Match) => Outcome<Change> | Promise<Outcome<Change>>;

const MAX_ATTEMPTS = 5;

/** Game services. */
export class GameService {
  private readonly queue = new SerialQueue();
  private readonly live = new LiveGames();

  constructor(
    private readonly store: RoomStore,
    private readonly bus: EventBus,
    private readonly presence: Presence,
    /** Rates a rated game once it is over; absent, games are played unrated (tests of play alone). */
    private readonly ratings?: Pick<RatingService, 'rateInBackground'>,
  ) {}

  /** The state of a room's game for the caller; 409 while the opponent has not arrived. */
  async state(code: string, identity: Identity | null): Promise<Outcome<GameState>> {
    const row = await this.store.find(code);
    if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
    if (identity !== null) this.presence.touch(code, identity.userId);
    if (row.status === 'waiting') return failure('game_not_started', MESSAGES.gameNotStarted);
    return success(stateOf(row, await this.presence.spectatorCount(code)));
  }

  /** The room a player means when the call names none: its latest seat. */
  async roomFor(identity: Identity, code: string | undefined): Promise<Outcome<string>> {
    if (code !== undefined) return success(code);
    const latest = await this.store.latestSeat(identity.userId);
    return latest === undefined ? failure('room_not_found', MESSAGES.roomNotFound) : success(latest);
  }

  /** Plays a move for the caller. A repeated `clientMoveId` is applied once. */
  async move(
    identity: Identity,
    code: string,
    intent: MoveIntent,
    clientMoveId?: string,
  ): Promise<Outcome<GameState>> {
    return built(await this.play(identity, code, intent, clientMoveId));
  }

  /** Plays a move without building the state for a reply: the players learn of it from its events. */
  async play(
    identity: Identity,
    code: string,
    intent: MoveIntent,
    clientMoveId?: string,
  ): Promise<Outcome<StateAfter>> {
    return this.change(code, identity, clientMoveId, (row, color, match) =>
      this.planMove(row, color, match, identity, intent, clientMoveId),
    );
  }

  private planMove(
    row: RoomRow,
    color: Color,
    match: Match,
    identity: Identity,
    intent: MoveIntent,
    clientMoveId?: string,
  ): Outcome<Change> {
    if (match.position.turn !== color) return failure('not_your_turn', MESSAGES.notYourTurn);
    const path = pathOf(match.partial, intent);
    if (!path.ok) return path;
    const progress = followPath(match.position, path.value);
    if (!progress.ok)
      return failure('illegal_move', describeRefusal(match.position, match.partial, path.value));
    const { complete, captured } = progress.value;
    if (intent.kind === 'sequence') {
      const preview = intent.captured;
      const wrong = preview.some(
        (sq, i) => sq !== undefined && sq !== captured[(match.partial?.length ?? 1) - 1 + i],
      );
      if (wrong) return failure('illegal_move', 'Illegal move: the captured squares do not match the jumps');
      if (complete === undefined)
        return failure('illegal_move', 'Illegal move: the capture sequence is not complete');
    }
    const stepFrom = path.value[path.value.length - 2]!;
    const stepTo = path.value[path.value.length - 1]!;
    const type = intent.kind === 'sequence' ? 'jump_sequence' : 'move';
    if (complete === undefined) {
      const payload = movePayload(
        identity,
        color,
        [stepFrom, stepTo],
        captured.slice(-1),
        false,
        clientMoveId,
      );
      return success({
        changes: { partial_path: JSON.stringify(path.value), draw_offer: null },
        events: [{ type, payload, clientMoveId }],
        match: { ...match, partial: path.value },
      });
    }
    const after = advance(match, complete);
    const ending = endingAfter(after);
    const promoted = (match.position.kings & (1 << complete.from)) === 0 && isCrownRow(color, complete.to);
    const shownPath =
      intent.kind === 'step' && match.partial !== null ? [stepFrom, stepTo] : [...complete.path];
    const shownCaptures =
      intent.kind === 'step' && match.partial !== null
        ? [captured[captured.length - 1]!]
        : [...complete.captures];
    return success({
      match: after,
      changes: {
        moves: appendPath(row.moves, complete.path),
        partial_path: null,
        draw_offer: null,
        ...(ending === null ? {} : finishColumns(ending.winner, ending.reason)),
      },
      events: [
        {
          type,
          payload: movePayload(identity, color, shownPath, shownCaptures, promoted, clientMoveId),
          clientMoveId,
        },
        ...(ending === null ? [] : [gameOverEvent(ending.winner, ending.reason)]),
      ],
      stateImplied: ending === null && match.partial === null,
    });
  }

  /** Resigns the caller's game: the opponent wins. */
  async resign(identity: Identity, code: string): Promise<Outcome<GameState>> {
    return built(
      await this.change(code, identity, undefined, (_row, color) =>
        success(this.finish(opponent(color), 'resignation')),
      ),
    );
  }

  /** Offers a draw, or accepts or declines the opponent's offer. */
  async draw(
    identity: Identity,
    code: string,
    action: 'offer' | 'accept' | 'decline',
  ): Promise<Outcome<GameState>> {
    const changed = await this.change(code, identity, undefined, (row, color) => {
      const offer = row.draw_offer as WireColor | null;
      if (action === 'offer') {
        if (offer === color) return failure('conflict', 'You have already offered a draw');
        if (offer === opponent(color)) return success(this.finish(null, 'agreement'));
        return success(this.update({ draw_offer: color }));
      }
      if (offer !== opponent(color)) return failure('conflict', 'There is no draw offer to answer');
      return success(
        action === 'accept' ? this.finish(null, 'agreement') : this.update({ draw_offer: null }),
      );
    });
    return built(changed);
  }

  /** Claims the win when the opponent has been gone longer than the abandonment time (60 s). */
  async claimAbandoned(identity: Identity, code: string): Promise<Outcome<GameState>> {
    const changed = await this.change(code, identity, undefined, async (row, color) => {
      const opponentId = color === 'red' ? row.black_user_id : row.red_user_id;
      if (opponentId === null || !(await this.presence.isGone(row.code, opponentId))) {
        const seconds = this.presence.goneAfterMs / 1000;
        return failure(
          'conflict',
          `Your opponent is still connected; a win can be claimed after ${seconds} seconds away`,
        );
      }
      return success(this.finish(color, 'abandonment'));
    });
    return built(changed);
  }

  private update(changes: Updateable<RoomsTable>): Change {
    return { changes, events: [] };
  }

  /**
   * Asks for a rematch of a finished game. When both players have asked, a new room starts with
   * the colours swapped and both learn its code (the second asker in the reply, the first by the
   * `rematch` event or by asking again).
   */
  async rematch(
    identity: Identity,
    code: string,
  ): Promise<Outcome<{ newRoomCode?: string; waiting: boolean }>> {
    return this.queue.run(code, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const row = await this.store.find(code);
        if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
        const color = seatOf(row, identity.userId);
        if (color === null) return failure('forbidden', 'Only the players can ask for a rematch');
        if (row.status !== 'finished')
          return failure('conflict', 'A rematch can be asked for once the game is over');
        if (row.rematch_code !== null) return success({ newRoomCode: row.rematch_code, waiting: false });
        const asked = { red: row.rematch_red === 1, black: row.rematch_black === 1, [color]: true };
        const flags = { rematch_red: asked.red ? 1 : 0, rematch_black: asked.black ? 1 : 0 };
        if (!(asked.red && asked.black)) {
          const written = await this.store.write(code, row.version, flags, [
            { type: 'rematch', payload: { requestedBy: color } },
          ]);
          if (written.status !== 'written') continue;
          for (const event of written.events) this.bus.publish(code, event.message);
          return success({ waiting: true });
        }
        const newRoomCode = await this.store.freeCode();
        const written = await this.store.write(code, row.version, { ...flags, rematch_code: newRoomCode }, [
          { type: 'rematch', payload: { newRoomCode } },
        ]);
        if (written.status !== 'written') continue;
        const now = new Date().toISOString();
        await this.store.insert(
          newRoomRow({
            code: newRoomCode,
            status: 'active',
            red_user_id: row.black_user_id,
            black_user_id: row.red_user_id,
            initial_fen: row.initial_fen,
            created_at: now,
            started_at: now,
            // Decided afresh: a player may have registered since the last game began.
            rated: await this.store.ratedFlagFor(row.red_user_id, row.black_user_id),
          }),
        );
        for (const event of written.events) this.bus.publish(code, event.message);
        return success({ newRoomCode, waiting: false });
      }
      return failure('conflict', 'The game is busy; please try again');
    });
  }

  /** Ends the game. */
  private finish(winner: Color | null, reason: string): Change {
    return { changes: finishColumns(winner, reason), events: [gameOverEvent(winner, reason)] };
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
          (await this.store.hasClientMove(code, clientMoveId))
        ) {
          return success(() => stateOf(row, spectators));
        }
        const planned = await this.plan(row, identity, cached?.match, plan);
        if (!planned.ok) {
          // A refusal is never based on memory alone: the game may have moved on on another node.
          if (cached === undefined) return planned;
          this.live.drop(code);
          attempt--;
          continue;
        }
        // A change ends with the new state, whose version is the last event's, unless its move
        // event implies it.
        const { changes, events, match, stateImplied = false } = planned.value.change;
        const next: RoomRow = {
          ...row,
          ...(changes as Partial<RoomRow>),
          version: row.version + events.length + (stateImplied ? 0 : 1),
        };
        const nextMatch = match ?? planned.value.match;
        let shown: GameState | undefined;
        const state = (): GameState => (shown ??= stateOf(next, spectators, next.version, nextMatch));
        const update: NewEvent[] = stateImplied
          ? []
          : [{ type: 'game_update', payload: state(), stored: stateRef(next, nextMatch, spectators) }];
        // Memory holds only what storage confirmed: nothing while the write is in flight.
        this.live.drop(code);
        const written = await this.store.write(code, row.version, changes, [...events, ...update]);
        if (written.status === 'conflict') continue;
        if (written.status === 'duplicate') {
          const now = await this.store.find(code);
          return success(() => stateOf(now ?? row, spectators));
        }
        this.live.set(code, { row: next, match: nextMatch });
        for (const event of written.events) this.bus.publish(code, event.message);
        // Every way a game ends (last move, resignation, draw, claim) is a write made here. The
        // rating follows the reply rather than delaying it; its event comes after `game_over`.
        if (next.status === 'finished' && next.rated === 1) this.ratings?.rateInBackground(code);
        return success(state);
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

const opponent = (color: Color): Color => (color === 'red' ? 'black' : 'red');

const isCrownRow = (color: Color, square: number): boolean =>
  color === 'black' ? square >= 28 : square <= 3;

function finishColumns(winner: Color | null, reason: string): Updateable<RoomsTable> {
  return {
    status: 'finished',
    winner,
    end_reason: reason,
    draw_offer: null,
    partial_path: null,
    finished_at: new Date().toISOString(),
  };
}

const gameOverEvent = (winner: Color | null, reason: string): NewEvent => ({
  type: 'game_over',
  payload: { winner, isDraw: winner === null, reason },
});

/** The payload of `move` and `jump_sequence` events, squares in algebraic notation. */
function movePayload(
  identity: Identity,
  color: Color,
  path: readonly number[],
  captured: readonly number[],
  promoted: boolean,
  clientMoveId: string | undefined,
): Record<string, unknown> {
  const squares = path.map(makeSquare);
  return {
    from: squares[0],
    to: squares[squares.length - 1],
    path: squares,
    jumps: squares.slice(1).map((to, i) => ({ from: squares[i], to })),
    playerId: identity.userId,
    color,
    capturedAt: captured.map(makeSquare),
    promoted,
    ...(clientMoveId === undefined ? {} : { clientMoveId }),
  };
}

/** The stored JSON list of move paths with one more: appended as text, the list is not parsed. */
function appendPath(moves: string, path: readonly number[]): string {
  const head = moves.slice(0, -1);
  return `${head}${head === '[' ? '' : ','}${JSON.stringify(path)}]`;
}

/** The full path a move intent asks for, continuing a capture in progress. */
function pathOf(partial: readonly number[] | null, intent: MoveIntent): Outcome<number[]> {
  const landing = partial?.[partial.length - 1];
  if (intent.kind === 'step') {
    if (landing !== undefined && intent.from !== landing) {
      return failure('illegal_move', 'Illegal move: the jumping piece must finish its capture sequence');
    }
    return success(partial === null ? [intent.from, intent.to] : [...partial, intent.to]);
  }
  const [first, ...rest] = intent.path;
  if (first === undefined) return failure('illegal_move', 'Illegal move: no jumps');
  if (landing !== undefined && first !== landing) {
    return failure('illegal_move', 'Illegal move: the jumping piece must finish its capture sequence');
  }
  return success(partial === null ? [...intent.path] : [...partial, ...rest]);
}
