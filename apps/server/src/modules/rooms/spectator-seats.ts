// Spectator seats: a room holds at most `cap` spectators, and a seat is held by its spectator's live
// sockets. Each row remembers when it was last seen (the join, a socket opening or closing); when a
// room is full, rows not seen for a while whose users have no socket open (the caller checks
// presence) are deleted in the same transaction that adds the newcomer. So visitors who joined and
// left (or never opened a socket) cannot fill a room's audience for good.
import { sql, type Kysely } from 'kysely';
import type { RoomsDb } from './tables.js';

/** Seats given up if still stale when the newcomer is added. */
export interface StaleSeats {
  /** Seen before this (ISO time). */
  readonly before: string;
  /** Their users, none of whom has a socket open. */
  readonly users: readonly string[];
}

/** The `spectators` table as seats. */
export class SpectatorSeats {
  constructor(private readonly db: Kysely<RoomsDb>) {}

  /**
   * Seats a spectator; false if the room is at `cap`. One already seated passes (and is seen now).
   * `free` seats are deleted first, if they have not been seen since.
   */
  async take(code: string, userId: string, cap: number, free?: StaleSeats): Promise<boolean> {
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      // Lock the room row first (a no-op update; SQLite has no SELECT ... FOR UPDATE), so that on
      // PostgreSQL two joiners cannot both count the spectators before either adds itself.
      await trx
        .updateTable('rooms')
        .set({ version: sql`version` })
        .where('code', '=', code)
        .execute();
      const existing = await trx
        .updateTable('spectators')
        .set({ last_seen_at: now })
        .where('room_code', '=', code)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(existing.numUpdatedRows) > 0) return true;
      if (free !== undefined && free.users.length > 0) {
        await trx
          .deleteFrom('spectators')
          .where('room_code', '=', code)
          .where('user_id', 'in', free.users)
          // Seen again since the caller looked (a socket opened): kept.
          .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', free.before)]))
          .execute();
      }
      const { count } = await trx
        .selectFrom('spectators')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('room_code', '=', code)
        .executeTakeFirstOrThrow();
      if (Number(count) >= cap) return false;
      await trx
        .insertInto('spectators')
        .values({ room_code: code, user_id: userId, joined_at: now, last_seen_at: now })
        .execute();
      return true;
    });
  }

  /** The users of the room's seats not seen since `before`. */
  async stale(code: string, before: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('spectators')
      .select('user_id')
      .where('room_code', '=', code)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', before)]))
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** A spectator's socket opened or closed: the seat is seen now (the realtime module's SeatPort). */
  async seen(code: string, userId: string): Promise<void> {
    await this.db
      .updateTable('spectators')
      .set({ last_seen_at: new Date().toISOString() })
      .where('room_code', '=', code)
      .where('user_id', '=', userId)
      .execute();
  }
}
