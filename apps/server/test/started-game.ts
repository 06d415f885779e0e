// A game already under way between two identities, inserted straight into storage, and the little a
// move asks of presence: for tests of the game service without sockets.
import type { Identity } from '../src/modules/accounts/index.js';
import type { Presence } from '../src/modules/realtime/index.js';
import { newRoomRow, type RoomStore } from '../src/modules/rooms/index.js';

/** Presence with no one watching and no one gone. */
export const quietPresence = {
  touch: () => undefined,
  spectatorCount: () => 0,
  isGone: () => false,
  goneAfterMs: 60_000,
} as unknown as Presence;

/** Inserts an active room `code` with red and black seated, at event version 2 (both seats taken). */
export async function insertStartedGame(
  store: RoomStore,
  red: Identity,
  black: Identity,
  code: string,
): Promise<void> {
  const now = new Date().toISOString();
  await store.insert(
    newRoomRow({
      code,
      status: 'active',
      red_user_id: red.userId,
      black_user_id: black.userId,
      created_at: now,
      started_at: now,
      version: 2,
    }),
  );
}
