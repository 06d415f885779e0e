// The pools, the matches and the seeks in the database (0013), shared by every node. Whatever must
// happen once is one conditional statement: claiming two pool entries for a pair (both or neither,
// undone when only one was free), accepting a seek (seek-store.ts), so two requests, two nodes or a
// node and a sweep never pair a player twice. The per-pool lease uses the `leases` table the
// retention sweep uses, with the same upsert.
import type { Kysely, Selectable } from 'kysely';
import type { PairingDb, PairingEntriesTable } from './tables.js';
import type { Leases } from '../../db/leases.js';
import { changed, SeekStore } from './seek-store.js';

/** A pool entry as stored. */
export type EntryRow = Selectable<PairingEntriesTable>;

/** Storage of the pools and matches, the seeks (`seeks`), and the upkeep of all three. */
export class PairingStore {
  /** The open and accepted seeks. */
  readonly seeks: SeekStore;

  constructor(
    private readonly db: Kysely<PairingDb>,
    /** The per-pool and sweep leases (the same lease rows as the retention sweep's). */
    private readonly leases: Leases,
  ) {
    this.seeks = new SeekStore(db);
  }

  // Pools.

  async entry(userId: string): Promise<EntryRow | undefined> {
    return this.db.selectFrom('pairing_entries').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Puts the user in a pool (replacing a free entry of another pool); false while it is claimed. */
  async putEntry(row: Omit<EntryRow, 'claim' | 'claimed_at'>): Promise<boolean> {
    const result = await this.db
      .insertInto('pairing_entries')
      .values({ ...row, claim: null, claimed_at: null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({
            pool: row.pool,
            rated: row.rated,
            rating: row.rating,
            joined_at: row.joined_at,
            seen_at: row.seen_at,
          })
          .where('pairing_entries.claim', 'is', null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Removes the user's entry unless a pairing holds it; true when one went. */
  async removeEntry(userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('pairing_entries')
      .where('user_id', '=', userId)
      .where('claim', 'is', null)
      .executeTakeFirst();
    return changed(result) > 0;
  }

  /** The free entries of a pool seen since `since`, oldest first. */
  async waiting(pool: string, since: string): Promise<EntryRow[]> {
    return this.db
      .selectFrom('pairing_entries')
      .selectAll()
      .where('pool', '=', pool)
      .where('claim', 'is', null)
      .where('seen_at', '>=', since)
      .orderBy('joined_at')
      .limit(500)
      .execute();
  }

  /** The pools with at least two free entries seen since `since`. */
  async busyPools(since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pairing_entries')
      .select(['pool', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('claim', 'is', null)
      .where('seen_at', '>=', since)
      .groupBy('pool')
      .execute();
    return rows.filter((row) => Number(row.n) >= 2).map((row) => row.pool);
  }

  /**
   * Claims both entries for one pairing: true when both were free (and still in `pool`), else
   * nothing is claimed.
   */
  async claim(
    pool: string,
    userIds: readonly [string, string],
    claim: string,
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('pairing_entries')
      .set({ claim, claimed_at: now })
      .where('user_id', 'in', userIds)
      .where('pool', '=', pool)
      .where('claim', 'is', null)
      .executeTakeFirst();
    if (changed(result) === 2) return true;
    await this.release(claim);
    return false;
  }

  /** Frees the entries of a pairing that did not happen. */
  async release(claim: string): Promise<void> {
    await this.db
      .updateTable('pairing_entries')
      .set({ claim: null, claimed_at: null })
      .where('claim', '=', claim)
      .execute();
  }

  /** The entries of a pairing that happened go. */
  async removeClaimed(claim: string): Promise<void> {
    await this.db.deleteFrom('pairing_entries').where('claim', '=', claim).execute();
  }

  // Matches.

  /** Records the room the users were paired into. */
  async matched(userIds: readonly string[], roomCode: string, now: string): Promise<void> {
    for (const user_id of userIds) {
      await this.db
        .insertInto('pairing_matches')
        .values({ user_id, room_code: roomCode, matched_at: now })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ room_code: roomCode, matched_at: now }),
        )
        .execute();
    }
  }

  /** The room the user was paired into since `since`, if any. */
  async match(userId: string, since: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('pairing_matches')
      .select('room_code')
      .where('user_id', '=', userId)
      .where('matched_at', '>=', since)
      .executeTakeFirst();
    return row?.room_code;
  }

  async forgetMatch(userId: string): Promise<void> {
    await this.db.deleteFrom('pairing_matches').where('user_id', '=', userId).execute();
  }

  /** The owner polled: its entry and its open seek stay, unless already withdrawn (seen before `since`). */
  async touch(userId: string, since: string, now: string): Promise<void> {
    await this.db
      .updateTable('pairing_entries')
      .set({ seen_at: now })
      .where('user_id', '=', userId)
      .where('seen_at', '>=', since)
      .execute();
    await this.db
      .updateTable('seeks')
      .set({ seen_at: now })
      .where('open_owner', '=', userId)
      .where('seen_at', '>=', since)
      .execute();
  }

  // Upkeep.

  /**
   * Withdraws entries and open seeks not seen since `staleBefore`, forgets matches and accepted
   * seeks older than `keptBefore`, and frees claims older than `keptBefore` (left by a node that
   * stopped mid-pairing). The rows touched.
   */
  async sweep(staleBefore: string, keptBefore: string): Promise<number> {
    const results = [
      await this.db
        .deleteFrom('pairing_entries')
        .where('seen_at', '<', staleBefore)
        .where('claim', 'is', null)
        .executeTakeFirst(),
      await this.db
        .updateTable('pairing_entries')
        .set({ claim: null, claimed_at: null })
        .where('claimed_at', '<', keptBefore)
        .executeTakeFirst(),
      await this.db
        .deleteFrom('seeks')
        .where('open_owner', 'is not', null)
        .where('seen_at', '<', staleBefore)
        .executeTakeFirst(),
      await this.db
        .deleteFrom('seeks')
        .where('open_owner', 'is', null)
        .where('accepted_at', '<', keptBefore)
        .executeTakeFirst(),
      await this.db.deleteFrom('pairing_matches').where('matched_at', '<', keptBefore).executeTakeFirst(),
    ];
    return results.reduce((sum, result) => sum + changed(result), 0);
  }

  /** Whether there is anything to sweep at all (a read, so an idle server writes nothing). */
  async anything(): Promise<boolean> {
    const [entry, seek, match] = await Promise.all([
      this.db.selectFrom('pairing_entries').select('user_id').limit(1).executeTakeFirst(),
      this.db.selectFrom('seeks').select('id').limit(1).executeTakeFirst(),
      this.db.selectFrom('pairing_matches').select('user_id').limit(1).executeTakeFirst(),
    ]);
    return entry !== undefined || seek !== undefined || match !== undefined;
  }

  /** Takes (or renews) the lease `name` for `holder` until `now + ttlMs`; false when another holds it. */
  lease(name: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
    return this.leases.acquire(name, holder, ttlMs, now);
  }

  /** Gives the lease up if `holder` has it. */
  releaseLease(name: string, holder: string): Promise<void> {
    return this.leases.release(name, holder);
  }
}
