// Rooms: creating one, joining as the opponent or as a spectator, rejoining a seat.
import { MESSAGES, type GameState, type TimeControl, type WireColor } from '@checkers/protocol';
import type { RoomRow } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { Identity, IdentityService } from '../accounts/index.js';
import type { EventBus, Presence } from '../realtime/index.js';
import { clockStartColumns, timeControlColumn, timeControlOf } from './clock-row.js';
import { randomRoomCode } from './room-codes.js';
import { newRoomRow, seatOf } from './room-row.js';
import type { RoomStore } from './room-store.js';
import type { SeatObserver } from './seat-observer.js';
import { playersColumn, type PlayersNow } from './seat-players.js';
import { insertStarted, type StartOptions } from './started-room.js';

export type { StartOptions };

/**
 * The wire state of a room whose game has just started, numbered `version`. The games module builds
 * states; the app hands its builder in, so rooms need not know how.
 */
export type StartingState = (row: RoomRow, spectatorCount: number, version: number) => GameState;

/** Who is joining: an identity already known, or a new guest to make. */
export interface Caller {
  readonly identity: Identity | null;
  /** The bearer token the caller sent, returned again when it is kept. */
  readonly token: string | undefined;
}

/** A seat or a spectator place in a room. */
export interface Membership {
  readonly roomCode: string;
  readonly playerId: string;
  readonly token: string;
  readonly color: WireColor | null;
  readonly isSpectator: boolean;
  /** The room's time control; absent when untimed. */
  readonly timeControl?: TimeControl;
}

/** The membership fields of a room's time control: none when untimed. */
const controlOf = (row: RoomRow): Pick<Membership, 'timeControl'> => {
  const control = timeControlOf(row);
  return control === null ? {} : { timeControl: control };
};

/** Room services. */
export class RoomService {
  constructor(
    private readonly store: RoomStore,
    private readonly identities: IdentityService,
    private readonly bus: EventBus,
    private readonly presence: Presence,
    private readonly maxSpectators: number,
    private readonly pickColor: () => WireColor,
    private readonly startingState: StartingState,
    /** How long a spectator seat is held after its last socket closed (or the join, without one). */
    private readonly spectatorSeatMs = 60_000,
    /** Told when a waiting room's second seat is taken (the pushes). */
    private readonly seatObserver?: SeatObserver,
    /** Who the players are as a game starts, kept with it (its record shows them later). */
    private readonly playersNow?: PlayersNow,
  ) {}

  private async whoIs(caller: Caller): Promise<{ userId: string; token: string }> {
    if (caller.identity !== null && caller.token !== undefined)
      return { userId: caller.identity.userId, token: caller.token };
    const guest = await this.identities.createGuest();
    return { userId: guest.userId, token: guest.token };
  }

  /**
   * Creates a room with the caller seated in the colour asked for (random by default), under a time
   * control (untimed by default).
   */
  async create(
    caller: Caller,
    color: WireColor | 'random' | undefined,
    timeControl?: TimeControl,
  ): Promise<Membership> {
    const { userId, token } = await this.whoIs(caller);
    const seat = color === undefined || color === 'random' ? this.pickColor() : color;
    const now = new Date().toISOString();
    for (;;) {
      const code = randomRoomCode();
      const inserted = await this.store.insert(
        newRoomRow({
          code,
          status: 'waiting',
          red_user_id: seat === 'red' ? userId : null,
          black_user_id: seat === 'black' ? userId : null,
          created_at: now,
          time_control: timeControlColumn(timeControl),
        }),
      );
      if (inserted) {
        const timed = timeControl === undefined || timeControl.kind === 'untimed' ? {} : { timeControl };
        return { roomCode: code, playerId: userId, token, color: seat, isSpectator: false, ...timed };
      }
    }
  }

  /**
   * Starts a game between two users at once (an accepted challenge, a pool's pair, an accepted
   * seek): both seated, `first` in `options.firstColor` (at random by default), under
   * `options.timeControl` (untimed by default; a clock starts now), rated when both are registered
   * (within the rated-pair limit) unless `options.rated` is false, from `options.ballot` when given
   * (an unknown ballot throws: the caller drew it from the engine's list). The room code.
   */
  async startBetween(first: string, second: string, options: StartOptions = {}): Promise<string> {
    const firstColor = options.firstColor ?? this.pickColor();
    const red = firstColor === 'red' ? first : second;
    const black = firstColor === 'red' ? second : first;
    for (;;) {
      const code = randomRoomCode();
      if (await insertStarted(this.store, this.playersNow, code, { red, black }, options)) return code;
    }
  }

  /**
   * Starts the game between `red` and `black` (as `startBetween` does) in the room `code` the caller
   * chose, so that a start tried again after a failure or a crash finds the room it made instead of
   * making a second: true when that room holds this game, made now or before; false when the code
   * is another room's (the caller picks another).
   */
  async startIn(
    code: string,
    red: string,
    black: string,
    options: Omit<StartOptions, 'firstColor'> = {},
  ): Promise<boolean> {
    for (;;) {
      const row = await this.store.find(code);
      if (row !== undefined) return row.red_user_id === red && row.black_user_id === black;
      if (await insertStarted(this.store, this.playersNow, code, { red, black }, options)) return true;
    }
  }

  /**
   * Joins a room: a seated player gets its seat back; the second person takes the free seat and
   * the game starts; later visitors watch, up to the cap.
   */
  async join(caller: Caller, code: string): Promise<Outcome<Membership>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.store.find(code);
      if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
      const known = caller.identity !== null ? seatOf(row, caller.identity.userId) : null;
      if (known !== null) {
        const { userId, token } = await this.whoIs(caller);
        return success({
          roomCode: code,
          playerId: userId,
          token,
          color: known,
          isSpectator: false,
          ...controlOf(row),
        });
      }
      if (row.status === 'waiting') {
        const taken = await this.takeFreeSeat(caller, row);
        if (taken !== undefined) return success(taken);
        continue; // someone else changed the room first: read it again
      }
      return this.watch(caller, code);
    }
    return failure('conflict', 'The room is busy; please try again');
  }

  private async takeFreeSeat(caller: Caller, row: RoomRow): Promise<Membership | undefined> {
    const { userId, token } = await this.whoIs(caller);
    const color: WireColor = row.red_user_id === null ? 'red' : 'black';
    const red = row.red_user_id ?? userId;
    const black = row.black_user_id ?? userId;
    const players = await playersColumn(this.playersNow, red, black);
    const { rating, giveBack } = await this.store.ratedPairs.ratingFor(red, black, row.code);
    const now = Date.now();
    // A timed game's clocks start now: black has its first-move limit to move.
    const clock = clockStartColumns(row, now);
    const seated: RoomRow = {
      ...row,
      status: 'active',
      red_user_id: red,
      black_user_id: black,
      started_at: new Date(now).toISOString(),
      ...rating,
      ...clock,
      players,
    };
    const view = this.startingState(seated, await this.presence.spectatorCount(row.code), row.version + 2);
    const result = await this.store.write(
      row.code,
      row.version,
      {
        status: 'active',
        red_user_id: seated.red_user_id,
        black_user_id: seated.black_user_id,
        started_at: seated.started_at,
        rated: seated.rated,
        casual_reason: seated.casual_reason,
        ...clock,
        players,
      },
      [
        { type: 'player_joined', payload: { playerId: userId, color } },
        { type: 'game_update', payload: view },
      ],
    );
    if (result.status !== 'written') {
      await giveBack();
      return undefined;
    }
    for (const event of result.events) this.bus.publish(row.code, event.message);
    const waitingId = color === 'red' ? row.black_user_id : row.red_user_id;
    if (waitingId !== null)
      this.seatObserver?.opponentJoined({ room: row.code, waitingId, joinedId: userId });
    return { roomCode: row.code, playerId: userId, token, color, isSpectator: false, ...controlOf(row) };
  }

  /** Adds the caller as a spectator of a room. */
  async watch(caller: Caller, code: string): Promise<Outcome<Membership>> {
    const row = await this.store.find(code);
    if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
    if (caller.identity !== null) {
      const seat = seatOf(row, caller.identity.userId);
      if (seat !== null) return failure('conflict', 'Players cannot watch their own game');
    }
    const { userId, token } = await this.whoIs(caller);
    if (!(await this.takeSeat(code, userId))) return failure('room_full', MESSAGES.roomFull);
    return success({
      roomCode: code,
      playerId: userId,
      token,
      color: null,
      isSpectator: true,
      ...controlOf(row),
    });
  }

  /**
   * Seats a spectator. When the room is full, the seats of spectators not seen for
   * `spectatorSeatMs` who have no socket open are given up for the newcomer.
   */
  private async takeSeat(code: string, userId: string): Promise<boolean> {
    const seats = this.store.seats;
    if (await seats.take(code, userId, this.maxSpectators)) return true;
    const before = new Date(Date.now() - this.spectatorSeatMs).toISOString();
    const stale = await seats.stale(code, before);
    const connected = await Promise.all(stale.map((user) => this.presence.isConnected(code, user)));
    const users = stale.filter((_, i) => !connected[i]);
    if (users.length === 0) return false;
    return seats.take(code, userId, this.maxSpectators, { before, users });
  }
}
