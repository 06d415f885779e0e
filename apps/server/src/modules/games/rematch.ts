// Rematches: each player of a finished game asks; once both have, a new room starts with the colours
// swapped and both learn its code (the second asker in the reply, the first by the `rematch` event
// or by asking again). The room's version check makes the new room exactly once.
import { MESSAGES } from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import type { EventBus } from '../realtime/index.js';
import {
  ballotColumns,
  clockStartColumns,
  newRoomRow,
  playersColumn,
  seatOf,
  type PlayersNow,
  type RoomStore,
} from '../rooms/index.js';

/** What a rematch request comes to: the new room's code, or waiting for the opponent. */
export interface RematchReply {
  readonly newRoomCode?: string;
  readonly waiting: boolean;
}

const MAX_ATTEMPTS = 5;

/** Asks for a rematch for the caller; run it in the room's queue. */
export async function askRematch(
  store: RoomStore,
  bus: EventBus,
  identity: Identity,
  code: string,
  /** Who the players are as the new game starts, kept with it. */
  playersNow?: PlayersNow,
): Promise<Outcome<RematchReply>> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await store.find(code);
    if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
    const color = seatOf(row, identity.userId);
    if (color === null) return failure('forbidden', 'Only the players can ask for a rematch');
    if (row.status !== 'finished')
      return failure('conflict', 'A rematch can be asked for once the game is over');
    if (row.rematch_code !== null) return success({ newRoomCode: row.rematch_code, waiting: false });
    const asked = { red: row.rematch_red === 1, black: row.rematch_black === 1, [color]: true };
    const flags = { rematch_red: asked.red ? 1 : 0, rematch_black: asked.black ? 1 : 0 };
    if (!(asked.red && asked.black)) {
      const written = await store.write(code, row.version, flags, [
        { type: 'rematch', payload: { requestedBy: color } },
      ]);
      if (written.status !== 'written') continue;
      for (const event of written.events) bus.publish(code, event.message);
      return success({ waiting: true });
    }
    const newRoomCode = await store.freeCode();
    const written = await store.write(code, row.version, { ...flags, rematch_code: newRoomCode }, [
      { type: 'rematch', payload: { newRoomCode } },
    ]);
    if (written.status !== 'written') continue;
    const started = Date.now();
    const now = new Date(started).toISOString();
    // Decided afresh: a player may have registered since the last game began.
    const players = await playersColumn(playersNow, row.black_user_id, row.red_user_id);
    const { rating } = await store.ratedPairs.ratingFor(row.red_user_id, row.black_user_id, newRoomCode);
    await store.insert(
      newRoomRow({
        code: newRoomCode,
        status: 'active',
        red_user_id: row.black_user_id,
        black_user_id: row.red_user_id,
        initial_fen: row.initial_fen,
        created_at: now,
        started_at: now,
        ...rating,
        // The same time control, its clocks starting now.
        time_control: row.time_control,
        ...clockStartColumns(row, started),
        // A ballot game's rematch plays the same ballot, the colours reversed as ballots are played.
        ...ballotColumns(row.ballot, row.time_control),
        players,
      }),
    );
    for (const event of written.events) bus.publish(code, event.message);
    return success({ newRoomCode, waiting: false });
  }
  return failure('conflict', 'The game is busy; please try again');
}
