// The retention sweep's work on the rooms' tables: expired invites, rooms never started, spectator
// seats no longer needed, and what a departing guest leaves here. Retention decides when; this only
// reads and deletes.
import type { Kysely } from 'kysely';
import type { RoomsDb } from './tables.js';

/** Expired invites, unstarted rooms, stale seats. */
export class RoomSweep {
  constructor(private readonly db: Kysely<RoomsDb>) {}

  /** Deletes at most `limit` invites expired by `now` (an ISO time); how many. */
  async deleteExpiredInvites(now: string, limit: number): Promise<number> {
    const r = await this.db
      .deleteFrom('spectator_invites')
      .where('id', 'in', (eb) =>
        eb.selectFrom('spectator_invites').select('id').where('expires_at', '<=', now).limit(limit),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Rooms made before `before` that never started: at most `limit` codes. */
  async waitingRooms(before: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .select('code')
      .where('status', '=', 'waiting')
      .where('created_at', '<=', before)
      .limit(limit)
      .execute();
    return rows.map((row) => row.code);
  }

  /**
   * Deletes these rooms if still waiting, with their events, seats and invites; how many rooms went.
   * A room someone joined meanwhile is kept (its events went; a resync sends it the whole state).
   */
  async deleteWaitingRooms(codes: readonly string[]): Promise<number> {
    if (codes.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      for (const table of ['game_events', 'spectators', 'spectator_invites'] as const)
        await trx.deleteFrom(table).where('room_code', 'in', codes).execute();
      const deleted = await trx
        .deleteFrom('rooms')
        .where('code', 'in', codes)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }

  /** Seats of games finished before `finishedBefore`, and seats not seen since `staleBefore`. */
  async deleteSeats(finishedBefore: string, staleBefore: string): Promise<number> {
    const r = await this.db
      .deleteFrom('spectators')
      .where((eb) =>
        eb.or([
          eb(
            'room_code',
            'in',
            eb
              .selectFrom('rooms')
              .select('code')
              .where('status', '=', 'finished')
              .where('finished_at', '<=', finishedBefore),
          ),
          eb(eb.fn.coalesce('last_seen_at', 'joined_at'), '<=', staleBefore),
        ]),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Those of these users who sat in a room as a player (their games are kept, and so are they). */
  async players(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('rooms')
      .select(['red_user_id', 'black_user_id'])
      .where((eb) => eb.or([eb('red_user_id', 'in', ids), eb('black_user_id', 'in', ids)]))
      .execute();
    const wanted = new Set(ids);
    return [...new Set(rows.flatMap((row) => [row.red_user_id, row.black_user_id]))].filter(
      (id): id is string => id !== null && wanted.has(id),
    );
  }

  /** Deletes the seats and invites of users about to be deleted. */
  async forgetUsers(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('spectators').where('user_id', 'in', ids).execute();
      await trx
        .deleteFrom('spectator_invites')
        .where((eb) => eb.or([eb('created_by', 'in', ids), eb('invitee_id', 'in', ids)]))
        .execute();
    });
  }
}
