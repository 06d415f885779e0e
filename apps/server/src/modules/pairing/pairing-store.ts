// The pools, the matches and the seeks in the database (0013), shared by every node. Whatever must
// happen once is one conditional statement: claiming two pool entries for a pair (both or neither,
// undone when only one was free), accepting a seek (`open_owner` cleared only while it is set), so
// two requests, two nodes or a node and a sweep never pair a player twice. The per-pool lease uses
// the `leases` table the retention sweep uses, with the same upsert.
import type { Kysely, Selectable } from 'kysely';
import type { PairingDb, PairingEntriesTable, SeeksTable } from './tables.js';
import type { Leases } from '../../db/leases.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** A pool entry as stored. */
export type EntryRow = Selectable<PairingEntriesTable>;
/** A seek as stored. */
export type SeekRow = Selectable<SeeksTable>;
/** A seek with its owner's name. */
export type ListedSeek = SeekRow & { readonly owner_name: string };

/** The most seeks listed. */
const LIST_LIMIT = 50;

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n);

/** Storage of the pools, matches and seeks. */
export class PairingStore {
  constructor(
    private readonly db: Kysely<PairingDb>,
    /** The per-pool and sweep leases (the same lease rows as the retention sweep's). */
    private readonly leases: Leases,
  ) {}

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

  // Seeks.

  /**
   * Writes an open seek; false when the owner already has one (one it stopped polling for before
   * `since` is withdrawn first).
   */
  async insertSeek(
    row: Omit<SeekRow, 'open_owner' | 'accepted_by' | 'room_code' | 'accepted_at'>,
    since: string,
  ): Promise<boolean> {
    await this.db
      .deleteFrom('seeks')
      .where('open_owner', '=', row.user_id)
      .where('seen_at', '<', since)
      .execute();
    try {
      await this.db
        .insertInto('seeks')
        .values({ ...row, open_owner: row.user_id, accepted_by: null, room_code: null, accepted_at: null })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async seek(id: string): Promise<SeekRow | undefined> {
    return this.db.selectFrom('seeks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user's open seek, if any. */
  async openSeekOf(userId: string): Promise<SeekRow | undefined> {
    return this.db.selectFrom('seeks').selectAll().where('open_owner', '=', userId).executeTakeFirst();
  }

  private listed() {
    return this.db
      .selectFrom('seeks')
      .innerJoin('users', 'users.id', 'seeks.user_id')
      .selectAll('seeks')
      .select('users.display_name as owner_name');
  }

  /** A seek with its owner's name. */
  async listedSeek(id: string): Promise<ListedSeek | undefined> {
    return this.listed().where('seeks.id', '=', id).executeTakeFirst();
  }

  /** Open seeks whose owners were seen since `since`, newest first, with the owners' names. */
  async openSeeks(since: string): Promise<ListedSeek[]> {
    return this.listed()
      .where('seeks.open_owner', 'is not', null)
      .where('seeks.seen_at', '>=', since)
      .orderBy('seeks.created_at', 'desc')
      .orderBy('seeks.id')
      .limit(LIST_LIMIT)
      .execute();
  }

  /**
   * Takes an open seek whose owner was seen since `since` for `acceptor`: true for exactly one of
   * any number of concurrent accepts.
   */
  async takeSeek(id: string, acceptor: string, since: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('seeks')
      .set({ open_owner: null, accepted_by: acceptor, accepted_at: now })
      .where('id', '=', id)
      .where('open_owner', 'is not', null)
      .where('user_id', '!=', acceptor)
      .where('seen_at', '>=', since)
      .executeTakeFirst();
    return changed(result) === 1;
  }

  async setSeekRoom(id: string, roomCode: string): Promise<void> {
    await this.db.updateTable('seeks').set({ room_code: roomCode }).where('id', '=', id).execute();
  }

  /** Opens again a seek whose game could not be made (best effort: the owner may have another now). */
  async reopenSeek(row: SeekRow): Promise<void> {
    try {
      await this.db
        .updateTable('seeks')
        .set({ open_owner: row.user_id, accepted_by: null, accepted_at: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Withdraws an open seek (of `owner`, when given); true when one went. */
  async removeOpenSeek(id: string, owner?: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('seeks')
      .where('id', '=', id)
      .where('open_owner', 'is not', null)
      .$if(owner !== undefined, (q) => q.where('user_id', '=', owner!))
      .executeTakeFirst();
    return changed(result) > 0;
  }

  /** Withdraws the users' open seeks. */
  async removeOpenSeeksOf(userIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('seeks').where('open_owner', 'in', userIds).execute();
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
