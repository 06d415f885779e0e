// A game already under way between two identities, inserted straight into storage, and the little a
// move asks of presence: for tests of the game service without sockets.
import type { Identity } from '../src/modules/accounts/index.js';
import type { Presence } from '../src/modules/realtime/index.js';
import type { TimedControl } from '@checkers/protocol';
import {
  clockStartColumns,
  newRoomRow,
  timeControlColumn,
  type RoomStore,
} from '../src/modules/rooms/index.js';

/** Presence with no one watching and no one gone. */
export const quietPresence = {
  touch: () => undefined,
  spectatorCount: () => 0,
  isGone: () => false,
  goneAfterMs: 60_000,
} as unknown as Presence;

/**
 * Inserts an active room `code` with red and black seated, at event version 2 (both seats taken),
 * started now; timed by `control`, its clocks starting now, when given.
 */
export async function insertStartedGame(
  store: RoomStore,
  red: Identity,
  black: Identity,
  code: string,
  control?: TimedControl,
): Promise<void> {
  const startedMs = Date.now();
  const now = new Date(startedMs).toISOString();
  const time_control = control === undefined ? null : timeControlColumn(control);
  await store.insert(
    newRoomRow({
      code,
      status: 'active',
      red_user_id: red.userId,
      black_user_id: black.userId,
      created_at: now,
      started_at: now,
      version: 2,
      ...(time_control === null ? {} : { time_control, ...clockStartColumns({ time_control }, startedMs) }),
    }),
  );
}
